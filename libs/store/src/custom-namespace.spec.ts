import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import {
  createMemoryBackend,
  defineNamespaceProfile,
  UserRejectedRequestError,
  type AdapterAccount,
  type AdapterBalance,
  type AdapterCapabilities,
  type AdapterEvent,
  type BalanceParams,
  type ChainAdapter,
  type ConnectorDescriptor,
  type ConnectParams,
  type ConnectResult,
  type KitLogger,
  type KitNetwork,
  type NamespaceProfile,
  type SignMessageParams,
  type TransferRequest,
} from '@kit/core';
import { selectActiveNativeBalance } from '@kit/balances/active-balances';
import { waitForState } from '@kit/connection/src/scripted-adapter.spec-helper';
import { opened } from '@kit/modal';
import { selectSendState } from '@kit/send';
import { sendAmountChanged, sendReceiverChanged, sendRequested } from '@kit/send/actions';
import { selectSendValidation } from '@kit/send/views';
import { createLocalSiwxConfig, signInRequested, type SiwxConfig } from '@kit/siwx';
import { createKit, type Kit } from './create-kit';

// A namespace Kit does not ship, written against @kit/core alone as a third party would: accounts
// are `ed1` + the hex of an ed25519 public key, the wallet signs with that key, and a small
// in-memory ledger stands for its chain. Nothing in Kit names it.
const NAMESPACE = 'edchain';
const ADDRESS = /^ed1[0-9a-f]{64}$/;

const edchain: KitNetwork = {
  id: 'main',
  caipNetworkId: 'edchain:main',
  chainNamespace: NAMESPACE,
  name: 'Edchain',
  nativeCurrency: { name: 'Ed', symbol: 'ED', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/edchain'] } },
};

const addressOf = (secretKey: Uint8Array) => `ed1${bytesToHex(ed25519.getPublicKey(secretKey))}`;

/** The namespace's rules: its address form, its CAIP-122 name and its ed25519 verifier. */
const EDCHAIN_PROFILE: NamespaceProfile = defineNamespaceProfile({
  namespace: NAMESPACE,
  displayName: 'Edchain',
  decimals: 6,
  address: {
    isValid: (address) => ADDRESS.test(address.toLowerCase()),
    canonical: (address) => address.toLowerCase(),
  },
  siwx: {
    accountName: 'Edchain',
    verify: ({ message, address, signature }) =>
      ed25519.verify(hexToBytes(signature), utf8ToBytes(message), hexToBytes(address.slice(3))),
  },
  supports: { send: true, sign: true },
});

const CAPABILITIES: AdapterCapabilities = {
  signMessage: true,
  sendTransfer: true,
  switchNetwork: false,
  estimateFee: false,
  getBalance: true,
  getTokenBalances: false,
};

/** The wallet and chain behind the adapter: one key, balances in base units, a transfer log. */
interface Edwallet {
  secretKey: Uint8Array;
  address: string;
  ledger: Map<string, bigint>;
  transfers: TransferRequest[];
  signed: string[];
  /** Set to refuse the next signature, as a visitor pressing Reject. */
  rejectNextSignature?: boolean;
  /** Set to sign with another key (a forged signature). */
  signWith?: Uint8Array;
}

/** The third party's adapter: a plain class over the ChainAdapter contract of @kit/core. */
class EdchainAdapter implements ChainAdapter {
  readonly namespace = NAMESPACE;
  readonly capabilities = CAPABILITIES;
  readonly connector: ConnectorDescriptor = {
    id: `${NAMESPACE}:edwallet`,
    name: 'Ed Wallet',
    type: 'INJECTED',
    chain: NAMESPACE,
  };
  readonly #listeners = new Set<(event: AdapterEvent) => void>();

  constructor(
    readonly wallet: Edwallet,
    readonly profile?: NamespaceProfile,
  ) {}

  setup(): void {}
  getConnectors(): ConnectorDescriptor[] {
    return [this.connector];
  }
  subscribe(listener: (event: AdapterEvent) => void) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
  async connect(_params: ConnectParams): Promise<ConnectResult> {
    return { accounts: await this.getAccounts(), caipNetworkId: edchain.caipNetworkId };
  }
  async disconnect(): Promise<void> {}
  async getAccounts(): Promise<AdapterAccount[]> {
    return [{ address: this.wallet.address }];
  }
  async getBalance({ address, network }: BalanceParams): Promise<AdapterBalance> {
    const { decimals, symbol } = network.nativeCurrency;
    return { value: String(this.wallet.ledger.get(address) ?? 0n), decimals, symbol };
  }
  async signMessage({ message }: SignMessageParams): Promise<string> {
    if (this.wallet.rejectNextSignature) {
      this.wallet.rejectNextSignature = false;
      throw new UserRejectedRequestError();
    }
    this.wallet.signed.push(message);
    const key = this.wallet.signWith ?? this.wallet.secretKey;
    return bytesToHex(ed25519.sign(utf8ToBytes(message), key));
  }
  async sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    const amount = BigInt(request.amount);
    const { ledger } = this.wallet;
    ledger.set(request.from, (ledger.get(request.from) ?? 0n) - amount);
    ledger.set(request.to, (ledger.get(request.to) ?? 0n) + amount);
    this.wallet.transfers.push(request);
    return { hash: `op${this.wallet.transfers.length}` };
  }
}

