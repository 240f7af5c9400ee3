import type { FastifyInstance } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { OtpGuard } from '../otp/otp-guard';
import { requireProject } from '../projects/require-project';
import { answerReasons } from '../server/reason-error';
import type { SiwxMailer } from './siwx-email-capture';
import { createSiwxService } from './siwx-service';

/**
 * Sign in with X (spec §4), verified server-side. Every call is a POST with a JSON body, so the
 * tokens travel in bodies, never in URLs or logs:
 * - POST /auth/v1/nonce → { nonce, nonceToken }
 * - POST /auth/v1/authenticate { message, signature, nonceToken, authToken? } → { authToken, session }
 * - POST /auth/v1/sessions { authToken, chainId?, address? } → { sessions }
 * - POST /auth/v1/sessions/revoke { authToken, chainId?, address? } → { revoked }
 * - POST /auth/v1/email/otp { authToken, chainId, address, email } → { sent } (emailCapture: a code
 *   for a signed-in account, mailed through `mailer`; 429 + Retry-After inside the 30 s cooldown)
 * - POST /auth/v1/email/otp/confirm { authToken, chainId, address, code } → { email }
 * Refusals answer `{ reasons: [{ description }] }` (400 malformed, 401 not verified).
 */
export async function registerSiwxRoutes(
  app: FastifyInstance,
  context: CloudContext,
  mailer?: SiwxMailer,
): Promise<void> {
  const siwx = await createSiwxService(
    context.database,
    context.devnet,
    {
      box: context.secrets.box,
      guard: new OtpGuard(context.secrets.otpLocks, 'siwx', context.secrets.otpLimits),
    },
    context.clock,
  );
  app.addHook('onClose', async () => siwx.close());

  app.post('/auth/v1/nonce', async (request) => {
    const { project } = requireProject(request, context.projects);
    return siwx.issueNonce(project.id);
  });

  app.post('/auth/v1/authenticate', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    const origin = request.headers.origin;
    return answerReasons(reply, () => siwx.authenticate(project.id, request.body, origin));
  });

  app.post('/auth/v1/sessions', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, () => siwx.list(project.id, request.body));
  });

  app.post('/auth/v1/sessions/revoke', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, () => siwx.revoke(project.id, request.body));
  });

  app.post('/auth/v1/email/otp', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, () =>
      siwx.requestEmailOtp(project.id, request.body, mailer, request.ip),
    );
  });

  app.post('/auth/v1/email/otp/confirm', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, () => siwx.confirmEmailOtp(project.id, request.body, request.ip));
  });
}
