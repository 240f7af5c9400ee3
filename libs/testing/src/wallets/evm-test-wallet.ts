// An EIP-1193 wallet for tests, backed by an ethers Wallet and the devnet's JSON-RPC. It runs in
// Node (jest, jsdom) and in a real page (see scripts/build-browser-wallet.mjs): keep this file and
// its imports free of Node-only APIs (no node:*, Buffer, process).
import {
  HDNodeWallet,
  JsonRpcProvider,
  Network,
  TypedDataEncoder,
  Wallet,
  getBytes,
  isHexString,
} from 'ethers';
import type { TransactionRequest, TypedDataField } from 'ethers';
import {
  ProviderRpcError,
  disconnectedError,
  invalidParamsError,
  invalidRequestError,
  toProviderRpcError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
} from './provider-rpc-error';

/** A chain the wallet knows. */
export interface EvmTestWalletChain {
  chainId: number;
  rpcUrl: string;
  name?: string;
}

/** The EIP-1193 request argument. */
export interface EvmRequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/**
 * The EIP-1193 events.
 * - `connect`: `{ chainId }` (hex) after the wallet regained its connection to the chains.
 * - `disconnect`: a ProviderRpcError with code 4900.
 * - `accountsChanged`: the addresses the site may use now; `[]` when it lost access.
 * - `chainChanged`: the new chain id in hex.
 * - `message`: EIP-1193 subscription messages (never emitted by this wallet, listed for typing).
 */
export type EvmTestWalletEvent =
  'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message';

/** Persistent test behaviour, replaced as a whole by setBehaviour. */
export interface EvmTestWalletBehaviour {
  /** Methods that always fail with 4001 'User rejected the request.'. */
  reject?: string[];
  /** Methods that stay pending until `release()`. */
  hang?: string[];
}

/** A request the wallet received, as recorded in `wallet.requests`. */
export interface RecordedRequest {
  method: string;
  params: unknown;
}

/** Options of createEvmTestWallet. Give exactly one of privateKey, privateKeys or mnemonic. */
export interface EvmTestWalletOptions {
  /** The wallet's only account. */
  privateKey?: string;
  /** Several accounts; the first is active, `emitAccountsChanged(i)` switches to the i-th. */
  privateKeys?: string[];
  /** Accounts derived on m/44'/60'/0'/0/i; `emitAccountsChanged(i)` switches to index i. */
  mnemonic?: string;
  /** With `mnemonic`: the active account's index; defaults to 0. */
  accountIndex?: number;
  /** The chains the wallet knows; the first is active unless `chainId` says otherwise. */
  chains: EvmTestWalletChain[];
  /** The active chain at start. */
  chainId?: number;
  /** Start authorised, as a wallet the visitor connected on an earlier visit (eth_accounts answers). */
  authorized?: boolean;
  /** How addresses are returned: 'lower' (what MetaMask sends, the default) or EIP-55 'checksum'. */
  addressCase?: 'lower' | 'checksum';
  /**
   * EIP-5792 capabilities by hex chain id, merged over the default `{ atomic: { status:
   * 'unsupported' } }` of every known chain ('0x0' applies to all chains).
   */
  capabilities?: Record<string, Record<string, unknown>>;
  /** Switch to a chain right after wallet_addEthereumChain adds it (as MetaMask asks to). Default false. */
  switchOnAdd?: boolean;
  /** Extra boolean flags on the provider object, e.g. `{ isMetaMask: true }` for injection tests. */
  flags?: Record<string, boolean>;
}

type Listener = (...args: unknown[]) => void;

interface HungRequest extends RecordedRequest {
  release(reject: boolean): void;
}

/** Methods a real wallet would ask the user about; `rejectNext()` without a method targets these. */
const PROMPTING_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]);

/** Read-only methods answered by the active chain's node. */
const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_blobBaseFee',
  'eth_sendRawTransaction',
  'eth_syncing',
  'web3_clientVersion',
]);

const DERIVATION_PREFIX = "m/44'/60'/0'/0/";

/**
 * The test wallet: an EIP-1193 provider (`request`, `on`, `removeListener`) plus controls for
 * tests (reject, hang, switch account or chain, disconnect). Create it with createEvmTestWallet.
 */
