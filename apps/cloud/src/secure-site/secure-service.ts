import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES, embeddedRpcPermission, formatMessage, type AuthUser } from '@kit/core';
import type { CloudDevnet } from '../cloud-context';
import type { OtpGuard } from '../otp/otp-guard';
import type { CloudDatabase } from '../server/database/cloud-database';
import { HttpError } from '../server/http-error';
import { hashToken, type SecretBox } from '../server/secret-box';
import { EmailChangeBook, type EmailChangeStep } from './email-changes';
import { createDeviceApprovals, type EmailLoginAction } from './device-approvals';
import { createEmailLogin, normaliseEmail } from './email-login';
import { deriveIdentityKeys } from './identity-keys';
import { ApprovalBook, type PendingApproval } from './secure-approvals';
import { SecureStore, type SecureUser } from './secure-store';
import { createSecureSolanaWallet, isSolanaMethod } from './secure-solana-wallet';
import type { MarketPrices } from '../blockchain/blockchain-routes';
import { createSecureWallet } from './secure-wallet';

/** How long a Farcaster channel lives (ours). */
export const LOGIN_CODE_LIFETIME_MS = 5 * 60_000;

/** Where the link mailed to the current address approves an e-mail change. */
export const EMAIL_CHANGE_PATH = '/secure/email-change';

/** How long a secure-site session lasts by default (startCloud's `secureSessionTtlMs`). */
export const SECURE_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Why an identity cannot move to an e-mail (ours: the spec names none). */
export const EMAIL_IN_USE = 'This e-mail is already in use';

interface FarcasterChannel {
  /** The project whose frame opened the channel: the session is bound to it. */
  projectId: string;
  sessionToken?: string;
  username?: string;
  expiresAt: number;
}

/** The secure site's logic: logins, sessions, the user and RPC with approvals. */
export type SecureService = Awaited<ReturnType<typeof createSecureService>>;

/**
 * Builds the service over the cloud's database and the devnet. `box` seals seeds and mail and keys the
 * code hashes; `guard` counts wrong codes; sessions last `sessionTtlMs` and belong to one project.
 */