const silentLogger: KitLogger = { warn: jest.fn(), error: jest.fn() };
const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

function newWallet(): Edwallet {
  const secretKey = ed25519.utils.randomPrivateKey();
  const address = addressOf(secretKey);
  return {
    secretKey,
    address,
    ledger: new Map([[address, 5_000_000n]]),
    transfers: [],
    signed: [],
  };
}

/** A Kit with only the edchain adapter and this browser's sign-in config, connected. */
async function connectedKit(
  options: { withoutProfile?: boolean; profile?: NamespaceProfile } = {},
) {
  const wallet = newWallet();
  const adapter = new EdchainAdapter(
    wallet,
    options.withoutProfile ? undefined : (options.profile ?? EDCHAIN_PROFILE),
  );
  const siwx: SiwxConfig = createLocalSiwxConfig({
    storage: createMemoryBackend(),
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    statement: 'Sign in to the example app',
  });
  const kit = createKit({
    networks: [edchain],
    adapters: [adapter],
    storage: createMemoryBackend(),
    logger: silentLogger,
    siwx,
  });
  kits.push(kit);
  await waitForState(
    kit,
    (state) => state.connection.connectors[adapter.connector.id] !== undefined,
  );
  await kit.connect({ connectorId: adapter.connector.id });
  return { kit, wallet, siwx };
}