export class EvmTestWallet {
  /** Lets tests and the page tell this wallet apart from a real one. */
  readonly isKitTestWallet = true;
  /** Every request received, in order (including rejected and hung ones). */
  readonly requests: RecordedRequest[] = [];

  readonly #chains = new Map<number, EvmTestWalletChain>();
  readonly #providers = new Map<number, JsonRpcProvider>();
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #keys: string[];
  readonly #mnemonic: string | undefined;
  readonly #addressCase: 'lower' | 'checksum';
  readonly #capabilities: Record<string, Record<string, unknown>>;
  readonly #switchOnAdd: boolean;
  #signer: Wallet | HDNodeWallet;
  #chainId: number;
  #authorized: boolean;
  #connected = true;
  #rejectQueue: Array<{ method: string | undefined; error: ProviderRpcError | undefined }> = [];
  #behaviour = { reject: new Set<string>(), hang: new Set<string>() };
  #hung: HungRequest[] = [];
  #hangWaiters: Array<{ method: string | undefined; resolve: () => void }> = [];
  // eth_sendTransaction fills the nonce from the node: two at once would get the same one.
  #sendQueue: Promise<unknown> = Promise.resolve();

  constructor(options: EvmTestWalletOptions) {
    const keySources = [options.privateKey, options.privateKeys, options.mnemonic].filter(
      (k) => k !== undefined,
    );
    if (keySources.length !== 1)
      throw new Error('give exactly one of privateKey, privateKeys or mnemonic');
    if (options.chains.length === 0) throw new Error('the wallet needs at least one chain');
    this.#keys =
      options.privateKeys ?? (options.privateKey !== undefined ? [options.privateKey] : []);
    this.#mnemonic = options.mnemonic;
    if (this.#mnemonic === undefined && this.#keys.length === 0)
      throw new Error('privateKeys is empty');
    this.#signer = this.#signerAt(options.accountIndex ?? 0);
    for (const chain of options.chains) this.#chains.set(chain.chainId, { ...chain });
    this.#chainId = options.chainId ?? (options.chains[0] as EvmTestWalletChain).chainId;
    if (!this.#chains.has(this.#chainId))
      throw new Error(`chain ${this.#chainId} is not among the chains`);
    this.#authorized = options.authorized ?? false;
    this.#addressCase = options.addressCase ?? 'lower';
    this.#capabilities = options.capabilities ?? {};
    this.#switchOnAdd = options.switchOnAdd ?? false;
    for (const [flag, value] of Object.entries(options.flags ?? {})) {
      Object.defineProperty(this, flag, { value, enumerable: true });
    }
  }

  // ---- EIP-1193 -------------------------------------------------------------------------------
  // Arrow properties, so `const { request } = provider` keeps working as it does with real wallets.

  /** Sends a JSON-RPC request to the wallet (EIP-1193). */
  readonly request = async (args: EvmRequestArguments): Promise<unknown> => {
    if (
      args === null ||
      typeof args !== 'object' ||
      Array.isArray(args) ||
      typeof args.method !== 'string'
    ) {
      throw invalidRequestError();
    }
    const { method } = args;
    const params = args.params ?? [];
    if (typeof params !== 'object' || params === null)
      throw invalidParamsError('params must be an array or object');
    this.requests.push({ method, params });

    const queued = this.#rejectQueue.findIndex(
      (entry) =>
        entry.method === method || (entry.method === undefined && PROMPTING_METHODS.has(method)),
    );
    if (queued !== -1) {
      const [entry] = this.#rejectQueue.splice(queued, 1);
      throw entry?.error ?? userRejectedError();
    }
    if (this.#behaviour.reject.has(method)) throw userRejectedError();
    if (this.#behaviour.hang.has(method)) {
      const reject = await this.#hang({ method, params });
      if (reject) throw userRejectedError();
    }
    try {
      return await this.#handle(method, Array.isArray(params) ? (params as unknown[]) : [params]);
    } catch (error) {
      throw toProviderRpcError(error);
    }
  };

  /** Adds an event listener (EIP-1193). */
  readonly on = (event: EvmTestWalletEvent | string, listener: Listener): this => {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  };

  /** Alias of `on`. */
  readonly addListener = (event: EvmTestWalletEvent | string, listener: Listener): this =>
    this.on(event, listener);

  /** Adds a listener that runs once. */
  readonly once = (event: EvmTestWalletEvent | string, listener: Listener): this => {
    const wrapper: Listener = (...args) => {
      this.removeListener(event, wrapper);
      listener(...args);
    };
    return this.on(event, wrapper);
  };

  /** Removes an event listener (EIP-1193). */
  readonly removeListener = (event: EvmTestWalletEvent | string, listener: Listener): this => {
    this.#listeners.get(event)?.delete(listener);
    return this;
  };

  /** Alias of `removeListener`. */
  readonly off = (event: EvmTestWalletEvent | string, listener: Listener): this =>
    this.removeListener(event, listener);

  /** Removes every listener of `event`, or of every event. */
  readonly removeAllListeners = (event?: EvmTestWalletEvent | string): this => {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  };

  /** How many listeners `event` has (tests check that an adapter unsubscribed). */
  listenerCount(event: EvmTestWalletEvent | string): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  // ---- State ----------------------------------------------------------------------------------

  /** The active account (EIP-55), whether or not the site may see it. */
  get address(): string {
    return this.#signer.address;
  }

  /** The active chain id. */
  get chainId(): number {
    return this.#chainId;
  }

  /** True once the site was given access (eth_requestAccounts) and until it is revoked. */
  get isAuthorized(): boolean {
    return this.#authorized;
  }

  /** False between emitDisconnect() and emitConnect(). */
  get isConnected(): boolean {
    return this.#connected;
  }

  /** The chains the wallet knows, including added ones. */
  get chains(): EvmTestWalletChain[] {
    return [...this.#chains.values()].map((chain) => ({ ...chain }));
  }

  // ---- Test controls --------------------------------------------------------------------------

  /**
   * Makes the next request of `method` fail with 4001 (or with `error`). Without a method it is the
   * next request that a real wallet would prompt for (connect, sign, send, switch or add chain);
   * read-only calls never consume it. Calls queue up.
   */
  rejectNext(method?: string, error?: { code: number; message: string; data?: unknown }): void {
    this.#rejectQueue.push({
      method,
      error: error && new ProviderRpcError(error.code, error.message, error.data),
    });
  }

  /** Replaces the persistent behaviour: `reject` methods fail with 4001, `hang` methods wait for release(). */
  setBehaviour(behaviour: EvmTestWalletBehaviour): void {
    this.#behaviour = {
      reject: new Set(behaviour.reject ?? []),
      hang: new Set(behaviour.hang ?? []),
    };
  }

