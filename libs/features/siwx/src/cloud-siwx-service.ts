// The cloud sign-in config's working part (cloud-siwx-config.ts): its sign-in client, tokens and
// message data load on the config's first call, so a page that never signs in (most pages with
// a cloud project, which get the hosted config) does not fetch them (issue 22).
import { createSiwxClient } from '@kit/api/siwx-client';
import { kitError, STORAGE_KEYS, type NamespaceProfileLookup } from '@kit/core';
import type { CloudSiwxConfigOptions } from './cloud-siwx-config';
import type { SiwxConfig } from './siwx-config';
import { siwxConfigBase } from './siwx-config-base';
import { lazySiwxCodec } from './siwx-codec.loader';

/** The session checks (and the codec under them), loaded once there are sessions to check. */
const loadSiwxSessionCodec = lazySiwxCodec(() => import('./siwx-session'));

/** What the cloud config does, without the flags its stand-in already knows. */
export type CloudSiwxService = Required<
  Pick<
    SiwxConfig,
    | 'createMessage'
    | 'addSession'
    | 'revokeSession'
    | 'setSessions'
    | 'getSessions'
    | 'emailCapture'
  >
>;

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/**
 * The cloud config's methods over apps/cloud's sign-in service (`/auth/v1`), which verifies every
 * signature server-side against a nonce it issued. The page keeps only the spec's two tokens: the
 * nonce token between message and signature, and the auth token that holds its sessions, so a
 * reload finds them again. `profiles` reads the namespace profiles bound at the time of a call.
 */
export function cloudSiwxService(
  options: CloudSiwxConfigOptions,
  profiles: () => NamespaceProfileLookup,
): CloudSiwxService {
  const base = siwxConfigBase(options);
  const { storage, clock } = base;
  const client = createSiwxClient({ baseUrl: options.url, projectId: options.projectId });
  const authToken = () => storage.get(STORAGE_KEYS.SIWX_AUTH_TOKEN, isToken);
  // E-mail capture is for signed-in accounts: without a token there is nothing to ask the service.
  const signedInToken = (): string => {
    const token = authToken();
    if (token === undefined) throw kitError('EMAIL_CAPTURE_SIGN_IN_REQUIRED');
    return token;
  };

  return {
    async createMessage(input) {
      const { nonce, nonceToken } = await client.getNonce();
      storage.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, nonceToken);
      const frame = { nonce, domain: base.pageDomain(), uri: base.pageUri(), now: clock.now() };
      return base.messageData(input, frame);
    },
    async addSession(session) {
      const nonceToken = storage.get(STORAGE_KEYS.SIWX_NONCE_TOKEN, isToken);
      storage.remove(STORAGE_KEYS.SIWX_NONCE_TOKEN);
      if (nonceToken === undefined) throw kitError('SIWX_SESSION_INVALID');
      const current = authToken();
      const answer = await client.authenticate({
        message: session.message,
        signature: session.signature,
        nonceToken,
        ...(current === undefined ? {} : { authToken: current }),
      });
      storage.set(STORAGE_KEYS.SIWX_AUTH_TOKEN, answer.authToken);
    },
    async revokeSession(chainId, address) {
      const token = authToken();
      if (token !== undefined) await client.revokeSessions(token, { chainId, address });
    },
    async setSessions(sessions) {
      // The service holds only sessions it verified against its own nonces, so a list cannot be
      // imported; an empty one (sign out everywhere) is what Kit asks for.
      if (sessions.length > 0) throw kitError('SIWX_SESSION_INVALID');
      const token = authToken();
      storage.remove(STORAGE_KEYS.SIWX_AUTH_TOKEN);
      if (token !== undefined) await client.revokeSessions(token);
    },
    async getSessions(chainId, address) {
      const token = authToken();
      if (token === undefined) return [];
      const now = clock.now();
      const sessions = await client.getSessions(token, { chainId, address });
      // The codec the sessions are checked with loads once there are sessions to check.
      const { isSessionLive, isSiwxSession } = await loadSiwxSessionCodec();
      const bound = profiles();
      return sessions.filter(
        (session) => isSiwxSession(session, bound) && isSessionLive(session, now),
      );
    },
    emailCapture: {
      async getEmail({ chainId, address }) {
        const token = authToken();
        if (token === undefined) return undefined;
        const [session] = await client.getSessions(token, { chainId, address });
        return (session as { email?: string } | undefined)?.email;
      },
      requestEmailOtp: (params) => client.requestEmailOtp(signedInToken(), params),
      confirmEmailOtp: (params) => client.confirmEmailOtp(signedInToken(), params),
    },
  };
}
