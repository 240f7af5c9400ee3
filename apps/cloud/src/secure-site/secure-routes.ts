import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSTANTS, ERROR_MESSAGES, isOriginAllowed } from '@kit/core';
import type { CloudContext } from '../cloud-context';
import { requireProject } from '../projects/require-project';
import { HttpError } from '../server/http-error';
import { isLoopbackAddress, isLoopbackHostname } from '../server/loopback';
import { escapeHtml, securePage, securePageHeaders } from './secure-pages';
import { SECURE_SCRIPTS, secureScript, type SecureScriptName } from './secure-scripts';
import { OtpGuard } from '../otp/otp-guard';
import type { MarketPrices } from '../blockchain/blockchain-routes';
import { EMAIL_CHANGE_PATH, createSecureService, type SecureService } from './secure-service';
import { createSocialLogin, SOCIAL_CALLBACK_PATH } from './social-login';
import { DEVICE_APPROVAL_PATH } from './device-approvals';

/** The secure site's database in the data dir. */
export { SECURE_SITE_DB_FILE } from './secure-store';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

function body(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};
}

/**
 * The API is for the secure site's own pages only: a browser sends Origin on every POST, and
 * anything but our own (configured, public) origin is refused before any work.
 */
function requireOwnOrigin(request: FastifyRequest, publicUrl: string): void {
  if (request.headers.origin !== publicUrl) {
    throw new HttpError(403, 'The secure site API answers its own pages only');
  }
}