export async function createSecureService(options: {
  database: CloudDatabase;
  devnet: CloudDevnet | undefined;
  box: SecretBox;
  guard: OtpGuard;
  sessionTtlMs?: number;
  now?: () => number;
  /** Prices the embedded wallet's assets (wallet_getAssets): the swap pool's. */
  market?: MarketPrices;
}) {
  const now = options.now ?? Date.now;
  const sessionTtlMs = options.sessionTtlMs ?? SECURE_SESSION_TTL_MS;
  const store = await SecureStore.open(options.database, options.box);
  const wallet = createSecureWallet(options.devnet, options.market);
  const solanaWallet = createSecureSolanaWallet(options.devnet?.solana);
  const email = createEmailLogin({ store, box: options.box, guard: options.guard, now });
  const devices = createDeviceApprovals({ store, guard: options.guard, now });
  const approvals = new ApprovalBook();
  const emailChanges = new EmailChangeBook();
  /** Applies a change once confirmed both ways; the address must still be free by then. */
  const applyEmailChange = async (step: EmailChangeStep): Promise<void> => {
    if (!step.done) return;
    if (await store.emailTaken(step.newEmail)) throw new HttpError(409, EMAIL_IN_USE);
    await store.updateEmail(step.userId, step.newEmail);
  };
  const channels = new Map<string, FarcasterChannel>();

  /** The live session of `token` for this project: another project's token is no session here. */
  const sessionOf = async (token: unknown, projectId: string) => {
    const session =
      typeof token === 'string' ? await store.session(token, projectId, now()) : undefined;
    if (!session) throw new HttpError(401, ERROR_MESSAGES.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL);
    return session;
  };

  /** What an approval asks, as its pages show it. */
  const describeApproval = (approval: PendingApproval, seed: SecureUser['seed']) =>
    isSolanaMethod(approval.method)
      ? {
          method: approval.method,
          params: approval.params,
          chainId: solanaWallet.caipNetworkId() ?? 'solana',
          address: deriveIdentityKeys(seed).solanaAddress,
        }
      : {
          method: approval.method,
          params: approval.params,
          chainId: approval.chainId as number | string,
          address: approval.smartAccount ?? deriveIdentityKeys(seed).evm.address,
        };

  const login = async (user: SecureUser, isNew: boolean, projectId: string): Promise<string> => {
    if (isNew) {
      const keys = deriveIdentityKeys(user.seed);
      await wallet.welcome(keys.evm.address);
      await solanaWallet.welcome(keys.solanaAddress);
    }
    return store.createSession(user.id, projectId, now(), now() + sessionTtlMs);
  };

  // One deployment at a time per identity and chain, however many calls ask at once.
  const deploying = new Map<string, Promise<string>>();
  const smartAccountOf = async (user: SecureUser, chainId: number): Promise<string> => {
    const genesis = await wallet.genesis(chainId);
    const known = await store.smartAccount(user.id, chainId, genesis);
    if (known !== undefined) return known;
    const key = `${user.id}:${chainId}:${genesis}`;
    let pending = deploying.get(key);
    if (!pending) {
      pending = wallet.deploySmartAccount(user.seed, chainId).then(async (address) => {
        await store.saveSmartAccount(user.id, chainId, genesis, address);
        return address;
      });
      deploying.set(key, pending);
      void pending.finally(() => deploying.delete(key)).catch(() => undefined);
    }
    return pending;
  };

  /** The account a session acts as on a chain: its smart account when preferred (spec §6 default). */
  const actingAccount = async (
    session: { user: SecureUser; preferredAccountType: string },
    chainId: number,
  ): Promise<{ type: 'eoa' | 'smartAccount'; address: string; smartAccount?: string }> => {
    const eoa = deriveIdentityKeys(session.user.seed).evm.address;
    if (session.preferredAccountType !== 'smartAccount' || !wallet.chainIds().includes(chainId)) {
      return { type: 'eoa', address: eoa };
    }
    const smartAccount = await smartAccountOf(session.user, chainId);
    return { type: 'smartAccount', address: smartAccount, smartAccount };
  };

  const chainOf = (requested: unknown, saved: number | undefined): number => {
    const chainIds = wallet.chainIds();
    const wanted = typeof requested === 'number' ? requested : saved;
    if (wanted !== undefined && chainIds.includes(wanted)) return wanted;
    if (wanted !== undefined && requested !== undefined) {
      // The catalogue's text: the embedded wallet turns it into CHAIN_NOT_CONFIGURED.
      throw new HttpError(
        400,
        formatMessage(ERROR_MESSAGES.CHAIN_NOT_CONFIGURED, { chainId: wanted }),
      );
    }
    const first = chainIds[0];
    if (first === undefined) throw new HttpError(503, 'The secure site has no chain');
    return first;
  };

  return {
    /**
     * Mails a login code (spec §9 cooldown: 429 with the seconds to wait), or, when an identity
     * that exists logs in from a device it does not know, a link approving the device (at
     * `origin`) and answers VERIFY_DEVICE: the frame then waits (deviceStatus) for the code.
     */
    async startEmail(
      address: unknown,
      client: string,
      device: { deviceId?: unknown; origin?: string } = {},
    ): Promise<{ action: EmailLoginAction }> {
      const normalised = normaliseEmail(address);
      const action = await devices.check(normalised, device.deviceId, device.origin ?? '', client);
      if (action === 'VERIFY_OTP') await email.sendCode(normalised, 'login', client);
      return { action };
    },

    /** Waits on a new device's approval: VERIFY_OTP (the code is mailed then, once) or still VERIFY_DEVICE. */
    async deviceStatus(
      address: unknown,
      deviceId: unknown,
      client: string,
    ): Promise<{ action: EmailLoginAction }> {
      const normalised = normaliseEmail(address);
      const { action, sendCode } = await devices.status(normalised, deviceId);
      if (sendCode) {
        try {
          await email.sendCode(normalised, 'login', client);
        } catch (error) {
          // Inside the code's cooldown (429): the next ask sends it.
          await devices.codeNotSent(normalised);
          throw error;
        }
      }
      return { action };
    },

    /** The device link of the mail was approved (its page's button). */
    approveDevice(token: unknown, client: string): Promise<void> {
      return devices.approve(token, client);
    },

    /** Checks the code; logs in (or finishes an e-mail change) and answers the session token. */
    async verifyEmail(request: {
      email: unknown;
      otp: unknown;
      token?: unknown;
      projectId: string;
      client: string;
      deviceId?: unknown;
    }): Promise<{ token: string }> {
      const normalised = normaliseEmail(request.email);
      const { token, projectId } = request;
      // A device the identity does not know, unapproved, is refused before any code is checked:
      // it neither spends a code nor gets guesses. (An update's new address has no identity.)
      await devices.requireKnown(normalised, request.deviceId);
      const { purpose, sessionTokenHash } = await email.verify(
        normalised,
        String(request.otp ?? ''),
        request.client,
      );
      if (purpose === 'update') {
        // The code confirms the new e-mail for the session that asked for it, and nowhere else:
        // typed into a login (another browser), it must not log anyone in to that identity.
        if (typeof token !== 'string' || hashToken(token) !== sessionTokenHash) {
          throw new HttpError(400, ERROR_MESSAGES.INVALID_OTP);
        }
        const session = await sessionOf(token, projectId);
        await applyEmailChange(emailChanges.prove(session.user.id, normalised, now()));
        return { token };
      }
      const [user, isNew] = await store.findOrCreateUser('email', normalised, {
        email: normalised,
      });
      await devices.remember(user.id, normalised, request.deviceId);
      return { token: await login(user, isNew, projectId) };
    },

    /**
     * Starts moving a logged-in identity to a new e-mail (UpdateEmailWallet): a code to the new
     * address and, for an e-mail login, an approval link to the current one (at `origin`). The
     * change happens once both are confirmed; the page polls the e-mail meanwhile.
     */
    async startEmailUpdate(request: {
      token: unknown;
      email: unknown;
      origin: string;
      projectId: string;
      client: string;
    }): Promise<{ action: 'VERIFY_OTP' }> {
      const { token, origin } = request;
      const { user } = await sessionOf(token, request.projectId);
      const normalised = normaliseEmail(request.email);
      if (await store.emailTaken(normalised)) throw new HttpError(409, EMAIL_IN_USE);
      await email.sendCode(normalised, 'update', request.client, token as string);
      const current = user.provider === 'email' ? user.email : undefined;
      const approvalId = emailChanges.open(user.id, normalised, current !== undefined, now());
      if (current !== undefined && approvalId !== undefined) {
        await store.deliver(
          current,
          'Approve your Kit e-mail change',
          `Open ${origin}${EMAIL_CHANGE_PATH}/${approvalId} to move your wallet to ${normalised}. ` +
            'Ignore this message if you did not ask for it.',
          now(),
        );
      }
      return { action: 'VERIFY_OTP' };
    },

    /** The current address's owner approved the change through the mailed link. */
    async approveEmailChange(approvalId: string): Promise<void> {
      await applyEmailChange(emailChanges.approve(approvalId, now()));
    },

    /** Logs in (or signs up) the identity an identity provider vouched for (social-login.ts). */
    async loginSocial(
      provider: string,
      profile: { subject: string; email?: string; username?: string },
      projectId: string,
    ): Promise<string> {
      const [user, isNew] = await store.findOrCreateUser(provider, profile.subject, {
        ...(profile.email !== undefined && { email: profile.email }),
        ...(profile.username !== undefined && { username: profile.username }),
      });
      return login(user, isNew, projectId);
    },

    /** Opens a Farcaster channel: the visitor confirms it at the answered path. */
    startFarcaster(projectId: string): { channel: string } {
      const channel = randomBytes(16).toString('hex');
      channels.set(channel, { projectId, expiresAt: now() + LOGIN_CODE_LIFETIME_MS });
      return { channel };
    },

    /** The visitor confirmed the channel as a Farcaster user name. */
    async confirmFarcaster(channel: string, username: string): Promise<void> {
      const open = channels.get(channel);
      if (!open || open.expiresAt < now() || open.sessionToken !== undefined) {
        throw new HttpError(404, ERROR_MESSAGES.FARCASTER_CONNECTION_FAILED);
      }
      const [user, isNew] = await store.findOrCreateUser('farcaster', username, { username });
      open.username = username;
      open.sessionToken = await login(user, isNew, open.projectId);
    },

    /** The channel's session once confirmed (then forgotten), or undefined while pending. */
    farcasterStatus(channel: unknown, projectId: string): { token?: string } {
      const open = typeof channel === 'string' ? channels.get(channel) : undefined;
      if (!open || open.expiresAt < now() || open.projectId !== projectId) {
        throw new HttpError(404, ERROR_MESSAGES.FARCASTER_CONNECTION_FAILED);
      }
      if (open.sessionToken === undefined) return {};
      channels.delete(channel as string);
      return { token: open.sessionToken };
    },

    /**
     * The user of a session on a chain (spec §7 getUser); the chain and a given account type
     * become the session's. The smart account is deployed (and funded) on first use.
     */
    async user(
      token: unknown,
      projectId: string,
      chainId: unknown,
      preferredAccountType: unknown,
    ): Promise<AuthUser> {
      const session = await sessionOf(token, projectId);
      const chain = chainOf(chainId, session.chainId);
      const preferred =
        preferredAccountType === 'eoa' || preferredAccountType === 'smartAccount'
          ? preferredAccountType
          : session.preferredAccountType;
      await store.updateSession(token as string, {
        preferredAccountType: preferred,
        chainId: chain,
      });
      const keys = deriveIdentityKeys(session.user.seed);
      const acting = await actingAccount({ ...session, preferredAccountType: preferred }, chain);
      const genesis = await wallet.genesis(chain);
      const smartAccount = await store.smartAccount(session.user.id, chain, genesis);
      return {
        provider: session.user.provider as AuthUser['provider'],
        ...(session.user.email !== undefined && { email: session.user.email }),
        ...(session.user.username !== undefined && { username: session.user.username }),
        address: acting.address,
        accounts: [
          { type: 'eoa', address: keys.evm.address },
          ...(smartAccount !== undefined
            ? [{ type: 'smartAccount' as const, address: smartAccount }]
            : []),
        ],
        preferredAccountType: acting.type,
        chainId: chain,
        smartAccountDeployed: smartAccount !== undefined,
        smartAccountEnabledChainIds: wallet.chainIds(),
        solanaAddress: keys.solanaAddress,
      };
    },

    /**
     * An RPC call of a session: a safe one is answered; an unsafe one opens an approval the
     * visitor answers on the approval page; anything else is 403 'Requested RPC call is not allowed'.
     */
    async rpc(
      token: unknown,
      projectId: string,
      chainId: unknown,
      method: unknown,
      params: unknown,
    ): Promise<{ result: unknown } | { approvalId: string }> {
      const session = await sessionOf(token, projectId);
      const chain = chainOf(chainId, session.chainId);
      const list = Array.isArray(params) ? params : [];
      const permission = embeddedRpcPermission(method);
      if (permission === 'denied') throw new HttpError(403, ERROR_MESSAGES.RPC_CALL_NOT_ALLOWED);
      if (isSolanaMethod(method)) {
        // The identity's ed25519 key signs on the local Solana chain; there is no smart account.
        if (solanaWallet.caipNetworkId() === undefined) {
          throw new HttpError(503, 'The secure site has no Solana chain');
        }
        return { approvalId: approvals.open(token as string, chain, method, list).id };
      }
      if (permission === 'safe' && method !== 'eth_accounts') {
        return { result: await wallet.read(chain, method as string, list) };
      }
      const acting = await actingAccount(session, chain);
      if (method === 'eth_accounts') return { result: [acting.address] };
      const approval = approvals.open(
        token as string,
        chain,
        method as string,
        list,
        acting.smartAccount,
      );
      return { approvalId: approval.id };
    },

    /** What an approval asks, for the approval page. */
    async approval(
      token: unknown,
      projectId: string,
      id: string,
    ): Promise<{ method: string; params: unknown[]; chainId: number | string; address: string }> {
      const session = await sessionOf(token, projectId);
      return describeApproval(approvals.get(id, token as string), session.user.seed);
    },

    /** A ticket for the popup page of the session's pending approval `id` (approval-popup.ts). */
    async approvalPopupTicket(
      token: unknown,
      projectId: string,
      id: string,
    ): Promise<{ ticket: string }> {
      await sessionOf(token, projectId);
      return { ticket: approvals.popupTicket(id, token as string) };
    },

    /**
     * What the approval of a popup ticket asks, for the popup page (which has no session): only
     * while it is pending, and only within the project whose session opened it.
     */
    async popupApproval(
      ticket: unknown,
      projectId: string,
    ): Promise<{
      id: string;
      method: string;
      params: unknown[];
      chainId: number | string;
      address: string;
    }> {
      const approval = approvals.byPopupTicket(ticket);
      const session = await sessionOf(approval.sessionToken, projectId).catch(() => {
        throw new HttpError(404, 'No such approval');
      });
      return { id: approval.id, ...describeApproval(approval, session.user.seed) };
    },

    /** Whether a popup ticket names a pending approval (the popup page is served only then). */
    hasPopupTicket(ticket: unknown): boolean {
      try {
        approvals.byPopupTicket(ticket);
        return true;
      } catch {
        return false;
      }
    },

    /** The visitor's answer on the approval page: yes runs the call with the identity's key. */
    async decide(token: unknown, projectId: string, id: string, approved: boolean): Promise<void> {
      const session = await sessionOf(token, projectId);
      const approval = approvals.get(id, token as string);
      if (approval.settled) throw new HttpError(409, 'This request was already answered');
      if (!approved) {
        approvals.reject(id, token as string);
        return;
      }
      try {
        const value = isSolanaMethod(approval.method)
          ? await solanaWallet.execute(session.user.seed, approval.method, approval.params[0])
          : await wallet.execute(
              session.user.seed,
              approval.chainId,
              approval.method,
              approval.params,
              approval.smartAccount,
            );
        approval.settle({ ok: true, value });
      } catch (error) {
        const status = error instanceof HttpError ? error.statusCode : 500;
        const message = error instanceof Error ? error.message : String(error);
        approval.settle({ ok: false, status, message });
      }
    },

    /** Waits for an approval's outcome (the frame long-polls this). */
    async waitApproval(
      token: unknown,
      projectId: string,
      id: string,
    ): Promise<{ result: unknown }> {
      await sessionOf(token, projectId);
      const approval = approvals.get(id, token as string);
      try {
        return { result: await approval.outcome };
      } finally {
        approvals.forget(id);
      }
    },

    async signOut(token: unknown): Promise<void> {
      if (typeof token === 'string') await store.deleteSession(token);
    },

    /** The local mailbox (development only). */
    messages: (to?: string) => store.messages(to),

    /** Puts a message in the local mailbox: the one e-mail outlet of the local cloud. */
    deliver: (to: string, subject: string, body: string, sentAt: number) =>
      store.deliver(to, subject, body, sentAt),

    async close(): Promise<void> {
      approvals.clear();
      wallet.close();
      await store.close();
    },
  };
}
