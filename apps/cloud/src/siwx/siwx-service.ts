import { randomBytes } from 'node:crypto';
import {
  isKitError,
  kitError,
  systemClock,
  type Clock,
  type RpcClient,
  type SiwxMessageData,
} from '@kit/core';
import { parseSiwxMessage, rfc3339ToMillis, verifySiwxMessage } from '@kit/core/siwx';
import type { CloudDevnet } from '../cloud-context';
import type { CloudDatabase } from '../server/database/cloud-database';
import { createDevnetRpc } from '../devnet/devnet-rpc';
import type { OtpGuard } from '../otp/otp-guard';
import { ReasonError } from '../server/reason-error';
import { hashToken, type SecretBox } from '../server/secret-box';
import { SiwxStore } from './siwx-store';
import { createSiwxEmailCapture, type SiwxMailer } from './siwx-email-capture';
import { SiwxEmailStore } from './siwx-email-store';

/** The sign-in database's file in the cloud's data dir. */
export { SIWX_DB_FILE } from './siwx-store';
/** How long a nonce may wait for its signature. */
export const SIWX_NONCE_TTL_MS = 10 * 60 * 1000;
/** The longest session the service keeps, whatever the message asks (and without an expiry). */
export const SIWX_MAX_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/** A session as the service answers it (spec §3: data, message, signature). */
export interface SiwxSessionAnswer {
  data: SiwxMessageData;
  message: string;
  signature: string;
  /** The account's e-mail, once confirmed through the emailCapture flow. */
  email?: string;
}

/** The sign-in service behind /auth/v1. Refusals are ReasonErrors. */
export interface SiwxService {
  /** A fresh nonce and the opaque token that redeems it once. */
  issueNonce(projectId: string): Promise<{ nonce: string; nonceToken: string }>;
  /**
   * Verifies a signed message server-side (grammar, nonce, origin, validity window, signature:
   * EIP-191, ERC-1271 on the devnet, ed25519, BIP-137, sr25519) and stores the session under the auth
   * token (a new one when none is given); answers the token and the session.
   */
  authenticate(
    projectId: string,
    body: unknown,
    origin: string | undefined,
  ): Promise<{ authToken: string; session: SiwxSessionAnswer }>;
  /** The live sessions of an auth token, optionally of one chain and account. */
  list(projectId: string, body: unknown): Promise<{ sessions: SiwxSessionAnswer[] }>;
  /** Revokes an auth token's sessions: of one chain and account, or all. */
  revoke(projectId: string, body: unknown): Promise<{ revoked: number }>;
  /**
   * emailCapture: mails a code (to `mailer`, the local mailbox) confirming `email` for a session's
   * account, `{ authToken, chainId, address, email }`; 429 with the throttle message in the cooldown.
   */
  requestEmailOtp(
    projectId: string,
    body: unknown,
    mailer: SiwxMailer | undefined,
    client: string,
  ): Promise<{ sent: true }>;
  /** emailCapture: `{ authToken, chainId, address, code }` → the e-mail now on the account. */
  confirmEmailOtp(projectId: string, body: unknown, client: string): Promise<{ email: string }>;
  close(): Promise<void>;
}

