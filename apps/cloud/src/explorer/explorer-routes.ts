import type { FastifyInstance } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { parseWalletQuery, queryWallets } from './wallet-query';

/** GET /getWallets: the catalogue, filtered and paged like the real Explorer API (spec §7). */
export function registerExplorerRoutes(app: FastifyInstance, context: CloudContext): void {
  app.get('/getWallets', async (request) => {
    requireProject(request, context.projects);
    const query = parseWalletQuery(flatQuery(request.query));
    return queryWallets(context.wallets, query);
  });
}

/** The query as single strings: a repeated parameter counts once, by its first value. */
function flatQuery(query: unknown): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const single = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof single === 'string') flat[key] = single;
  }
  return flat;
}
