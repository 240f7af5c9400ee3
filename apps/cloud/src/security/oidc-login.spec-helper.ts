/** A response of the tiny browser below: status, where it redirects, and the page text. */
export interface BrowsedPage {
  status: number;
  url: string;
  location?: string;
  text: string;
}

/**
 * A minimal cookie-keeping browser for the provider's pages: follows redirects until one leaves
 * the provider (the secure site's callback), so a test walks the real login form over HTTP.
 */
export function createCookieBrowser(stopAt: (url: string) => boolean) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function go(url: string, form?: Record<string, string>): Promise<BrowsedPage> {
    let current = url;
    let body: string | undefined = form ? new URLSearchParams(form).toString() : undefined;
    for (let hops = 0; hops < 20; hops += 1) {
      const response = await fetch(current, {
        method: body === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(),
          ...(body !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        ...(body !== undefined && { body }),
      });
      remember(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current).href;
        if (stopAt(next))
          return { status: response.status, url: current, location: next, text: '' };
        current = next;
        body = undefined;
        continue;
      }
      return { status: response.status, url: current, text: await response.text() };
    }
    throw new Error(`Too many redirects from ${url}`);
  }
  return { go };
}
