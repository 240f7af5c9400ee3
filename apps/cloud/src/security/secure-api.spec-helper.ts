/**
 * A POST to the secure site's API as its own pages make it (their Origin), with an optional
 * session; answers the status and the JSON body.
 */
export async function callSecureApi<T = Record<string, unknown>>(
  cloudUrl: string,
  route: string,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cloudUrl}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: cloudUrl,
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
