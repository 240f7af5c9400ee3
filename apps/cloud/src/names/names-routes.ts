import type { FastifyInstance } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { queryParam } from '../server/project-params';
import { answerReasons, ReasonError } from '../server/reason-error';
import { createNamesService, type NamesService } from './names-service';

/** apiVersion 2 is the record shape served (spec §7); an absent one means the same. */
function assertApiVersion(apiVersion: string | undefined): void {
  if (apiVersion !== undefined && apiVersion !== '2') {
    throw new ReasonError(400, `Unsupported apiVersion ${apiVersion}: this service speaks 2`);
  }
}

/**
 * The names service of spec §7 (`/v1/profile/…`): resolve, reverse lookup, suggestions and
 * signed registration of `<name>.kit.id`, kept in the cloud's database (see README.md).
 * Refusals answer `{ reasons: [{ description }] }`, the Blockchain API's shape. Returns the service,
 * whose names /v1/identity reports too.
 */
export async function registerNamesRoutes(
  app: FastifyInstance,
  context: CloudContext,
): Promise<NamesService> {
  const names = await createNamesService(context.database);
  app.addHook('onClose', async () => names.close());

  app.get<{ Params: { name: string } }>('/v1/profile/account/:name', async (request, reply) => {
    requireProject(request, context.projects);
    return answerReasons(reply, () => {
      assertApiVersion(queryParam(request, 'apiVersion'));
      return names.resolve(request.params.name);
    });
  });

  app.get<{ Params: { address: string } }>(
    '/v1/profile/reverse/:address',
    async (request, reply) => {
      requireProject(request, context.projects);
      // `sender` (the connected account asking) is accepted; it does not change the answer.
      return answerReasons(reply, () => {
        assertApiVersion(queryParam(request, 'apiVersion'));
        return names.reverse(request.params.address);
      });
    },
  );

  app.get<{ Params: { name: string } }>('/v1/profile/suggestions/:name', async (request, reply) => {
    requireProject(request, context.projects);
    return answerReasons(reply, async () => ({
      suggestions: await names.suggest(request.params.name, queryParam(request, 'zone')),
    }));
  });

  app.post('/v1/profile/account', async (request, reply) => {
    requireProject(request, context.projects);
    return answerReasons(reply, () => names.register(request.body));
  });
  return names;
}