const hash = hashToken;
const newToken = (): string => randomBytes(32).toString('hex');
const TOKEN = /^[0-9a-f]{64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function accountKey(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address;
}

function tokenOf(body: Record<string, unknown>, field: string): string {
  const token = body[field];
  if (typeof token !== 'string' || !TOKEN.test(token)) {
    throw new ReasonError(401, `Missing or malformed ${field}`);
  }
  return token;
}

function filterOf(body: Record<string, unknown>): { chainId?: string; accountKey?: string } {
  const { chainId, address } = body;
  if (chainId !== undefined && typeof chainId !== 'string') {
    throw new ReasonError(400, 'chainId must be a CAIP-2 string');
  }
  if (address !== undefined && (typeof address !== 'string' || chainId === undefined)) {
    throw new ReasonError(400, 'address must be a string, with its chainId');
  }
  return {
    ...(chainId !== undefined ? { chainId } : {}),
    ...(address !== undefined && chainId !== undefined
      ? { accountKey: accountKey(chainId, address) }
      : {}),
  };
}

/** An RpcClient over a devnet chain, for ERC-1271; node errors (reverts) become RPC_ERRORs. */
function devnetReader(devnet: CloudDevnet | undefined, chainId: string): RpcClient | undefined {
  const [namespace, reference] = chainId.split(':');
  const chain = devnet?.chains.find(
    (c) => namespace === 'eip155' && String(c.chainId) === reference,
  );
  if (!chain) return undefined;
  const provider = createDevnetRpc(chain);
  return {
    async request<T>({ method, params }: { method: string; params?: readonly unknown[] | object }) {
      try {
        return (await provider.send(method, (params ?? []) as unknown[])) as T;
      } catch (error) {
        if (isKitError(error)) throw error;
        // ethers reports a revert as CALL_EXCEPTION: an answer, not an outage.
        if ((error as { code?: unknown }).code === 'CALL_EXCEPTION') {
          throw kitError('RPC_ERROR', {}, { cause: error });
        }
        throw error;
      }
    },
  };
}

/** Creates the sign-in service over the cloud's database (`otp` guards the e-mail codes). */
export async function createSiwxService(
  database: CloudDatabase,
  devnet: CloudDevnet | undefined,
  otp: { box: SecretBox; guard: OtpGuard },
  clock: Clock = systemClock,
): Promise<SiwxService> {
  const store = await SiwxStore.open(database);
  const emailStore = await SiwxEmailStore.open(database);
  const emails = createSiwxEmailCapture(
    emailStore,
    {
      hasSession: async (tokenHash, projectId, chainId, key) =>
        (await store.listSessions(tokenHash, projectId, clock.now(), { chainId, accountKey: key }))
          .length > 0,
    },
    accountKey,
    otp,
    clock,
  );

  const answer = async (
    projectId: string,
    row: { chainId: string; address: string; message: string; signature: string },
  ): Promise<SiwxSessionAnswer> => {
    const email = await emails.emailOf(
      projectId,
      row.chainId,
      accountKey(row.chainId, row.address),
    );
    return {
      data: parseSiwxMessage(row.message),
      message: row.message,
      signature: row.signature,
      ...(email === undefined ? {} : { email }),
    };
  };

  return {
    async issueNonce(projectId) {
      const nonce = randomBytes(12).toString('base64url').replace(/[-_]/g, '0');
      const nonceToken = newToken();
      await store.addNonce(hash(nonceToken), projectId, nonce, clock.now() + SIWX_NONCE_TTL_MS);
      return { nonce, nonceToken };
    },

    async authenticate(projectId, body, origin) {
      if (!isRecord(body)) {
        throw new ReasonError(
          400,
          'Expected a JSON body { message, signature, nonceToken, authToken? }',
        );
      }
      const { message, signature } = body;
      if (typeof message !== 'string' || typeof signature !== 'string') {
        throw new ReasonError(400, 'message and signature must be strings');
      }
      let data: SiwxMessageData;
      try {
        data = parseSiwxMessage(message);
      } catch (error) {
        throw new ReasonError(
          400,
          isKitError(error) ? error.shortMessage : 'Invalid sign-in message',
        );
      }
      const nonceToken = tokenOf(body, 'nonceToken');
      const authToken = body.authToken === undefined ? undefined : tokenOf(body, 'authToken');
      const now = clock.now();
      const nonce = await store.takeNonce(hash(nonceToken), projectId, now);
      if (nonce === undefined || nonce !== data.nonce) {
        throw new ReasonError(401, 'Unknown, used or expired nonce');
      }
      // EIP-4361: the domain must be the origin that asked. A browser always sends Origin here.
      if (origin !== undefined && safeHost(origin) !== data.domain) {
        throw new ReasonError(
          401,
          `The message's domain ${data.domain} is not the requesting origin`,
        );
      }
      const valid = await verifySiwxMessage({
        message,
        signature,
        now: new Date(now),
        ...withReader(devnetReader(devnet, data.chainId)),
      }).catch((error: unknown) => {
        throw new ReasonError(400, isKitError(error) ? error.shortMessage : 'Verification failed');
      });
      if (!valid) throw new ReasonError(401, 'The sign-in signature could not be verified');
      if (authToken !== undefined && !(await store.hasToken(hash(authToken), projectId))) {
        throw new ReasonError(401, 'Unknown auth token');
      }
      const token = authToken ?? newToken();
      const expiry =
        data.expirationTime === undefined ? Infinity : rfc3339ToMillis(data.expirationTime);
      await store.upsertSession(
        hash(token),
        projectId,
        accountKey(data.chainId, data.accountAddress),
        {
          chainId: data.chainId,
          address: data.accountAddress,
          message,
          signature,
          expiresAt: Math.min(expiry, now + SIWX_MAX_SESSION_MS),
        },
      );
      const email = await emails.emailOf(
        projectId,
        data.chainId,
        accountKey(data.chainId, data.accountAddress),
      );
      return {
        authToken: token,
        session: { data, message, signature, ...(email === undefined ? {} : { email }) },
      };
    },

    async list(projectId, body) {
      if (!isRecord(body)) throw new ReasonError(400, 'Expected a JSON body { authToken }');
      const rows = await store.listSessions(
        hash(tokenOf(body, 'authToken')),
        projectId,
        clock.now(),
        filterOf(body),
      );
      return { sessions: await Promise.all(rows.map((row) => answer(projectId, row))) };
    },

    async revoke(projectId, body) {
      if (!isRecord(body)) throw new ReasonError(400, 'Expected a JSON body { authToken }');
      return {
        revoked: await store.revokeSessions(
          hash(tokenOf(body, 'authToken')),
          projectId,
          filterOf(body),
        ),
      };
    },

    requestEmailOtp: (projectId, body, mailer, client) =>
      emails.requestOtp(projectId, body, mailer, client),

    confirmEmailOtp: (projectId, body, client) => emails.confirmOtp(projectId, body, client),

    close: async () => {
      await emailStore.close();
      await store.close();
    },
  };
}

function withReader(rpc: RpcClient | undefined): { rpc?: RpcClient } {
  return rpc === undefined ? {} : { rpc };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
