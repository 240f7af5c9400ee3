import type { CaipNetworkId, SiwxSession } from '@kit/core';
import { fetchJson } from '../http/fetch-json';
import { lazyChecks } from '../http/lazy-checks';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';
import { siwxEmailError } from './siwx-email-errors';

// The answers' schemas (valibot) load once an answer is in (issue 22, http/lazy-checks.ts): the
// hosted sign-in config is made with the page, and asks for sessions only once sign-in runs.
const checks = lazyChecks(() =>
  import('../http/answer-checks').then((checks) => ({
    ...checks.siwx,
    validEntries: checks.validEntries,
  })),
);
const { schema } = checks;

/** Options of createSiwxClient. */
/** baseUrl: the sign-in service, e.g. apps/cloud's URL. */
export type SiwxClientOptions = ServiceClientOptions;

/** Which sessions a list or revoke is about: all of the token's, or one network and account. */
export interface SiwxSessionFilter {
  chainId?: CaipNetworkId;
  address?: string;
}

/**
 * A typed client of apps/cloud's sign-in service (`/auth/v1`, see its README): nonces, server-side
 * verification, listing and revoking. Tokens travel in POST bodies only. Failures are
 * ApiRequestErrors whose `serverReason` is the service's ('Invalid sign-in message: nonce',
 * 'The sign-in signature could not be verified'…).
 */
export interface SiwxClient {
  /** A fresh nonce and the token that redeems it once. */
  getNonce(): Promise<{ nonce: string; nonceToken: string }>;
  /** Has the service verify and store a signed session; the auth token that now holds it. */
  authenticate(params: {
    message: string;
    signature: string;
    nonceToken: string;
    authToken?: string;
  }): Promise<{ authToken: string; session: SiwxSession }>;
  /** The token's unexpired sessions (malformed entries are dropped). */
  getSessions(authToken: string, filter?: SiwxSessionFilter): Promise<SiwxSession[]>;
  /** Signs the token's sessions out; how many there were. */
  revokeSessions(authToken: string, filter?: SiwxSessionFilter): Promise<number>;
  /**
   * emailCapture: mails a code confirming `email` for a signed-in account. Fails with
   * INVALID_EMAIL, EMAIL_LOGIN_THROTTLED (the seconds to wait) or an ApiRequestError.
   */
  requestEmailOtp(authToken: string, params: SiwxEmailOtpParams): Promise<void>;
  /** emailCapture: confirms the mailed code; the e-mail now on the account. INVALID_OTP when wrong. */
  confirmEmailOtp(authToken: string, params: SiwxEmailConfirmParams): Promise<{ email: string }>;
}

/** The signed-in account an e-mail is captured for, and the e-mail. */
export interface SiwxEmailOtpParams {
  chainId: CaipNetworkId;
  address: string;
  email: string;
}

/** The signed-in account and the code mailed to it. */
export interface SiwxEmailConfirmParams {
  chainId: CaipNetworkId;
  address: string;
  code: string;
}

/** Creates a sign-in client. */
export function createSiwxClient(options: SiwxClientOptions): SiwxClient {
  const { call } = serviceCalls(options, 'Sign-in API');
  const post = (path: string, body: object) => call(path, {}, body);

  return {
    getNonce: () => fetchJson(post('/auth/v1/nonce', {}), schema('SiwxNonceResponseSchema')),

    async authenticate(params) {
      const answer = await fetchJson(
        post('/auth/v1/authenticate', params),
        schema('SiwxAuthenticateResponseSchema'),
      );
      return answer as { authToken: string; session: SiwxSession };
    },

    async getSessions(authToken, filter = {}) {
      const body = await fetchJson(
        post('/auth/v1/sessions', { authToken, ...filter }),
        schema('SiwxSessionsResponseSchema'),
      );
      const { validEntries, SiwxSessionSchema } = await checks.get();
      return validEntries(body.sessions, SiwxSessionSchema) as SiwxSession[];
    },

    async revokeSessions(authToken, filter = {}) {
      const body = await fetchJson(
        post('/auth/v1/sessions/revoke', { authToken, ...filter }),
        schema('SiwxRevokeResponseSchema'),
      );
      return body.revoked;
    },

    async requestEmailOtp(authToken, params) {
      await fetchJson(
        post('/auth/v1/email/otp', { authToken, ...params }),
        schema('SiwxEmailOtpResponseSchema'),
      ).catch((error: unknown) => {
        throw siwxEmailError(error);
      });
    },

    confirmEmailOtp: (authToken, params) =>
      fetchJson(
        post('/auth/v1/email/otp/confirm', { authToken, ...params }),
        schema('SiwxEmailConfirmResponseSchema'),
      ).catch((error: unknown) => {
        throw siwxEmailError(error);
      }),
  };
}
