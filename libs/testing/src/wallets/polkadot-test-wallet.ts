// A `window.injectedWeb3` extension for tests, following @polkadot/extension-inject: enable(origin)
// → { accounts, signer }, signing with sr25519 dev keys (//Alice…) as polkadot{.js} does. It runs
// in Node, jsdom and a real page (scripts/build-browser-wallet.mjs): keep this file and
// its imports free of Node-only APIs.
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { TypeRegistry } from '@polkadot/types';
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';

/** An account of the wallet: a secret URI such as '//Alice', and an optional display name. */
export interface PolkadotTestWalletAccount {
  uri: string;
  name?: string;
}

/** Methods the wallet records and can refuse: the visitor-facing prompts and the reads. */
export type PolkadotTestWalletMethod = 'enable' | 'accounts.get' | 'signRaw' | 'signPayload';

/** A request the wallet received, as recorded in `wallet.requests`. */
export interface PolkadotRecordedRequest {
  method: PolkadotTestWalletMethod;
  params: unknown;
}

/** Options of createPolkadotTestWallet. */
export interface PolkadotTestWalletOptions {
  /** The accounts exposed after enable, in order. */
  accounts: PolkadotTestWalletAccount[];
  /** The injectedWeb3 key; defaults to 'kit-test-wallet'. */
  key?: string;
  /** The extension version it reports; defaults to '0.0.0-test'. */
  version?: string;
  /** Methods that always fail as a refusal. */
  reject?: PolkadotTestWalletMethod[];
}

/** The extension object: what `enable(origin)` resolves to. */
export interface PolkadotTestInjected {
  accounts: {
    get(anyType?: boolean): Promise<PolkadotInjectedAccount[]>;
    subscribe(callback: (accounts: PolkadotInjectedAccount[]) => void): () => void;
  };
  signer: {
    signRaw(raw: { address: string; data: string; type: 'bytes' | 'payload' }): Promise<{
      id: number;
      signature: string;
    }>;
    signPayload(payload: PolkadotSignerPayload): Promise<{ id: number; signature: string }>;
  };
}

/** An injected account as extensions list it. */
export interface PolkadotInjectedAccount {
  address: string;
  name?: string;
  type: 'sr25519';
}

/** The JSON payload @polkadot/api hands to signer.signPayload (SignerPayloadJSON). */
export interface PolkadotSignerPayload {
  address: string;
  signedExtensions: string[];
  version: number;
  [field: string]: unknown;
}

/** A test extension with controls. */
export interface PolkadotTestWallet {
  /** The injectedWeb3 key it installs under. */
  readonly key: string;
  /** The injectedWeb3 entry: `{ version, enable }`. */
  readonly entry: {
    version: string;
    enable(originName: string): Promise<PolkadotTestInjected>;
  };
  /** Every request, in order. */
  readonly requests: PolkadotRecordedRequest[];
  /** The origin names that enabled it. */
  readonly enabledBy: string[];
  /** Refuse the next call of `method` (default: the next enable or signature). */
  rejectNext(method?: PolkadotTestWalletMethod): void;
  /** Replaces the always-refused methods. */
  setRejected(methods: PolkadotTestWalletMethod[]): void;
  /** Changes the exposed accounts and notifies accounts.subscribe callbacks. */
  setAccounts(accounts: PolkadotTestWalletAccount[]): Promise<void>;
  /** The addresses of the exposed accounts (generic Substrate format, prefix 42). */
  addresses(): Promise<string[]>;
}

/** The messages polkadot{.js} refuses with. */
const REFUSALS: Record<PolkadotTestWalletMethod, (origin: string) => string> = {
  enable: (origin) => `The source ${origin} is not allowed to interact with this extension`,
  'accounts.get': () => 'Rejected',
  signRaw: () => 'Cancelled',
  signPayload: () => 'Cancelled',
};

const PROMPTS: ReadonlySet<PolkadotTestWalletMethod> = new Set([
  'enable',
  'signRaw',
  'signPayload',
]);

