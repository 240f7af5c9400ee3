import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CloudContext } from '../cloud-context';
import type { CloudProject } from '../projects/cloud-project';
import { requireQueryOrBodyProject } from '../projects/require-project';
import { queryParam } from '../server/project-params';
import { answerReasons, ReasonError } from '../server/reason-error';
import { tokenIconUrl } from '../blockchain/price-table';
import { createSwapService, type SwapService } from './swap-service';

type Params = Record<string, unknown>;

/**
 * The swap endpoints of spec §7 (`/v1/convert/…` but gas-price, which is the Blockchain API's),
 * against the Uniswap V2 pool on the devnet (see README.md). Refusals answer
 * `{ reasons: [{ description }] }`; clients read reasons[0].description (§8). Returns the service,
 * whose pool also prices the Blockchain API's tokens.
 */
export function registerSwapRoutes(app: FastifyInstance, context: CloudContext): SwapService {
  const swaps = createSwapService(context.devnet, context.dataDir);
  app.addHook('onClose', async () => swaps.close());

  /** POST build-transaction may name its project in the body (spec §7) instead of the query. */
  const projectOf = (request: FastifyRequest, bodyProjectId?: unknown): CloudProject =>
    requireQueryOrBodyProject(request, context.projects, bodyProjectId);
  const query = (request: FastifyRequest): Params => {
    const params: Params = {};
    for (const name of Object.keys((request.query as Params | undefined) ?? {})) {
      params[name] = queryParam(request, name);
    }
    return params;
  };

  app.get('/v1/convert/tokens', async (request, reply) => {
    const project = projectOf(request);
    return answerReasons(reply, () => ({
      tokens: swaps.tokens(queryParam(request, 'chainId'), (symbol) =>
        tokenIconUrl(context.publicUrl(), symbol, project.id),
      ),
    }));
  });

  app.get('/v1/convert/quotes', async (request, reply) => {
    projectOf(request);
    return answerReasons(reply, () => swaps.quotes(query(request)));
  });

  app.get('/v1/convert/allowance', async (request, reply) => {
    projectOf(request);
    return answerReasons(reply, () => swaps.allowance(query(request)));
  });

  app.get('/v1/convert/build-approve', async (request, reply) => {
    projectOf(request);
    return answerReasons(reply, () => swaps.buildApprove(query(request)));
  });

  app.post('/v1/convert/build-transaction', async (request, reply) => {
    const body = request.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    projectOf(request, isObject ? (body as Params).projectId : undefined);
    return answerReasons(reply, () => {
      if (!isObject) {
        throw new ReasonError(
          400,
          'Expected a JSON body { amount, from, to, userAddress, eip155 }',
        );
      }
      return swaps.buildTransaction(body as Params);
    });
  });
  return swaps;
}