describe('a custom namespace written against @kit/core alone', () => {
  it('connects and shows its balance in its own units', async () => {
    const { kit } = await connectedKit();
    await waitForState(kit, (state) => selectActiveNativeBalance(state)?.balance !== undefined);
    expect(selectActiveNativeBalance(kit.getState())).toMatchObject({
      balance: '5',
      symbol: 'ED',
    });
  });

  it('signs in with a CAIP-122 message its own ed25519 verifier accepts', async () => {
    const { kit, wallet, siwx } = await connectedKit();
    await waitForState(kit, (state) => state.siwx.status === 'ready');

    kit.store.dispatch(signInRequested());
    await waitForState(kit, (state) => ['signedIn', 'failed'].includes(state.siwx.status));

    expect(kit.getState().siwx).toMatchObject({ status: 'signedIn' });
    const [message] = wallet.signed;
    expect(message?.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Edchain account:',
      wallet.address,
    ]);
    expect(message?.split('\n').at(-1)).toBe('Chain ID: main');
    // The config verified and stored it: a reload finds the session without a new signature.
    const sessions = await siwx.getSessions(edchain.caipNetworkId, wallet.address.toUpperCase());
    expect(sessions.map((session) => session.message)).toEqual([message]);
  });

  it('refuses a signature by another key: its verifier says no, and no session is kept', async () => {
    const { kit, wallet, siwx } = await connectedKit();
    await waitForState(kit, (state) => state.siwx.status === 'ready');
    wallet.signWith = ed25519.utils.randomPrivateKey();

    kit.store.dispatch(signInRequested());
    await waitForState(kit, (state) => ['signedIn', 'failed'].includes(state.siwx.status));

    expect(kit.getState().siwx).toMatchObject({
      status: 'failed',
      error: { code: 'SIWX_SESSION_INVALID' },
    });
    expect(await siwx.getSessions(edchain.caipNetworkId, wallet.address)).toEqual([]);
  });

  it("signs for its account named in another case once its address rule's code has loaded; a failed load fails before the wallet is asked", async () => {
    // A rule whose checks need code loaded on first need (as EIP-55's keccak for eip155): until
    // `load` resolves it refuses everything, and the first load fails (its chunk did not arrive).
    let ready = false;
    let failures = 1;
    const profile = defineNamespaceProfile({
      ...EDCHAIN_PROFILE,
      address: {
        ...EDCHAIN_PROFILE.address,
        isValid: (address) => ready && EDCHAIN_PROFILE.address.isValid(address),
        load: async () => {
          if (failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
          ready = true;
        },
      },
    });
    const { kit, wallet } = await connectedKit({ profile });
    const request = { message: 'Hello Edchain', address: wallet.address.toUpperCase() };
    await expect(kit.signMessage(request)).rejects.toMatchObject({ code: 'SIGN_MESSAGE_FAILED' });
    expect(wallet.signed).toEqual([]);

    const signature = await kit.signMessage(request);
    expect(wallet.signed).toEqual(['Hello Edchain']);
    expect(signature).toMatch(/^[0-9a-f]+$/);
  });

  it('without a sign-in profile fails with AUTH_INIT_FAILED before the wallet is asked', async () => {
    // An adapter with no profile: Kit derives send and sign from its capabilities, no message form.
    const { kit, wallet } = await connectedKit({ withoutProfile: true });
    await waitForState(kit, (state) => state.siwx.status === 'ready');

    kit.store.dispatch(signInRequested());
    await waitForState(kit, (state) => ['signedIn', 'failed'].includes(state.siwx.status));

    expect(kit.getState().siwx.error).toMatchObject({ code: 'AUTH_INIT_FAILED' });
    expect(wallet.signed).toEqual([]);
  });

  it('sends through the modal: its profile checks the receiver, its adapter moves the funds', async () => {
    const { kit, wallet } = await connectedKit();
    await waitForState(kit, (state) => selectActiveNativeBalance(state)?.balance !== undefined);
    const receiver = addressOf(ed25519.utils.randomPrivateKey());
    const profiles = kit.registry.profiles;
    kit.store.dispatch(opened({ view: 'Send' }));

    kit.store.dispatch(sendAmountChanged({ amount: '1.25' }));
    kit.store.dispatch(
      sendReceiverChanged({ receiverAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }),
    );
    expect(selectSendValidation(kit.getState(), profiles)?.message).toBe('Invalid edchain address');

    kit.store.dispatch(sendReceiverChanged({ receiverAddress: receiver }));
    expect(selectSendValidation(kit.getState(), profiles)).toBeUndefined();
    kit.store.dispatch(sendRequested());
    await waitForState(
      kit,
      (state) => !['idle', 'sending'].includes(selectSendState(state).status),
    );

    expect(selectSendState(kit.getState())).toMatchObject({ status: 'success', hash: 'op1' });
    expect(wallet.transfers).toEqual([
      expect.objectContaining({ from: wallet.address, to: receiver, amount: '1250000' }),
    ]);
    expect(wallet.ledger.get(receiver)).toBe(1_250_000n);
    await waitForState(kit, (state) => selectActiveNativeBalance(state)?.balance === '3.75');
  });
});