/** Creates a polkadot test extension; install it with installPolkadotTestWallet. */
export function createPolkadotTestWallet(options: PolkadotTestWalletOptions): PolkadotTestWallet {
  const key = options.key ?? 'kit-test-wallet';
  const requests: PolkadotRecordedRequest[] = [];
  const enabledBy: string[] = [];
  const subscribers = new Set<(accounts: PolkadotInjectedAccount[]) => void>();
  let rejected = new Set(options.reject ?? []);
  let pending: Array<PolkadotTestWalletMethod | undefined> = [];
  let accounts = options.accounts;
  let pairs: Promise<KeyringPair[]> = derive(accounts);
  let nextId = 0;
  let origin = '';

  const refuseIfAsked = (method: PolkadotTestWalletMethod, params: unknown): void => {
    requests.push({ method, params });
    const index = pending.findIndex(
      (entry) => entry === method || (entry === undefined && PROMPTS.has(method)),
    );
    if (index >= 0) {
      pending = pending.filter((_, i) => i !== index);
      throw new Error(REFUSALS[method](origin));
    }
    if (rejected.has(method)) throw new Error(REFUSALS[method](origin));
  };

  const injectedAccounts = async (): Promise<PolkadotInjectedAccount[]> =>
    (await pairs).map((pair, i) => ({
      address: pair.address,
      type: 'sr25519',
      ...(accounts[i]?.name !== undefined && { name: accounts[i]?.name }),
    }));

  const pairFor = async (address: string): Promise<KeyringPair> => {
    const keyring = new Keyring({ type: 'sr25519' });
    const publicKey = u8aToHex(keyring.decodeAddress(address));
    const pair = (await pairs).find((candidate) => u8aToHex(candidate.publicKey) === publicKey);
    if (!pair) throw new Error(`Unable to find account ${address}`);
    return pair;
  };

  const injected: PolkadotTestInjected = {
    accounts: {
      async get(anyType) {
        refuseIfAsked('accounts.get', { anyType });
        return injectedAccounts();
      },
      subscribe(callback) {
        subscribers.add(callback);
        void injectedAccounts().then((list) => subscribers.has(callback) && callback(list));
        return () => void subscribers.delete(callback);
      },
    },
    signer: {
      async signRaw(raw) {
        refuseIfAsked('signRaw', raw);
        const pair = await pairFor(raw.address);
        if (!isHex(raw.data)) throw new Error('signRaw: data is not hex');
        // As polkadot{.js}: 'bytes' payloads are wrapped in <Bytes>…</Bytes> before signing.
        const data = raw.type === 'bytes' ? u8aWrapBytes(raw.data) : hexToU8a(raw.data);
        return { id: ++nextId, signature: u8aToHex(pair.sign(data)) };
      },
      async signPayload(payload) {
        refuseIfAsked('signPayload', payload);
        const pair = await pairFor(payload.address);
        // As polkadot{.js} without stored metadata: a bare registry that knows the extensions.
        const registry = new TypeRegistry();
        registry.setSignedExtensions(payload.signedExtensions);
        const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, {
          version: payload.version,
        });
        return { id: ++nextId, signature: extrinsicPayload.sign(pair).signature };
      },
    },
  };

  return {
    key,
    entry: {
      version: options.version ?? '0.0.0-test',
      async enable(originName) {
        origin = originName;
        refuseIfAsked('enable', { originName });
        await pairs;
        enabledBy.push(originName);
        return injected;
      },
    },
    requests,
    enabledBy,
    rejectNext(method) {
      pending.push(method);
    },
    setRejected(methods) {
      rejected = new Set(methods);
    },
    async setAccounts(next) {
      accounts = next;
      pairs = derive(next);
      const list = await injectedAccounts();
      for (const callback of [...subscribers]) callback(list);
    },
    async addresses() {
      return (await pairs).map((pair) => pair.address);
    },
  };
}

/** Puts the wallet into `window.injectedWeb3` under its key, as an extension's content script does. */
export function installPolkadotTestWallet(window: Window, wallet: PolkadotTestWallet): void {
  const target = window as Window & { injectedWeb3?: Record<string, unknown> };
  target.injectedWeb3 = { ...target.injectedWeb3, [wallet.key]: wallet.entry };
}

async function derive(accounts: readonly PolkadotTestWalletAccount[]): Promise<KeyringPair[]> {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  return accounts.map((account) => keyring.addFromUri(account.uri));
}
