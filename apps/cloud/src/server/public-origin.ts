import type { FastifyInstance } from 'fastify';

/**
 * The origin a configured public URL names (`https://wallet.example.com`), checked: http(s), no
 * credentials, path, query or fragment. Every generated URL and own-origin check uses it, never
 * the request's Host header (which a DNS-rebinding page or a proxy controls).
 */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Bad public URL '${value}': not a URL`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new Error(`Bad public URL '${value}': an http(s) origin without path is expected`);
  }
  return url.origin;
}

/** The paths of the embedded wallet's secure site (its pages, API, popups and mailbox). */
const SECURE_SITE_PATHS = ['/secure/', '/loading', '/mailbox'];

function isSecureSitePath(url: string): boolean {
  return SECURE_SITE_PATHS.some((prefix) => url === prefix || url.startsWith(prefix));
}

/**
 * Answers 421 Misdirected Request to a secure-site request whose Host is not the public URL's:
 * a rebinding page (Host and Origin both `evil.example:PORT`) then reaches nothing, and an
 * own-origin check cannot be satisfied by the request's own headers.
 */
export function installPublicHostCheck(app: FastifyInstance, publicUrl: () => string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isSecureSitePath(request.url)) return;
    const expected = new URL(publicUrl()).host;
    if (request.host.toLowerCase() === expected.toLowerCase()) return;
    await reply.code(421).send({ message: `This server answers for ${publicUrl()} only` });
  });
}
