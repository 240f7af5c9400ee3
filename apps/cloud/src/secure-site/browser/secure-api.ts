// Shared by the secure site's pages: the session token in this origin's storage and the JSON API.
// The token never leaves this origin: the host page gets addresses and signatures only.

/** The project of this page (the frame's and the approval page's `projectId`): sessions are bound to it. */
const projectId = new URLSearchParams(location.search).get('projectId') ?? '';
// One session per project: the server refuses a token of another project.
const TOKEN_KEY = `kit-secure:session:${projectId}`;

/** The session token of this browser for this page's project, if logged in. */
export function sessionToken(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

/** Saves (or with undefined, forgets) the session token. */
export function saveSessionToken(token: string | undefined): void {
  if (token === undefined) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, token);
}

// One id per browser (every project's frame): the secure site knows which devices an identity
// logged in from, and asks the inbox to approve any other (VERIFY_DEVICE).
const DEVICE_KEY = 'kit-secure:device';

/** This browser's device id, made (32 random bytes, base64url) on first use. */
export function deviceId(): string {
  const known = localStorage.getItem(DEVICE_KEY);
  if (known !== null && /^[A-Za-z0-9_-]{16,128}$/.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  localStorage.setItem(DEVICE_KEY, id);
  return id;
}

/** An API failure: the server's message and HTTP status. */
export class SecureApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** POSTs JSON to the secure API with the session token; rejects with the server's message. */
export async function secureApi<T>(route: string, body: Record<string, unknown> = {}): Promise<T> {
  const token = sessionToken();
  const response = await fetch(`/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-project-id': projectId,
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) {
    throw new SecureApiError(answer.message ?? `HTTP ${response.status}`, response.status);
  }
  return answer as T;
}
