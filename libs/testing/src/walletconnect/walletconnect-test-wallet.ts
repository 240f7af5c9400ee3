// A WalletConnect wallet for tests: the wallet side of @walletconnect/sign-client, paired from a
// `wc:` URI through a (local) relay. eip155 requests are answered by an EvmTestWallet on the
// devnet, solana_signMessage by Ed25519 test keys. Node only.
import { randomUUID } from 'node:crypto';
import { base58 } from '@scure/base';
import type SignClient from '@walletconnect/sign-client';
import type { AuthTypes, ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import { createEvmTestWallet, type EvmTestWallet } from '../wallets/evm-test-wallet';
import type { EvmTestWalletChain } from '../wallets/evm-test-wallet';
import { MemoryKeyValueStorage } from './memory-key-value-storage';
import { solanaTestKeys, type SolanaTestKeys } from './solana-test-keys';
import { WalletOfflineVerify } from './wallet-offline-verify';

/** The Solana chain the wallet offers when a proposal asks for solana (devnet genesis prefix). */
export const WALLETCONNECT_TEST_SOLANA_SEED = new Uint8Array(32).fill(7);

/** What the wallet does with proposals and requests; change it any time. */
export interface WalletConnectTestWalletBehaviour {
  /** Refuse session proposals (the dApp sees 'Connection rejected'). */
  rejectSessions?: boolean;
  /** Refuse these request methods with 4001 (the dApp sees 'User rejected the request'). */
  rejectMethods?: string[];
  /** Refuse one-click sign-in requests (the dApp sees 'Connection rejected'). */
  rejectAuthentications?: boolean;
}

/** A one-click sign-in request (wc_sessionAuthenticate) the wallet answered. */
export interface WalletConnectRecordedAuthentication {
  id: number;
  approved: boolean;
  /** The messages it signed, one per chain it serves of those asked. */
  messages: string[];
}

/** A session request the wallet received. */
export interface WalletConnectRecordedRequest {
  topic: string;
  chainId: string;
  method: string;
  params: unknown;
}

/** Options of createWalletConnectTestWallet. */
export interface WalletConnectTestWalletOptions {
  relayUrl: string;
  /** The eip155 key (an anvil test key) and the chains it may serve. */
  privateKey: string;
  chains: EvmTestWalletChain[];
  /** Ed25519 seed of the Solana account (default WALLETCONNECT_TEST_SOLANA_SEED). */
  solanaSeed?: Uint8Array;
  behaviour?: WalletConnectTestWalletBehaviour;
  /** The wallet's name as the dApp shows it. */
  name?: string;
  /**
   * Answers one-click sign-in (wc_sessionAuthenticate) by signing it; default false: like an
   * older wallet, it listens only for the session proposal the sign client sends beside it.
   */
  oneClickSignIn?: boolean;
}

/** The wallet side of WalletConnect, for tests (see createWalletConnectTestWallet). */
export class WalletConnectTestWallet {
  /** Every session request, in order (rejected ones included). */
  readonly requests: WalletConnectRecordedRequest[] = [];
  /** The proposals it answered, newest last. */
  readonly proposals: Array<{ id: number; approved: boolean }> = [];
  /** The one-click sign-in requests it answered, newest last. */
  readonly authentications: WalletConnectRecordedAuthentication[] = [];
  behaviour: WalletConnectTestWalletBehaviour;
  readonly evm: EvmTestWallet;
  readonly solana: SolanaTestKeys;
  readonly #client: SignClient;
  readonly #proposalWaiters: Array<() => void> = [];

  constructor(
    client: SignClient,
    evm: EvmTestWallet,
    solana: SolanaTestKeys,
    behaviour: WalletConnectTestWalletBehaviour,
    oneClickSignIn = false,
  ) {
    this.#client = client;
    this.evm = evm;
    this.solana = solana;
    this.behaviour = behaviour;
    client.on('session_proposal', (proposal) => void this.#onProposal(proposal));
    client.on('session_request', (request) => void this.#onRequest(request));
    // The sign client lets a wallet with this listener skip the fallback proposal.
    if (oneClickSignIn)
      client.on('session_authenticate', (event) => void this.#onAuthenticate(event));
  }

  /** The eip155 address (EIP-55). */
  get address(): string {
    return this.evm.address;
  }

  /**
   * Pairs with a `wc:` URI and answers the proposal or one-click sign-in that comes through it
   * (approve or reject per `behaviour`); resolves once the answer is sent.
   */
  async pair(uri: string): Promise<void> {
    const answered = new Promise<void>((resolve) => this.#proposalWaiters.push(resolve));
    await this.#client.pair({ uri });
    await answered;
  }

  /** The live sessions' topics. */
  sessionTopics(): string[] {
    return this.#client.session.getAll().map((session) => session.topic);
  }

  /** Ends a session from the wallet (default: every session); the dApp hears session_delete. */
  async disconnect(topic?: string): Promise<void> {
    for (const session of this.#client.session.getAll()) {
      if (topic !== undefined && session.topic !== topic) continue;
      await this.#client.disconnect({
        topic: session.topic,
        reason: { code: 6000, message: 'User disconnected.' },
      });
    }
  }

  /** Emits a session event (accountsChanged / chainChanged) on every session. */
  async emit(name: 'accountsChanged' | 'chainChanged', chainId: string, data: unknown) {
    for (const session of this.#client.session.getAll()) {
      await this.#client.emit({ topic: session.topic, chainId, event: { name, data } });
    }
  }

  /** Closes the relay socket and timers. */
  async close(): Promise<void> {
    this.#client.removeAllListeners('session_proposal');
    this.#client.removeAllListeners('session_request');
    this.#client.removeAllListeners('session_authenticate');
    this.#client.core.heartbeat.stop();
    await this.#client.core.relayer.transportClose().catch(() => undefined);
  }

  // ---- internals ------------------------------------------------------------------------------

  async #onProposal(proposal: SignClientTypes.EventArguments['session_proposal']) {
    const { id, params } = proposal;
    try {
      if (this.behaviour.rejectSessions) {
        await this.#client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
        this.proposals.push({ id, approved: false });
        return;
      }
      const namespaces = this.#approvedNamespaces(params);
      await this.#client.approve({ id, namespaces });
      this.proposals.push({ id, approved: true });
    } finally {
      this.#proposalWaiters.shift()?.();
    }
  }

  /**
   * Signs a one-click sign-in as wallets do: the request narrowed to the eip155 chains it serves
   * (populateAuthPayload), one EIP-4361 message per chain signed with personal_sign, sent back as
   * CACAOs; the sign client makes the session from them.
   */
  async #onAuthenticate(event: SignClientTypes.EventArguments['session_authenticate']) {
    const { id, params } = event;
    try {
      if (this.behaviour.rejectAuthentications) {
        await this.#client.rejectSessionAuthenticate({
          id,
          reason: { code: 5000, message: 'User rejected.' },
        });
        this.authentications.push({ id, approved: false, messages: [] });
        return;
      }
      const utils = await import('@walletconnect/utils');
      const served = this.evm.chains.map((chain) => `eip155:${chain.chainId}`);
      // Like proposals, it grants every method asked (the ReCap resource lists them).
      const recap = utils.getRecapFromResources(params.authPayload.resources);
      const payload = utils.populateAuthPayload({
        authPayload: params.authPayload,
        chains: served,
        methods: recap ? (utils.getMethodsFromRecap(recap) as string[]) : [],
      });
      const auths: AuthTypes.Cacao[] = [];
      const messages: string[] = [];
      for (const chain of payload.chains) {
        const iss = `did:pkh:${chain}:${this.address}`;
        const message = this.#client.formatAuthMessage({ request: payload, iss });
        const signature = (await this.evm.request({
          method: 'personal_sign',
          params: [message, this.address],
        })) as string;
        messages.push(message);
        auths.push(utils.buildAuthObject(payload, { t: 'eip191', s: signature }, iss));
      }
      await this.#client.approveSessionAuthenticate({ id, auths });
      this.authentications.push({ id, approved: true, messages });
    } finally {
      this.#proposalWaiters.shift()?.();
    }
  }

  #approvedNamespaces(params: ProposalTypes.Struct): SessionTypes.Namespaces {
    const asked: Record<string, ProposalTypes.BaseRequiredNamespace> = {};
    for (const source of [params.requiredNamespaces, params.optionalNamespaces]) {
      for (const [namespace, value] of Object.entries(source ?? {})) {
        const entry = (asked[namespace] ??= { chains: [], methods: [], events: [] });
        entry.chains = [...new Set([...(entry.chains ?? []), ...(value.chains ?? [])])];
        entry.methods = [...new Set([...entry.methods, ...value.methods])];
        entry.events = [...new Set([...entry.events, ...value.events])];
      }
    }
    const namespaces: SessionTypes.Namespaces = {};
    const eip155 = asked['eip155'];
    if (eip155) {
      const known = new Set(this.evm.chains.map((chain) => `eip155:${chain.chainId}`));
      const chains = (eip155.chains ?? []).filter((chain) => known.has(chain));
      if (chains.length > 0) {
        namespaces['eip155'] = {
          chains,
          methods: eip155.methods,
          events: eip155.events,
          accounts: chains.map((chain) => `${chain}:${this.evm.address}`),
        };
      }
    }
    const solana = asked['solana'];
    if (solana && (solana.chains ?? []).length > 0) {
      const chains = solana.chains ?? [];
      namespaces['solana'] = {
        chains,
        methods: solana.methods,
        events: solana.events,
        accounts: chains.map((chain) => `${chain}:${this.solana.address}`),
      };
    }
    return namespaces;
  }

  async #onRequest(event: SignClientTypes.EventArguments['session_request']) {
    const { topic, id, params } = event;
    const { request, chainId } = params;
    this.requests.push({ topic, chainId, method: request.method, params: request.params });
    try {
      if (this.behaviour.rejectMethods?.includes(request.method)) {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      const result = await this.#answer(chainId, request.method, request.params);
      await this.#client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      await this.#client.respond({
        topic,
        response: {
          id,
          jsonrpc: '2.0',
          error: {
            code: typeof code === 'number' ? code : -32603,
            message: typeof message === 'string' ? message : 'Internal error',
          },
        },
      });
    }
  }

  async #answer(chainId: string, method: string, params: unknown): Promise<unknown> {
    if (chainId.startsWith('eip155:')) {
      const target = Number(chainId.slice('eip155:'.length));
      if (this.evm.chainId !== target) {
        await this.evm.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${target.toString(16)}` }],
        });
      }
      return this.evm.request({ method, params: params as readonly unknown[] });
    }
    if (chainId.startsWith('solana:') && method === 'solana_signMessage') {
      const { message } = params as { message: string };
      return { signature: this.solana.signMessage(base58.decode(message)) };
    }
    throw Object.assign(new Error(`Unsupported method ${method} on ${chainId}`), { code: 4200 });
  }
}

/**
 * Starts a WalletConnect test wallet on the relay (telemetry off, verify offline: nothing leaves
 * the machine). Close it with `close()`.
 */
export async function createWalletConnectTestWallet(
  options: WalletConnectTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  // The SDK loads here, not when @kit/testing is imported: jsdom specs import the barrel, and
  // under the browser export conditions the SDK's dependencies resolve to ESM jest cannot load.
  const [{ Core }, { default: SignClient }] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/sign-client'),
  ]);
  const core = new Core({
    relayUrl: options.relayUrl,
    projectId: 'kit-local',
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MemoryKeyValueStorage(),
    // Distinct per wallet: the SDK keeps one global core per prefix.
    customStoragePrefix: `kit-test-wallet-${randomUUID()}`,
  });
  core.verify = new WalletOfflineVerify(core, core.verify.logger, core.verify.store);
  const client = await SignClient.init({
    core,
    logger: 'silent',
    metadata: {
      name: options.name ?? 'Kit Test Wallet',
      description: 'The WalletConnect wallet of Kit tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  const evm = createEvmTestWallet({
    privateKey: options.privateKey,
    chains: options.chains,
    authorized: true,
    addressCase: 'checksum',
  });
  return new WalletConnectTestWallet(
    client,
    evm,
    solanaTestKeys(options.solanaSeed ?? WALLETCONNECT_TEST_SOLANA_SEED),
    options.behaviour ?? {},
    options.oneClickSignIn ?? false,
  );
}
