import type { FastifyInstance } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { HttpError } from '../server/http-error';
import { isLoopbackAddress, isLoopbackHostname } from '../server/loopback';
import { answerReasons } from '../server/reason-error';
import {
  createSessionsService,
  type CloudSessions,
  type SmartSessionGrant,
} from './sessions-service';

type AddressRequest = { Params: { address: string } };

/**
 * The smart-sessions service of spec §7: GET /v1/sessions/{address} lists the standing sessions
 * and POST /v1/sessions/{address}/revoke revokes one with the owner's signature. Sessions are
 * seeded from code (the returned `grant`, exposed as `cloud.sessions`) or by loopback callers
 * through POST /debug/sessions. Kept in the cloud's database (see README.md).
 */
export async function registerSessionRoutes(
  app: FastifyInstance,
  context: CloudContext,
): Promise<CloudSessions> {
  const sessions = await createSessionsService(context.database, context.projects);
  app.addHook('onClose', async () => sessions.close());

  app.get<AddressRequest>('/v1/sessions/:address', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, async () => ({
      pcis: await sessions.list(request.params.address, project.id),
    }));
  });

  app.post<AddressRequest>('/v1/sessions/:address/revoke', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, async () => {
      const session = await sessions.revoke(request.params.address, project.id, request.body);
      return { success: true, pci: session.pci, revokedAt: session.revokedAt };
    });
  });

  // Seeding for the playground and tools outside the test process. The /debug/ hook of the sinks
  // already keeps it to loopback; checked here as well, so it never depends on that hook.
  app.post('/debug/sessions', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHostname(request.host)) {
      throw new HttpError(403, 'Debug endpoints answer loopback callers only');
    }
    if (typeof request.body !== 'object' || request.body === null) {
      throw new HttpError(400, 'Expected a JSON body { address, permissions, expiry }');
    }
    try {
      const session = await sessions.grant(request.body as SmartSessionGrant);
      void reply.code(201);
      return session;
    } catch (error) {
      if (error instanceof TypeError) throw new HttpError(400, error.message);
      throw error;
    }
  });

  return { grant: (grant) => sessions.grant(grant) };
}
