// A Bitcoin test wallet implementing Kit's injected provider interface (see
// libs/adapters/bitcoin/README.md): a payment (P2WPKH) and an ordinals (P2TR) account from one
// test key, BIP-322 message signatures, PSBT signing, events and approve/reject controls. It runs
// in Node, jsdom and a real page (scripts/build-browser-wallet.mjs): keep it free of Node-only APIs.
import { hexToBytes } from '@noble/hashes/utils';
import { Psbt, address as addressCodec, toXOnly } from 'bitcoinjs-lib';
import { REGTEST } from '../../devnet/bitcoin/regtest-ecc';
import { regtestAccountFromKey } from '../../devnet/bitcoin/regtest-accounts';
import type { RegtestAccount } from '../../devnet/bitcoin/regtest-accounts';
import { ProviderRpcError, unauthorizedError, userRejectedError } from '../provider-rpc-error';
import { signBip322 } from './bip322-signer';
import { ecdsaSigner, taprootKeyPathSigner } from './bitcoin-signers';

/** The regtest CAIP-2 id (the wallet's default network). */
const REGTEST_CAIP = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

/** An account as the provider interface describes it. */
export interface BitcoinTestWalletAccount {
  address: string;
  publicKey: string;
  purpose: 'payment' | 'ordinals';
  addressType: 'p2wpkh' | 'p2tr';
}

/** The provider events. */
export type BitcoinTestWalletEvent = 'accountsChanged' | 'networkChanged' | 'disconnect';

/** The prompting methods `rejectNext()` and `behaviour.reject` can target. */
export type BitcoinPromptMethod = 'requestAccounts' | 'signMessage' | 'signPsbt';

/** A request the wallet received, as recorded in `wallet.requests`. */
export interface BitcoinRecordedRequest {
  method: string;
  params: unknown;
}

/** Options of createBitcoinTestWallet. */
export interface BitcoinTestWalletOptions {
  /** Hex secret key of both accounts (e.g. a regtest ledger account's privateKey). */
  privateKey: string;
  /** The CAIP-2 network the wallet says it is on; defaults to regtest. */
  caipNetworkId?: string;
  /** Start authorised, as a wallet the visitor connected earlier (getAccounts answers). */
  authorized?: boolean;
  /** Prompting methods that always fail with 4001. */
  reject?: BitcoinPromptMethod[];
}

type Listener = (...args: never[]) => void;

/** The test wallet: the provider interface plus test controls. */
export interface BitcoinTestWallet {
  requestAccounts(params: {
    purposes: Array<'payment' | 'ordinals'>;
  }): Promise<BitcoinTestWalletAccount[]>;
  getAccounts(): Promise<BitcoinTestWalletAccount[]>;
  getNetwork(): Promise<string>;
  signMessage(params: {
    address: string;
    message: string;
    protocol: 'bip322';
  }): Promise<{ signature: string }>;
  signPsbt(params: {
    psbt: string;
    signInputs: Record<string, number[]>;
    broadcast: false;
  }): Promise<{ psbt: string }>;
  disconnect(): Promise<void>;
  on(event: BitcoinTestWalletEvent, listener: Listener): void;
  removeListener(event: BitcoinTestWalletEvent, listener: Listener): void;

  /** The key's regtest addresses. */
  readonly account: RegtestAccount;
  /** Every call, in order. */
  readonly requests: BitcoinRecordedRequest[];
  /** Whether the site is authorised (after requestAccounts, until disconnect). */
  readonly authorized: boolean;
  /** The next prompt (of `method`, or any) fails with 4001 'User rejected the request.'. */
  rejectNext(method?: BitcoinPromptMethod): void;
  /** Replaces the persistent list of always-rejected methods. */
  setRejected(methods: BitcoinPromptMethod[]): void;
  /** Emits accountsChanged with the current accounts (or `[]`). */
  emitAccountsChanged(accounts?: BitcoinTestWalletAccount[]): void;
  /** Moves the wallet to another network and emits networkChanged. */
  emitNetworkChanged(caipNetworkId: string): void;
  /** Forgets the site and emits disconnect. */
  emitDisconnect(): void;
}