function requireLoopback(request: FastifyRequest): void {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHostname(request.host)) {
    throw new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}`);
  }
}

function html(reply: FastifyReply, frameAncestors: readonly string[] | 'none', page: string) {
  return reply.code(200).headers(securePageHeaders(frameAncestors)).send(page);
}

/**
 * The embedded wallet's secure site (README: "Embedded wallet"): the frame the host page embeds,
 * the social popup pages, the approval page, the JSON API those pages call and, in dev mode
 * only, the stand-in Farcaster confirmation page and the local mailbox. Keys are derived and
 * used in this process only; the pages hold a session token in this origin's storage.
 */
export async function registerSecureRoutes(
  app: FastifyInstance,
  context: CloudContext,
  market?: MarketPrices,
): Promise<SecureService> {
  const service = await createSecureService({
    database: context.database,
    devnet: context.devnet,
    box: context.secrets.box,
    guard: new OtpGuard(context.secrets.otpLocks, 'secure', context.secrets.otpLimits),
    sessionTtlMs: context.secrets.secureSessionTtlMs,
    now: () => context.clock.now(),
    ...(market ? { market } : {}),
  });
  app.addHook('onClose', async () => service.close());
  const social = createSocialLogin({
    providers: context.identityProviders,
    publicUrl: context.publicUrl,
    login: (provider, profile, projectId) => service.loginSocial(provider, profile, projectId),
  });

  // Framing is allowed to the project's origins (any project's when the id is unknown: the frame
  // then reports the domain unverified itself, APKT005).
  const ancestorsFor = (projectId: unknown): readonly string[] => {
    const project = typeof projectId === 'string' ? context.projects.get(projectId) : undefined;
    return project
      ? project.allowedOrigins
      : context.projects.list().flatMap((known) => known.allowedOrigins);
  };

  app.get('/secure/assets/:name', async (request, reply) => {
    const name = (request.params as { name: string }).name.replace(/\.js$/, '');
    if (!(SECURE_SCRIPTS as readonly string[]).includes(name)) {
      throw new HttpError(404, 'No such script');
    }
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(secureScript(name as SecureScriptName));
  });

  app.get('/secure/frame', async (request, reply) => {
    const { projectId } = request.query as { projectId?: string };
    const project = typeof projectId === 'string' ? context.projects.get(projectId) : undefined;
    return html(
      reply,
      ancestorsFor(projectId),
      securePage({
        title: 'Kit secure wallet',
        body: '',
        script: 'frame',
        config: {
          allowedOrigins: project?.allowedOrigins ?? [],
          sdkVersion: CONSTANTS.SECURE_SITE_SDK_VERSION,
        },
      }),
    );
  });

  app.get('/loading', async (_request, reply) =>
    html(reply, 'none', securePage({ title: 'Loading…', body: '<p role="status">Loading…</p>' })),
  );

  app.get(SOCIAL_CALLBACK_PATH, async (_request, reply) =>
    html(
      reply,
      'none',
      securePage({
        title: 'Logging in…',
        body: '<p role="status">Finishing the login…</p>',
        script: 'callback',
      }),
    ),
  );

  app.get('/secure/approve', async (request, reply) => {
    const { projectId } = request.query as { projectId?: string };
    return html(
      reply,
      ancestorsFor(projectId),
      securePage({
        title: 'Approve request',
        body: '<h1>Approve request</h1><div id="request" role="status">Loading the request…</div>',
        script: 'approve',
      }),
    );
  });

  // The approval's popup (browser/approval-popup.ts), where the frame cannot check that the host
  // page does not cover it: a top-level page that nobody may frame, served only for the ticket of
  // a pending approval (the frame's session asked for it), so a made-up or old link shows nothing.
  app.get('/secure/approve/popup', async (request, reply) => {
    const { ticket } = request.query as { ticket?: unknown };
    if (!service.hasPopupTicket(ticket)) throw new HttpError(404, 'No such approval');
    return html(
      reply,
      'none',
      securePage({
        title: 'Approve request',
        body: '<h1>Approve request</h1><div id="request" role="status">Loading the request…</div>',
        script: 'approve-popup',
      }),
    );
  });

  // Dev only (`dev: true`, loopback): the stand-in Farcaster login believes any user name.
  if (context.dev) {
    app.get('/secure/farcaster/:channel', async (request, reply) => {
      const { channel } = request.params as { channel: string };
      return html(
        reply,
        'none',
        securePage({
          title: 'Sign in with Farcaster',
          body: `<h1>Sign in with Farcaster (local stand-in)</h1>
  <form method="post" action="/secure/farcaster/${escapeHtml(encodeURIComponent(channel))}">
  <label>Farcaster user name <input name="username" required maxlength="64" value="visitor"></label>
  <button type="submit">Confirm</button>
  </form>`,
        }),
      );
    });
  }

  // The consent and confirmation pages are plain HTML forms; their body parser lives in this scope.
  void app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, raw, done) => done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
    forms.post(`${DEVICE_APPROVAL_PATH}/:token`, async (request, reply) => {
      const { token } = request.params as { token: string };
      await service.approveDevice(token, request.ip);
      return html(
        reply,
        'none',
        securePage({
          title: 'Device approved',
          body: '<h1>Device approved</h1><p role="status">You can return to the app: your login code is on its way.</p>',
        }),
      );
    });
    forms.post(`${EMAIL_CHANGE_PATH}/:id`, async (request, reply) => {
      const { id } = request.params as { id: string };
      await service.approveEmailChange(id);
      return html(
        reply,
        'none',
        securePage({
          title: 'Approved',
          body: '<h1>Approved</h1><p role="status">You can return to the app.</p>',
        }),
      );
    });

    if (context.dev) {
      forms.post('/secure/farcaster/:channel', async (request, reply) => {
        const { channel } = request.params as { channel: string };
        const username = body(request)['username'];
        if (typeof username !== 'string' || username.trim() === '') {
          throw new HttpError(400, 'A user name is required');
        }
        await service.confirmFarcaster(channel, username.trim());
        return html(
          reply,
          'none',
          securePage({
            title: 'Confirmed',
            body: '<h1>Confirmed</h1><p role="status">You can return to the app.</p>',
          }),
        );
      });
    }
  });

  // The link mailed to the inbox of a login from a new device: a page whose button approves it
  // (a POST, so a mail scanner fetching the link approves nothing).
  app.get(`${DEVICE_APPROVAL_PATH}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    return html(
      reply,
      'none',
      securePage({
        title: 'Approve this device',
        body: `<h1>Approve this device</h1>
<p>Someone is logging in to your wallet from a new device. Approve it only if it is you.</p>
<form method="post" action="${DEVICE_APPROVAL_PATH}/${escapeHtml(encodeURIComponent(token))}">
<button type="submit">Approve</button>
</form>`,
      }),
    );
  });

  // The link mailed to the current address of an e-mail change: a page whose button approves it
  // (a POST, so a mail scanner fetching the link approves nothing).
  app.get(`${EMAIL_CHANGE_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    return html(
      reply,
      'none',
      securePage({
        title: 'Approve the e-mail change',
        body: `<h1>Approve the e-mail change</h1>
<form method="post" action="${EMAIL_CHANGE_PATH}/${escapeHtml(encodeURIComponent(id))}">
<button type="submit">Approve</button>
</form>`,
      }),
    );
  });

  if (context.dev) {
    // The local mailbox: what the e-mail service would have sent, dev only and loopback only.
    app.get('/mailbox', async (request, reply) => {
      requireLoopback(request);
      const rows = (await service.messages())
        .map(
          (message) =>
            `<tr><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td><td>${escapeHtml(new Date(message.sentAt).toISOString())}</td></tr>`,
        )
        .join('');
      return html(
        reply,
        'none',
        securePage({
          title: 'Local mailbox',
          body: `<h1>Local mailbox</h1><table><thead><tr><th>To</th><th>Subject</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>`,
        }),
      );
    });

    app.get('/mailbox/messages', async (request) => {
      requireLoopback(request);
      const { to } = request.query as { to?: string };
      return {
        messages: await service.messages(typeof to === 'string' ? to.toLowerCase() : undefined),
      };
    });
  }

  // The JSON API of the secure pages. Each call names its project (the x-project-id header the
  // pages send): sessions are bound to the project they logged in for.
  const api = (
    route: string,
    handler: (request: FastifyRequest, token: string | undefined, projectId: string) => unknown,
  ) =>
    app.post(`/secure/api/${route}`, async (request) => {
      requireOwnOrigin(request, context.publicUrl());
      return handler(
        request,
        bearer(request),
        requireProject(request, context.projects).project.id,
      );
    });

  api('email/start', (request) =>
    service.startEmail(body(request)['email'], request.ip, {
      deviceId: body(request)['deviceId'],
      origin: context.publicUrl(),
    }),
  );
  // The frame waits here (polling) while a new device's link is unapproved.
  api('email/device', (request) =>
    service.deviceStatus(body(request)['email'], body(request)['deviceId'], request.ip),
  );
  api('email/verify', (request, token, projectId) =>
    service.verifyEmail({
      email: body(request)['email'],
      otp: body(request)['otp'],
      token,
      projectId,
      client: request.ip,
      deviceId: body(request)['deviceId'],
    }),
  );
  api('email/update', (request, token, projectId) =>
    service.startEmailUpdate({
      token,
      email: body(request)['email'],
      origin: context.publicUrl(),
      projectId,
      client: request.ip,
    }),
  );
  // Social logins (social-login.ts): the frame starts one for the host page it verified, the
  // callback page completes it on our origin, and the same frame takes the session.
  api('social/start', (request, _token, projectId) => {
    const hostOrigin = body(request)['hostOrigin'];
    const allowed = context.projects.get(projectId)?.allowedOrigins ?? [];
    if (typeof hostOrigin !== 'string' || !isOriginAllowed(hostOrigin, allowed)) {
      throw new HttpError(400, ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED);
    }
    return social.start(body(request)['provider'], hostOrigin, projectId);
  });
  // The callback page has no project in its URL (the provider's redirect URI is fixed): the
  // attempt it completes knows its project.
  app.post('/secure/api/social/complete', async (request) => {
    requireOwnOrigin(request, context.publicUrl());
    return social.complete(body(request)['query']);
  });
  api('social/exchange', (request, _token, projectId) =>
    social.exchange(body(request)['state'], body(request)['binding'], projectId),
  );
  if (context.dev) {
    api('farcaster/start', (_request, _token, projectId) => {
      const { channel } = service.startFarcaster(projectId);
      return { channel, url: `${context.publicUrl()}/secure/farcaster/${channel}` };
    });
    api('farcaster/status', (request, _token, projectId) =>
      service.farcasterStatus(body(request)['channel'], projectId),
    );
  }
  api('user', (request, token, projectId) =>
    service.user(token, projectId, body(request)['chainId'], body(request)['preferredAccountType']),
  );
  api('rpc', (request, token, projectId) => {
    const { chainId, method, params } = body(request);
    return service.rpc(token, projectId, chainId, method, params);
  });
  api('approval', (request, token, projectId) =>
    service.approval(token, projectId, String(body(request)['id'])),
  );
  api('approval/decide', async (request, token, projectId) => {
    const { id, approved } = body(request);
    await service.decide(token, projectId, String(id), approved === true);
    return { ok: true };
  });
  // The frame's ticket for its approval's popup, and the popup's view of it (no session there).
  api('approval/popup', (request, token, projectId) =>
    service.approvalPopupTicket(token, projectId, String(body(request)['id'])),
  );
  api('approval/popup/request', (request, _token, projectId) =>
    service.popupApproval(body(request)['ticket'], projectId),
  );
  api('approval/wait', (request, token, projectId) =>
    service.waitApproval(token, projectId, String(body(request)['id'])),
  );
  api('signout', async (_request, token) => {
    await service.signOut(token);
    return { ok: true };
  });

  return service;
}