  /** The requests hanging now (of `method`, if given). */
  hungRequests(method?: string): RecordedRequest[] {
    return this.#hung
      .filter((request) => method === undefined || request.method === method)
      .map(({ method: m, params }) => ({ method: m, params }));
  }

  /** Resolves once a request (of `method`, if given) is hanging; at once if one already is. */
  whenHung(method?: string): Promise<void> {
    if (this.hungRequests(method).length > 0) return Promise.resolve();
    return new Promise((resolve) => this.#hangWaiters.push({ method, resolve }));
  }

  /**
   * Lets hanging requests go on: they run normally, or fail with 4001 with `{ reject: true }`.
   * Only those of `method` when given. Returns how many were released.
   */
  release(options: { method?: string; reject?: boolean } = {}): number {
    const released = this.#hung.filter(
      (request) => options.method === undefined || request.method === options.method,
    );
    this.#hung = this.#hung.filter((request) => !released.includes(request));
    for (const request of released) request.release(options.reject ?? false);
    return released.length;
  }

  /**
   * Simulates the user switching accounts in the wallet and emits accountsChanged (only when the
   * site is authorised: a wallet tells a site nothing before it connects).
   * - a number: the i-th of `privateKeys`, or index i of the mnemonic;
   * - a string: a private key;
   * - null: the wallet locks / the site loses access: accountsChanged with [];
   * - nothing: emits the current accounts again.
   */
  emitAccountsChanged(account?: number | string | null): void {
    if (account === null) {
      this.#authorized = false;
      this.emit('accountsChanged', []);
      return;
    }
    if (account !== undefined) {
      this.#signer = typeof account === 'number' ? this.#signerAt(account) : new Wallet(account);
    }
    if (this.#authorized) this.emit('accountsChanged', this.#visibleAccounts());
  }

  /** Simulates the user switching network in the wallet: makes `chainId` active and emits chainChanged. */
  emitChainChanged(chainId: number): void {
    if (!this.#chains.has(chainId)) throw new Error(`the wallet does not know chain ${chainId}`);
    this.#chainId = chainId;
    this.emit('chainChanged', toHexChainId(chainId));
  }

  /** Simulates losing the connection to the chains: emits disconnect (4900); chain calls fail with 4900. */
  emitDisconnect(error?: { code: number; message: string }): void {
    this.#connected = false;
    this.emit(
      'disconnect',
      error ? new ProviderRpcError(error.code, error.message) : disconnectedError(),
    );
  }

  /** Simulates regaining the connection: emits connect with `{ chainId }`. */
  emitConnect(): void {
    this.#connected = true;
    this.emit('connect', { chainId: toHexChainId(this.#chainId) });
  }

  /** Emits any event with any payload, without changing state (for malformed-event tests). */
  emit(event: EvmTestWalletEvent | string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        // A throwing listener must not stop the others or the request that emitted; still surface it.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** Releases the JSON-RPC providers (their sockets); the wallet is unusable afterwards. */
  destroy(): void {
    for (const provider of this.#providers.values()) provider.destroy();
    this.#providers.clear();
    this.release({ reject: true });
    this.#listeners.clear();
  }

  // ---- Method handlers ------------------------------------------------------------------------

  async #handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return this.#authorize();
      case 'eth_accounts':
        return this.#authorized ? this.#visibleAccounts() : [];
      case 'eth_chainId':
        return toHexChainId(this.#chainId);
      case 'net_version':
        return String(this.#chainId);
      case 'wallet_requestPermissions':
        if (!isRecord(params[0]) || !('eth_accounts' in params[0])) {
          throw invalidParamsError('only the eth_accounts permission is supported');
        }
        this.#authorize();
        return this.#permissions();
      case 'wallet_getPermissions':
        return this.#permissions();
      case 'wallet_revokePermissions':
        return this.#revoke();
      case 'personal_sign':
        return this.#personalSign(params);
      case 'eth_sign':
        return this.#ethSign(params);
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4':
        return this.#signTypedData(params);
      case 'eth_sendTransaction':
      case 'wallet_sendTransaction':
        return this.#sendTransaction(params);
      case 'eth_signTransaction':
        return this.#signTransaction(params);
      case 'wallet_switchEthereumChain':
        return this.#switchChain(params);
      case 'wallet_addEthereumChain':
        return this.#addChain(params);
      case 'wallet_getCapabilities':
        return this.#getCapabilities(params);
      case 'wallet_watchAsset':
        if (!isRecord(params[0]) || typeof params[0]['type'] !== 'string') {
          throw invalidParamsError('wallet_watchAsset expects { type, options }');
        }
        return true;
      default:
        if (FORWARDED_METHODS.has(method)) return this.#provider().send(method, params);
        throw unsupportedMethodError(method);
    }
  }

  #authorize(): string[] {
    if (!this.#connected) this.emitConnect();
    if (!this.#authorized) {
      this.#authorized = true;
      this.emit('accountsChanged', this.#visibleAccounts());
    }
    return this.#visibleAccounts();
  }

  #revoke(): null {
    if (this.#authorized) {
      this.#authorized = false;
      this.emit('accountsChanged', []);
    }
    return null;
  }

  #permissions(): unknown[] {
    if (!this.#authorized) return [];
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: 'kit-test-wallet',
        caveats: [{ type: 'restrictReturnedAccounts', value: this.#visibleAccounts() }],
      },
    ];
  }

  async #personalSign(params: unknown[]): Promise<string> {
    let [message, address] = params;
    // Some dApps send [address, message]; MetaMask accepts both orders, so do we.
    if (this.#isOwnAddress(message) && !this.#isOwnAddress(address))
      [message, address] = [address, message];
    this.#requireAccount(address);
    if (typeof message !== 'string')
      throw invalidParamsError('personal_sign expects [message, address]');
    return this.#signer.signMessage(isHexString(message) ? getBytes(message) : message);
  }

  #ethSign(params: unknown[]): string {
    const [address, hash] = params;
    this.#requireAccount(address);
    if (!isHexString(hash, 32))
      throw invalidParamsError('eth_sign expects [address, 32-byte hash]');
    return this.#signer.signingKey.sign(hash).serialized;
  }

  #signTypedData(params: unknown[]): string {
    const [address, raw] = params;
    this.#requireAccount(address);
    let typedData: unknown;
    try {
      typedData = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      throw invalidParamsError('typed data is not valid JSON');
    }
    if (!isRecord(typedData) || !isRecord(typedData['types']) || !isRecord(typedData['message'])) {
      throw invalidParamsError('typed data needs types, primaryType, domain and message');
    }
    const { EIP712Domain: _domainType, ...types } = typedData['types'] as Record<
      string,
      TypedDataField[]
    >;
    const primaryType = typedData['primaryType'];
    const domain = (typedData['domain'] ?? {}) as Record<string, unknown>;
    const hash = TypedDataEncoder.hash(
      domain,
      typeof primaryType === 'string' ? typesReachableFrom(types, primaryType) : types,
      typedData['message'],
    );
    return this.#signer.signingKey.sign(hash).serialized;
  }

  #sendTransaction(params: unknown[]): Promise<string> {
    const request = this.#transactionRequest(params);
    const provider = this.#provider();
    const send = this.#sendQueue.then(async () => {
      const response = await this.#signer.connect(provider).sendTransaction(request);
      return response.hash;
    });
    this.#sendQueue = send.catch(() => undefined);
    return send;
  }

  async #signTransaction(params: unknown[]): Promise<string> {
    const signer = this.#signer.connect(this.#provider());
    return signer.signTransaction(
      await signer.populateTransaction(this.#transactionRequest(params)),
    );
  }

  #transactionRequest(params: unknown[]): TransactionRequest {
    const [tx] = params;
    if (!isRecord(tx)) throw invalidParamsError('expected [transaction]');
    this.#requireAccount(tx['from'] ?? this.#signer.address);
    if (!this.#connected) throw disconnectedError();
    if (tx['chainId'] !== undefined && Number(tx['chainId']) !== this.#chainId) {
      throw invalidParamsError(
        `chainId ${String(tx['chainId'])} does not match the active chain ${this.#chainId}`,
      );
    }
    const quantity = (key: string): bigint | undefined =>
      tx[key] === undefined || tx[key] === null ? undefined : BigInt(tx[key] as string);
    const request: TransactionRequest = {
      to: typeof tx['to'] === 'string' ? tx['to'] : null,
      data:
        typeof tx['data'] === 'string'
          ? tx['data']
          : typeof tx['input'] === 'string'
            ? tx['input']
            : '0x',
      value: quantity('value') ?? 0n,
      chainId: this.#chainId,
    };
    const gas = quantity('gas') ?? quantity('gasLimit');
    if (gas !== undefined) request.gasLimit = gas;
    for (const key of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
      const value = quantity(key);
      if (value !== undefined) request[key] = value;
    }
    const nonce = quantity('nonce');
    if (nonce !== undefined) request.nonce = Number(nonce);
    if (tx['type'] !== undefined) request.type = Number(tx['type']);
    if (Array.isArray(tx['accessList']))
      request.accessList = tx['accessList'] as TransactionRequest['accessList'];
    return request;
  }

  #switchChain(params: unknown[]): null {
    const chainId = parseChainIdParam(params[0]);
    if (!this.#chains.has(chainId)) throw unrecognizedChainError(toHexChainId(chainId));
    if (chainId !== this.#chainId) this.emitChainChanged(chainId);
    return null;
  }

  #addChain(params: unknown[]): null {
    const chainId = parseChainIdParam(params[0]);
    const spec = params[0] as Record<string, unknown>;
    const rpcUrl = Array.isArray(spec['rpcUrls']) ? spec['rpcUrls'][0] : undefined;
    if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
      throw invalidParamsError('wallet_addEthereumChain needs rpcUrls with an http(s) URL');
    }
    if (!this.#chains.has(chainId)) {
      const name = typeof spec['chainName'] === 'string' ? spec['chainName'] : undefined;
      this.#chains.set(chainId, { chainId, rpcUrl, ...(name !== undefined && { name }) });
    }
    if (this.#switchOnAdd && chainId !== this.#chainId) this.emitChainChanged(chainId);
    return null;
  }

  #getCapabilities(params: unknown[]): Record<string, Record<string, unknown>> {
    const [address, chainIds] = params;
    this.#requireAccount(address);
    const wanted = Array.isArray(chainIds)
      ? new Set(chainIds.map((id) => toHexChainId(Number(id))))
      : undefined;
    const result: Record<string, Record<string, unknown>> = {};
    for (const chainId of this.#chains.keys()) {
      const hex = toHexChainId(chainId);
      if (wanted && !wanted.has(hex)) continue;
      result[hex] = {
        atomic: { status: 'unsupported' },
        ...this.#capabilities['0x0'],
        ...this.#capabilities[hex],
      };
    }
    return result;
  }

  // ---- Helpers --------------------------------------------------------------------------------

  #signerAt(index: number): Wallet | HDNodeWallet {
    if (this.#mnemonic !== undefined)
      return HDNodeWallet.fromPhrase(this.#mnemonic, undefined, `${DERIVATION_PREFIX}${index}`);
    const key = this.#keys[index];
    if (key === undefined) throw new Error(`no private key at index ${index}`);
    return new Wallet(key);
  }

  #visibleAccounts(): string[] {
    const address = this.#signer.address;
    return [this.#addressCase === 'lower' ? address.toLowerCase() : address];
  }

  #isOwnAddress(value: unknown): boolean {
    return typeof value === 'string' && value.toLowerCase() === this.#signer.address.toLowerCase();
  }

  /** 4100 unless the site is authorised and `address` is the active account. */
  #requireAccount(address: unknown): void {
    if (!this.#authorized || !this.#isOwnAddress(address)) throw unauthorizedError();
  }

  #provider(): JsonRpcProvider {
    if (!this.#connected) throw disconnectedError();
    let provider = this.#providers.get(this.#chainId);
    if (!provider) {
      const chain = this.#chains.get(this.#chainId) as EvmTestWalletChain;
      // No cache: with automine a cached nonce is stale after every transaction.
      provider = new JsonRpcProvider(chain.rpcUrl, undefined, {
        cacheTimeout: -1,
        staticNetwork: Network.from(chain.chainId),
        batchMaxCount: 1,
        pollingInterval: 50,
      });
      this.#providers.set(this.#chainId, provider);
    }
    return provider;
  }

  #hang(request: RecordedRequest): Promise<boolean> {
    return new Promise((resolve) => {
      this.#hung.push({ ...request, release: resolve });
      const [ready, waiting] = partition(
        this.#hangWaiters,
        (waiter) => waiter.method === undefined || waiter.method === request.method,
      );
      this.#hangWaiters = waiting;
      for (const waiter of ready) waiter.resolve();
    });
  }
}

/** Creates an EIP-1193 test wallet for the given chains (see EvmTestWalletOptions). */
export function createEvmTestWallet(options: EvmTestWalletOptions): EvmTestWallet {
  return new EvmTestWallet(options);
}

function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

function parseChainIdParam(param: unknown): number {
  const chainId = isRecord(param) ? param['chainId'] : undefined;
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId) || /^0x0/.test(chainId)) {
    throw invalidParamsError(
      `expected [{ chainId }] with a 0x-prefixed hex chain id without leading zeros`,
    );
  }
  return Number.parseInt(chainId, 16);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** The struct types `primaryType` uses, so unrelated extra types do not confuse ethers' encoder. */
function typesReachableFrom(
  types: Record<string, TypedDataField[]>,
  primaryType: string,
): Record<string, TypedDataField[]> {
  if (!types[primaryType]) throw invalidParamsError(`primaryType ${primaryType} is not in types`);
  const reachable: Record<string, TypedDataField[]> = {};
  const visit = (name: string): void => {
    const fields = types[name];
    if (!fields || reachable[name]) return;
    reachable[name] = fields;
    for (const field of fields) visit(field.type.replace(/(\[\d*\])+$/, ''));
  };
  visit(primaryType);
  return reachable;
}
