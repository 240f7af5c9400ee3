import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { answerReasons, ReasonError } from '../server/reason-error';
import { CHECKOUT_HEADERS, renderCheckoutError, renderCheckoutPage } from './checkout-page';
import { createOnrampService } from './onramp-service';

type SessionRequest = { Params: { sessionId: string } };

/** The path of a session's checkout page. */
export function checkoutPath(sessionId: string): string {
  return `/onramp/checkout/${encodeURIComponent(sessionId)}`;
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(CHECKOUT_HEADERS).send(html);
}

/**
 * The on-ramp of spec §7 (`/v1/onramp/options`, `/v1/onramp/quote`, `/v1/generators/onrampurl`),
 * our `/v1/onramp/status/{sessionId}`, and the local checkout page the generated URL opens (see
 * README.md). API refusals answer `{ reasons: [{ description }] }`; the page answers HTML.
 */
export async function registerOnrampRoutes(
  app: FastifyInstance,
  context: CloudContext,
): Promise<void> {
  const onramp = await createOnrampService(context.devnet, context.database, context.dataDir);
  app.addHook('onClose', async () => onramp.close());

  app.get('/v1/onramp/options', async (request) => {
    requireProject(request, context.projects);
    return onramp.options();
  });

  app.post('/v1/onramp/quote', async (request, reply) => {
    requireProject(request, context.projects);
    return answerReasons(reply, () => onramp.quote(request.body));
  });

  app.post('/v1/generators/onrampurl', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, async () => {
      const session = await onramp.createCheckout(request.body, project.id);
      return { url: `${context.publicUrl()}${checkoutPath(session.id)}`, sessionId: session.id };
    });
  });

  app.get<SessionRequest>('/v1/onramp/status/:sessionId', async (request, reply) => {
    const { project } = requireProject(request, context.projects);
    return answerReasons(reply, () => onramp.status(request.params.sessionId, project.id));
  });

  // The page is a top-level document the buyer opens: no project id, the unguessable session id
  // in its URL is what gives access to it.
  app.get<SessionRequest>('/onramp/checkout/:sessionId', async (request, reply) => {
    const session = await onramp.session(request.params.sessionId);
    if (!session) {
      return sendHtml(
        reply,
        404,
        renderCheckoutError('Checkout not found', 'This checkout does not exist.'),
      );
    }
    return sendHtml(
      reply,
      200,
      renderCheckoutPage({
        session,
        networkName: onramp.networkName(session),
        confirmPath: `${checkoutPath(session.id)}/confirm`,
      }),
    );
  });

  // A plain HTML form posts the confirmation; its body parser lives in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<SessionRequest>('/onramp/checkout/:sessionId/confirm', async (request, reply) => {
      const { sessionId } = request.params;
      const body = request.body as Record<string, unknown> | undefined;
      const token = typeof body?.token === 'string' ? body.token : '';
      if (!(await onramp.session(sessionId))) {
        return sendHtml(
          reply,
          404,
          renderCheckoutError('Checkout not found', 'This checkout does not exist.'),
        );
      }
      try {
        await onramp.confirm(sessionId, token);
      } catch (error) {
        if (!(error instanceof ReasonError)) throw error;
        return sendHtml(
          reply,
          error.statusCode,
          renderCheckoutError('Purchase refused', error.message),
        );
      }
      // Post/redirect/get: the page shows the outcome (complete with its transaction, or failed).
      return reply
        .code(303)
        .headers(CHECKOUT_HEADERS)
        .header('location', checkoutPath(sessionId))
        .send();
    });
  });
}
