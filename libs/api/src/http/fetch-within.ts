/** A whole answer (status and body text), or why there was none. */
export type FetchOutcome =
  | { answered: true; response: Response; text: string }
  | { answered: false; timedOut: boolean; cause: unknown };

/**
 * Fetches `url` and reads the body text, aborting after `timeoutMs`. The timer covers the body as
 * well as the headers: a server may stall mid-body. Never rejects: no answer is an outcome too,
 * told apart as a timeout or a network failure.
 */
export async function fetchWithin(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<FetchOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { answered: true, response, text };
  } catch (cause) {
    return { answered: false, timedOut, cause };
  } finally {
    clearTimeout(timer);
  }
}

/** A body shortened to one line of 200 characters at most, for error details. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