/** Creates a Bitcoin test wallet (see BitcoinTestWallet). */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions): BitcoinTestWallet {
  const secret = hexToBytes(options.privateKey);
  const account = regtestAccountFromKey(secret);
  const accounts: BitcoinTestWalletAccount[] = [
    {
      address: account.paymentAddress,
      publicKey: account.publicKey,
      purpose: 'payment',
      addressType: 'p2wpkh',
    },
    {
      address: account.ordinalsAddress,
      publicKey: account.ordinalsPublicKey,
      purpose: 'ordinals',
      addressType: 'p2tr',
    },
  ];
  const listeners = new Map<BitcoinTestWalletEvent, Set<Listener>>();
  const requests: BitcoinRecordedRequest[] = [];
  let network = options.caipNetworkId ?? REGTEST_CAIP;
  let authorized = options.authorized ?? false;
  let rejected = new Set<BitcoinPromptMethod>(options.reject ?? []);
  const rejectQueue: Array<BitcoinPromptMethod | undefined> = [];

  const emit = (event: BitcoinTestWalletEvent, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  };
  const record = (method: string, params: unknown) => requests.push({ method, params });
  /** Throws 4001 when this prompt is to be refused. */
  const prompt = (method: BitcoinPromptMethod) => {
    const queued = rejectQueue.findIndex((target) => target === undefined || target === method);
    if (queued !== -1) {
      rejectQueue.splice(queued, 1);
      throw userRejectedError();
    }
    if (rejected.has(method)) throw userRejectedError();
  };
  const requireAuthorised = () => {
    if (!authorized) throw unauthorizedError();
  };
  const own = (address: string) => {
    const found = accounts.find((candidate) => candidate.address === address);
    if (!found) throw new ProviderRpcError(-32602, `the wallet has no account ${address}`);
    return found;
  };

  return {
    account,
    requests,
    get authorized() {
      return authorized;
    },

    async requestAccounts(params) {
      record('requestAccounts', params);
      prompt('requestAccounts');
      authorized = true;
      const purposes = params?.purposes?.length ? params.purposes : ['payment' as const];
      return accounts
        .filter((candidate) => purposes.includes(candidate.purpose))
        .map((a) => ({ ...a }));
    },
    async getAccounts() {
      record('getAccounts', undefined);
      return authorized ? accounts.map((a) => ({ ...a })) : [];
    },
    async getNetwork() {
      record('getNetwork', undefined);
      return network;
    },
    async signMessage(params) {
      record('signMessage', params);
      requireAuthorised();
      prompt('signMessage');
      if (params.protocol !== 'bip322')
        throw new ProviderRpcError(-32602, 'only bip322 is supported');
      const signer = own(params.address);
      const outputScript = addressCodec.toOutputScript(signer.address, REGTEST);
      const signature =
        signer.addressType === 'p2wpkh'
          ? signBip322({
              outputScript,
              message: params.message,
              signer: ecdsaSigner(secret),
              network: REGTEST,
            })
          : signBip322({
              outputScript,
              message: params.message,
              signer: taprootKeyPathSigner(secret),
              network: REGTEST,
              tapInternalKey: toXOnly(hexToBytes(account.publicKey)),
            });
      return { signature };
    },
    async signPsbt(params) {
      record('signPsbt', params);
      requireAuthorised();
      prompt('signPsbt');
      let psbt: Psbt;
      try {
        psbt = Psbt.fromBase64(params.psbt, { network: REGTEST });
      } catch {
        throw new ProviderRpcError(-32602, 'not a PSBT');
      }
      for (const [address, indexes] of Object.entries(params.signInputs)) {
        const signer = own(address);
        for (const index of indexes) {
          psbt.signInput(
            index,
            signer.addressType === 'p2wpkh' ? ecdsaSigner(secret) : taprootKeyPathSigner(secret),
          );
        }
      }
      return { psbt: psbt.toBase64() };
    },
    async disconnect() {
      record('disconnect', undefined);
      authorized = false;
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },

    rejectNext(method) {
      rejectQueue.push(method);
    },
    setRejected(methods) {
      rejected = new Set(methods);
    },
    emitAccountsChanged(next) {
      emit('accountsChanged', next ?? (authorized ? accounts.map((a) => ({ ...a })) : []));
    },
    emitNetworkChanged(caipNetworkId) {
      network = caipNetworkId;
      emit('networkChanged', caipNetworkId);
    },
    emitDisconnect() {
      authorized = false;
      emit('disconnect');
    },
  };
}
