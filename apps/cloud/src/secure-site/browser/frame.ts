// The secure frame: the host page embeds it (hidden) and talks to it with postMessage. It checks
// that messages come from its parent at an allowed origin, and answers only there.
import {
  FRAME_MESSAGE,
  isFrameRequest,
  isOriginAllowed,
  type FrameReply,
  type FrameRequest,
} from '@kit/core';
import { deviceId, saveSessionToken, secureApi, sessionToken } from './secure-api';
import { saveTheme } from './secure-theme';

interface FrameConfig {
  allowedOrigins: string[];
  sdkVersion: number;
}

const config = JSON.parse(
  document.getElementById('kit-config')?.textContent ?? '{}',
) as FrameConfig;

/** The embedding page's origin: Chromium and Safari say it in ancestorOrigins, else the referrer. */
function parentOrigin(): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? undefined;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

const hostOrigin = parentOrigin();
const verified =
  window.parent !== window &&
  hostOrigin !== undefined &&
  isOriginAllowed(hostOrigin, config.allowedOrigins);

// Per-page state: the e-mail waiting for its code, the social state, the Farcaster channel.
let pendingEmail: string | undefined;
/** Counts e-mail logins started: a device wait of an earlier one stops. */
let emailAttempt = 0;
/** The social login this frame started: its state and the secret that binds it to this frame. */
let socialLogin: { state: string; binding: string } | undefined;
let farcasterChannel: string | undefined;
let chainId: number | undefined;
let preferredAccountType: string | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(request: FrameRequest): Promise<unknown> {
  const payload = request.payload ?? {};
  switch (request.action) {
    case 'CONNECT_EMAIL':
      pendingEmail = String(payload['email'] ?? '');
      emailAttempt += 1;
      // { action: 'VERIFY_OTP' }, or 'VERIFY_DEVICE' when this browser is new to the identity.
      return secureApi('email/start', { email: pendingEmail, deviceId: deviceId() });
    case 'CONNECT_DEVICE': {
      // Polls until the inbox approved this device (the secure site then mails the code).
      const attempt = emailAttempt;
      for (;;) {
        if (attempt !== emailAttempt) throw new Error('A newer login replaced this one');
        try {
          const { action } = await secureApi<{ action: string }>('email/device', {
            email: pendingEmail,
            deviceId: deviceId(),
          });
          if (action === 'VERIFY_OTP') return { action };
        } catch (error) {
          // 429: approved inside the last code's cooldown; the code goes at a later ask.
          if ((error as { status?: number }).status !== 429) throw error;
        }
        await sleep(1_000);
      }
    }
    case 'UPDATE_EMAIL':
      pendingEmail = String(payload['email'] ?? '');
      emailAttempt += 1;
      return secureApi('email/update', { email: pendingEmail });
    case 'CONNECT_OTP': {
      const { token } = await secureApi<{ token: string }>('email/verify', {
        email: pendingEmail,
        otp: payload['otp'],
        deviceId: deviceId(),
      });
      saveSessionToken(token);
      pendingEmail = undefined;
      return { ok: true };
    }
    case 'GET_SOCIAL_REDIRECT_URI': {
      // The secure site opens an OpenID Connect login (PKCE, state, nonce kept server-side) and
      // gives this frame alone the binding secret its session will be handed out against.
      const { uri, state, binding } = await secureApi<{
        uri: string;
        state: string;
        binding: string;
      }>('social/start', { provider: payload['provider'], hostOrigin });
      socialLogin = { state, binding };
      return { uri };
    }
    case 'CONNECT_SOCIAL': {
      // The popup's notice names the finished attempt; it carries no code and no session.
      const result = new URL(String(payload['uri'] ?? ''), location.origin);
      if (
        result.origin !== location.origin ||
        result.pathname !== '/secure/social/callback' ||
        socialLogin === undefined ||
        result.searchParams.get('state') !== socialLogin.state
      ) {
        throw new Error('Failed to initiate social connection');
      }
      const { token, provider } = await secureApi<{ token: string; provider: string }>(
        'social/exchange',
        socialLogin,
      );
      socialLogin = undefined;
      saveSessionToken(token);
      return { provider };
    }
    case 'GET_FARCASTER_URI': {
      const { channel, url } = await secureApi<{ channel: string; url: string }>('farcaster/start');
      farcasterChannel = channel;
      return { url };
    }
    case 'CONNECT_FARCASTER': {
      for (;;) {
        const { token } = await secureApi<{ token?: string }>('farcaster/status', {
          channel: farcasterChannel,
        });
        if (token !== undefined) {
          saveSessionToken(token);
          farcasterChannel = undefined;
          return { ok: true };
        }
        await sleep(1_000);
      }
    }
    case 'GET_USER': {
      if (sessionToken() === undefined) return { user: null };
      if (typeof payload['chainId'] === 'number') chainId = payload['chainId'];
      if (typeof payload['preferredAccountType'] === 'string') {
        preferredAccountType = payload['preferredAccountType'];
      }
      try {
        return { user: await secureApi('user', { chainId, preferredAccountType }) };
      } catch (error) {
        // An ended session is "nobody logged in", not a failure.
        if ((error as { status?: number }).status === 401) {
          saveSessionToken(undefined);
          return { user: null };
        }
        throw error;
      }
    }
    case 'GET_EMAIL': {
      const { user } = (await handle({ ...request, action: 'GET_USER', payload: {} })) as {
        user: { email?: string } | null;
      };
      return { email: user?.email };
    }
    case 'SWITCH_NETWORK': {
      // The frame moves only once the secure site took the chain: a chain it does not run
      // fails here and later requests stay on the current one.
      const next = Number(payload['chainId']);
      const user = await secureApi('user', { chainId: next, preferredAccountType });
      chainId = next;
      return { user };
    }
    case 'SET_PREFERRED_ACCOUNT':
      preferredAccountType = String(payload['type']);
      return { user: await secureApi('user', { chainId, preferredAccountType }) };
    case 'RPC_REQUEST':
      return secureApi('rpc', {
        chainId,
        method: payload['method'],
        params: payload['params'] ?? [],
      });
    case 'RPC_AWAIT':
      return secureApi('approval/wait', { id: payload['approvalId'] });
    case 'RPC_CANCEL':
      // Only a refusal: approving needs the visitor on the approval page.
      return secureApi('approval/decide', { id: payload['approvalId'], approved: false });
    case 'SIGN_OUT':
      await secureApi('signout').catch(() => undefined);
      saveSessionToken(undefined);
      return { ok: true };
    case 'SYNC_THEME':
      return { themeMode: saveTheme(payload['themeMode']) };
    case 'RELOAD':
      // After the reply is posted; the reloaded frame says READY again.
      setTimeout(() => location.reload(), 0);
      return { ok: true };
  }
}

function reply(message: FrameReply): void {
  if (hostOrigin !== undefined) window.parent.postMessage(message, hostOrigin);
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  // Only the embedding page at the verified origin may ask anything.
  if (!verified || event.source !== window.parent || event.origin !== hostOrigin) return;
  if (!isFrameRequest(event.data)) return;
  const request = event.data;
  handle(request).then(
    (payload) => reply({ type: FRAME_MESSAGE.SUCCESS, id: request.id, payload }),
    (error: unknown) =>
      reply({
        type: FRAME_MESSAGE.ERROR,
        id: request.id,
        error: {
          message: error instanceof Error ? error.message : String(error),
          ...(typeof (error as { status?: unknown }).status === 'number' && {
            status: (error as { status: number }).status,
          }),
        },
      }),
  );
});

if (window.parent !== window && hostOrigin !== undefined) {
  window.parent.postMessage(
    verified
      ? { type: FRAME_MESSAGE.READY, sdkVersion: config.sdkVersion }
      : { type: FRAME_MESSAGE.UNVERIFIED_DOMAIN },
    hostOrigin,
  );
}
