import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  ChainRequestError,
  UserRejectedRequestError,
  bitcoinRegtest,
  defineNamespaceProfile,
  EVM_PROFILE,
  loadAddressRules,
  mainnet,
  optimism,
  polkadot,
  solanaLocal,
  type CaipNetworkId,
  type ChainNamespace,
  type KitNetwork,
  type TransferRequest,
} from '@kit/core';
import { balanceFetched, balancesSlice } from '@kit/balances';
import { balancesSaga } from '@kit/balances/lazy-saga';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  ALICE,
  BOB,
  ScriptedAdapter,
  createTestServices,
  deferred,
  flushSagas,
  waitForState,
  type ScriptedAdapterOptions,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { sendSaga } from './send-store.spec-helper';
import { selectCanSend, selectSendValidation } from './send.selectors';
import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from './send.actions';
import { initialSendState, selectSendState, type SendToken } from './send.state';
import { sendSlice } from './send.slice';

const KUSD: SendToken = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'KUSD',
  decimals: 6,
  name: 'Kit USD',
};
const ETH: SendToken = { symbol: 'ETH', decimals: 18, name: 'Ether' };
const SOL_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
// A regtest and a mainnet P2WPKH address (BIP-173's test vector) and Polkadot's Alice (SS58).
const REGTEST_RECEIVER = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const MAINNET_RECEIVER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const DOT_RECEIVER = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const HASH = '0x8a1b0e7d53ac0b1c4b9f3e2d1c0b9a8f7e6d5c4b3a29180f7e6d5c4b3a291807';

/** An adapter that sends: each transfer is recorded and answered by `onSendTransfer`. */
class SendingAdapter extends ScriptedAdapter {
  readonly sent: TransferRequest[] = [];
  onSendTransfer: (request: TransferRequest) => Promise<{ hash: string }> = async () => ({
    hash: HASH,
  });

  constructor(options: ScriptedAdapterOptions = {}) {
    super({ ...options, capabilities: { sendTransfer: true, ...options.capabilities } });
  }

  sendTransfer(request: TransferRequest): Promise<{ hash: string }> {
    this.sent.push(request);
    return this.onSendTransfer(request);
  }
}

// These stores dispatch `connected` themselves: they load what EVM_PROFILE's address rule checks
// checksums with, as the EVM adapter does before it reports accounts (issue 22).
beforeAll(() => loadAddressRules(EVM_PROFILE));

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
});

interface SetupOptions {
  namespace?: ChainNamespace;
  networks?: KitNetwork[];
  address?: string;
  adapter?: ScriptedAdapter;
  /** The wallet's accounts; `null` leaves the namespace without a wallet. */
  accounts?: Array<{ address: string }> | null;
  /** The network the wallet is on (default: the first listed). */
  walletNetwork?: CaipNetworkId;
}

/** A store with a wallet connected on the first network. */
function setup({
  namespace = 'eip155',
  networks = [mainnet, optimism],
  address = ALICE,
  adapter = new SendingAdapter({ namespace }),
  accounts = [{ address }],
  walletNetwork,
}: SetupOptions = {}) {
  const services = createTestServices([adapter]);
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const store = configureStore({
    reducer: {
      send: sendSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      balances: balancesSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  const [network] = networks;
  store.dispatch(networksConfigured(networks));
  store.dispatch(namespaceRegistered({ namespace }));
  store.dispatch(activeNamespaceChanged({ namespace }));
  const caipNetworkId = walletNetwork ?? network!.caipNetworkId;
  if (accounts !== null) {
    store.dispatch(
      connected({ namespace, connectorId: `${namespace}:alpha`, accounts, caipNetworkId }),
    );
    store.dispatch(networkChanged({ namespace, caipNetworkId }));
  }
  tasks.push(
    sagaMiddleware.run(sendSaga),
    sagaMiddleware.run(toastSaga),
    sagaMiddleware.run(balancesSaga),
  );
  const state = () => store.getState();
  const fill = (form: { token?: SendToken; amount?: string; receiverAddress?: string }) => {
    if (form.token) store.dispatch(sendTokenSelected(form.token));
    if (form.amount !== undefined) store.dispatch(sendAmountChanged({ amount: form.amount }));
    if (form.receiverAddress !== undefined)
      store.dispatch(sendReceiverChanged({ receiverAddress: form.receiverAddress }));
  };
  const send = async () => {
    store.dispatch(sendRequested());
    await waitForState(store, (s) => selectSendState(s).status !== 'sending');
  };
  /** Sets the account's balances as if read: `native` in whole units, tokens likewise. */
  const balances = (native: string, tokens: Array<SendToken & { balance: string }> = []) =>
    store.dispatch(
      balanceFetched({
        caipAddress: `${network!.caipNetworkId}:${address}`,
        native: {
          caipAddress: `${network!.caipNetworkId}:${address}`,
          balance: native,
          symbol: network!.nativeCurrency.symbol,
          timestamp: services.clock.now(),
        },
        tokens: {
          tokens: tokens.map((token) => ({ ...token, address: token.address! })),
          timestamp: services.clock.now(),
        },
      }),
    );
  return { store, state, fill, send, balances, adapter: adapter as SendingAdapter, services };
}

type Kit = ReturnType<typeof setup>;

/** A wallet connected on bitcoin regtest, and one on Polkadot. */
const onBitcoin = () =>
  setup({ namespace: 'bip122', networks: [bitcoinRegtest], address: REGTEST_RECEIVER });
const onPolkadot = () =>
  setup({ namespace: 'polkadot', networks: [polkadot], address: DOT_RECEIVER });

/** Requests a send and expects it to fail with `message` without reaching the wallet. */
async function expectRefused(kit: Kit, message: string) {
  expect(selectSendValidation(kit.state(), kit.services.registry.profiles)?.message).toBe(message);
  expect(selectCanSend(kit.state(), kit.services.registry.profiles)).toBe(false);
  await kit.send();
  expect(selectSendState(kit.state())).toMatchObject({
    status: 'error',
    error: { name: 'ValidationError', message },
    validation: { message },
  });
  expect(kit.adapter.sent).toHaveLength(0);
}

describe('sendSaga: validation', () => {
  it.each([
    ['no amount', { token: KUSD, receiverAddress: BOB }],
    ['no receiver', { token: KUSD, amount: '1' }],
    ['blank fields', { token: KUSD, amount: ' ', receiverAddress: '  ' }],
    ['a zero amount', { token: KUSD, amount: '0', receiverAddress: BOB }],
  ])('refuses %s with "An amount and receiver address are required"', async (_name, form) => {
    const kit = setup();
    kit.fill(form);
    await expectRefused(kit, 'An amount and receiver address are required');
  });

  it('refuses an EVM send without a token with "A token is required"', async () => {
    const kit = setup();
    kit.fill({ amount: '1', receiverAddress: BOB });
    await expectRefused(kit, 'A token is required');
  });

  it.each(['1,5', '.5', '1.', '1e3', '+1', '0x10', '1.2.3'])(
    'refuses the amount %s with the decimal rule message',
    async (amount) => {
      const kit = setup();
      kit.fill({ token: KUSD, amount, receiverAddress: BOB });
      await expectRefused(kit, `Number ${amount} is not a valid decimal number.`);
    },
  );

  it("refuses more fractional digits than the token's decimals", async () => {
    const kit = setup();
    kit.fill({ token: KUSD, amount: '1.0000001', receiverAddress: BOB });
    await expectRefused(kit, 'Number 1.0000001 is not a valid decimal number.');
  });

  it('refuses more than the token balance with the insufficient-funds message', async () => {
    const kit = setup();
    kit.balances('1', [{ ...KUSD, balance: '2.5' }]);
    kit.fill({ token: KUSD, amount: '2.500001', receiverAddress: BOB });
    await expectRefused(kit, 'Insufficient funds for the amount and the network fee');
  });

  it('refuses more than the native balance with the insufficient-funds message', async () => {
    const kit = setup();
    kit.balances('0.5');
    kit.fill({ token: ETH, amount: '0.6', receiverAddress: BOB });
    await expectRefused(kit, 'Insufficient funds for the amount and the network fee');
  });

  it('allows exactly the balance', () => {
    const kit = setup();
    kit.balances('1', [{ ...KUSD, balance: '2.5' }]);
    kit.fill({ token: KUSD, amount: '2.5', receiverAddress: BOB });
    expect(selectSendValidation(kit.state(), kit.services.registry.profiles)).toBeUndefined();
    expect(selectCanSend(kit.state(), kit.services.registry.profiles)).toBe(true);
  });

  it('refuses a receiver that is not an address of the active namespace', async () => {
    const kit = setup();
    kit.fill({ token: KUSD, amount: '1', receiverAddress: SOL_RECEIVER });
    await expectRefused(kit, 'Invalid eip155 address');
  });

  it('refuses a mixed-case receiver whose EIP-55 checksum is broken', async () => {
    const kit = setup();
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB.replace('C51812dc', 'c51812dc') });
    await expectRefused(kit, 'Invalid eip155 address');
  });

  it('refuses an EVM receiver on Solana', async () => {
    const kit = setup({ namespace: 'solana', networks: [solanaLocal], address: SOL_RECEIVER });
    kit.fill({ amount: '1', receiverAddress: BOB });
    await expectRefused(kit, 'Invalid solana address');
  });

  it("refuses more fractional digits than bitcoin's 8", async () => {
    const kit = onBitcoin();
    kit.fill({ amount: '0.000000001', receiverAddress: REGTEST_RECEIVER });
    await expectRefused(kit, 'Number 0.000000001 is not a valid decimal number.');
  });

  it("refuses more fractional digits than polkadot's 10", async () => {
    const kit = onPolkadot();
    kit.fill({ amount: '0.00000000001', receiverAddress: DOT_RECEIVER });
    await expectRefused(kit, 'Number 0.00000000001 is not a valid decimal number.');
  });

  it('refuses a mainnet bitcoin receiver on regtest', async () => {
    const kit = onBitcoin();
    kit.fill({ amount: '0.001', receiverAddress: MAINNET_RECEIVER });
    await expectRefused(kit, 'Invalid bip122 address');
  });

  it('refuses an EVM receiver on polkadot', async () => {
    const kit = onPolkadot();
    kit.fill({ amount: '1', receiverAddress: BOB });
    await expectRefused(kit, 'Invalid polkadot address');
  });

  it('follows every edit: the first broken rule is reported until none is left', () => {
    const kit = setup();
    const message = () =>
      selectSendValidation(kit.state(), kit.services.registry.profiles)?.message;
    expect(message()).toBe('An amount and receiver address are required');
    kit.fill({ amount: '1', receiverAddress: BOB });
    expect(message()).toBe('A token is required');
    kit.fill({ token: KUSD, amount: '1..' });
    expect(message()).toBe('Number 1.. is not a valid decimal number.');
    kit.fill({ amount: '1.25' });
    expect(message()).toBeUndefined();
  });

  it('clears a refusal once the form changes', async () => {
    const kit = setup();
    kit.fill({ amount: '1', receiverAddress: BOB });
    await kit.send();
    expect(selectSendState(kit.state()).status).toBe('error');
    kit.fill({ token: KUSD });
    expect(selectSendState(kit.state())).toMatchObject({ status: 'idle' });
    expect(selectSendState(kit.state()).error).toBeUndefined();
    expect(selectSendState(kit.state()).validation).toBeUndefined();
  });
});

describe('sendSaga: sending', () => {
  it('sends a token in base units and, on success, clears the form, shows Account, confirms and refreshes balances', async () => {
    const kit = setup();
    await flushSagas();
    const readsBefore = kit.adapter.calls.getBalance.length;
    kit.fill({ token: KUSD, amount: '1.5', receiverAddress: BOB });
    await kit.send();

    expect(kit.adapter.sent).toEqual([
      {
        connectorId: 'eip155:alpha',
        network: mainnet,
        from: ALICE,
        to: BOB,
        amount: '1500000',
        tokenAddress: KUSD.address,
      },
    ]);
    expect(selectSendState(kit.state())).toEqual({
      ...initialSendState,
      status: 'success',
      hash: HASH,
    });
    expect(selectToast(kit.state())).toMatchObject({
      message: 'Sent 1.5 KUSD',
      variant: 'success',
      open: true,
    });
    await waitForState(kit.store, () => kit.adapter.calls.getBalance.length > readsBefore);
  });

  it('sends the native currency without a token address', async () => {
    const kit = setup();
    kit.fill({ token: ETH, amount: '0.25', receiverAddress: BOB });
    await kit.send();
    expect(kit.adapter.sent).toHaveLength(1);
    expect(kit.adapter.sent[0]).toMatchObject({ amount: '250000000000000000' });
    expect(kit.adapter.sent[0]).not.toHaveProperty('tokenAddress');
  });

  it("sends Solana's native currency without picking a token", async () => {
    const kit = setup({ namespace: 'solana', networks: [solanaLocal], address: SOL_RECEIVER });
    kit.fill({ amount: '0.5', receiverAddress: '11111111111111111111111111111112' });
    await kit.send();
    expect(kit.adapter.sent[0]).toMatchObject({ amount: '500000000', network: solanaLocal });
    expect(selectSendState(kit.state()).status).toBe('success');
  });

  it('is sending while the wallet decides, and ignores a second request meanwhile', async () => {
    const kit = setup();
    const answer = deferred<{ hash: string }>();
    kit.adapter.onSendTransfer = () => answer.promise;
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    kit.store.dispatch(sendRequested());
    kit.store.dispatch(sendRequested());
    await flushSagas();
    expect(selectSendState(kit.state()).status).toBe('sending');
    expect(selectCanSend(kit.state(), kit.services.registry.profiles)).toBe(false);
    answer.resolve({ hash: HASH });
    await waitForState(kit.store, (s) => selectSendState(s).status === 'success');
    expect(kit.adapter.sent).toHaveLength(1);
  });

  it('fails with "User rejected the request" when the visitor declines, keeping the form', async () => {
    const kit = setup();
    kit.adapter.onSendTransfer = async () => {
      throw Object.assign(new Error('MetaMask Tx Signature: User denied transaction signature.'), {
        code: 4001,
      });
    };
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expect(selectSendState(kit.state())).toMatchObject({
      status: 'error',
      error: { code: 'USER_REJECTED', message: 'User rejected the request' },
      amount: '1',
      receiverAddress: BOB,
      token: KUSD,
    });
    expect(selectToast(kit.state())).toMatchObject({
      message: 'User rejected the request',
      variant: 'error',
    });
  });

  it("keeps a wallet error's own message", async () => {
    const kit = setup();
    kit.adapter.onSendTransfer = async () => {
      throw new ChainRequestError('INSUFFICIENT_FUNDS');
    };
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expect(selectSendState(kit.state()).error).toEqual({
      name: 'ChainRequestError',
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds for the amount and the network fee',
    });
  });

  it('recognises a rejection already normalised by the adapter', async () => {
    const kit = setup();
    kit.adapter.onSendTransfer = async () => {
      throw new UserRejectedRequestError();
    };
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expect(selectSendState(kit.state()).error?.message).toBe('User rejected the request');
  });

  it('sends bitcoin in satoshis without picking a token', async () => {
    const kit = onBitcoin();
    kit.fill({ amount: '0.001', receiverAddress: REGTEST_RECEIVER });
    await kit.send();
    expect(kit.adapter.sent).toHaveLength(1);
    expect(kit.adapter.sent[0]).toMatchObject({ amount: '100000', network: bitcoinRegtest });
    expect(kit.adapter.sent[0]).not.toHaveProperty('tokenAddress');
    expect(selectSendState(kit.state()).status).toBe('success');
    expect(selectToast(kit.state())).toMatchObject({ message: 'Sent 0.001 BTC' });
  });

  it('sends polkadot in planck (10 decimals) without picking a token', async () => {
    const kit = onPolkadot();
    kit.fill({ amount: '1.5', receiverAddress: DOT_RECEIVER });
    await kit.send();
    expect(kit.adapter.sent[0]).toMatchObject({ amount: '15000000000', network: polkadot });
    expect(selectSendState(kit.state()).status).toBe('success');
    expect(selectToast(kit.state())).toMatchObject({ message: 'Sent 1.5 DOT' });
  });

  it('fails with "Unsupported chain" on a namespace whose profile offers no send', async () => {
    const profile = defineNamespaceProfile({
      namespace: 'tezos',
      decimals: 6,
      address: { isValid: (address) => address.startsWith('tz1') },
      supports: { sign: true },
    });
    const tezos: KitNetwork = {
      ...mainnet,
      id: 'NetXdQprcVkpaWU',
      caipNetworkId: 'tezos:NetXdQprcVkpaWU',
      chainNamespace: 'tezos',
      nativeCurrency: { name: 'Tez', symbol: 'XTZ', decimals: 6 },
    };
    const kit = setup({
      namespace: 'tezos',
      networks: [tezos],
      address: 'tz1alice',
      adapter: new SendingAdapter({ namespace: 'tezos', profile }),
    });
    kit.fill({ amount: '0.1', receiverAddress: 'tz1bob' });
    expect(selectSendValidation(kit.state(), kit.services.registry.profiles)).toBeUndefined();
    await kit.send();
    expect(selectSendState(kit.state())).toMatchObject({
      status: 'error',
      error: {
        name: 'NotConfiguredError',
        code: 'UNSUPPORTED_CHAIN',
        message: 'Unsupported chain',
      },
    });
    expect(kit.adapter.sent).toHaveLength(0);
  });

  it('fails with "Unsupported chain" when the adapter cannot send', async () => {
    const kit = setup({ adapter: new ScriptedAdapter() });
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expect(selectSendState(kit.state()).error?.message).toBe('Unsupported chain');
  });
});

describe('sendSaga: what a send cannot start without', () => {
  /** Expects the send to have failed with `error` (and its toast) before the wallet was asked. */
  function expectFailedBeforeWallet(kit: Kit, error: { code: string; message: string }) {
    expect(selectSendState(kit.state())).toMatchObject({
      status: 'error',
      error: { name: 'NotConfiguredError', ...error },
    });
    expect(selectToast(kit.state())).toMatchObject({ message: error.message, variant: 'error' });
    expect(kit.adapter.sent).toHaveLength(0);
  }

  it('fails with "Provider not found" when no wallet is connected', async () => {
    const kit = setup({ accounts: null });
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expectFailedBeforeWallet(kit, { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
  });

  it('fails with "Provider not found" when the wallet shares no account', async () => {
    const kit = setup({ accounts: [] });
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expectFailedBeforeWallet(kit, { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
  });

  it('fails with "Unsupported chain" when the wallet is on a network the app does not list', async () => {
    const kit = setup({ networks: [mainnet], walletNetwork: optimism.caipNetworkId });
    // Its balances failed on that network already ('Token Balance Unavailable' is open): the
    // send's toast takes its place after the toasts' reopen delay.
    await flushSagas();
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    await waitForState(kit.store, (s) => selectToast(s).message === 'Unsupported chain');
    expectFailedBeforeWallet(kit, { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' });
  });
});

describe('sendSaga: after the wallet answers', () => {
  it('fails with "An unknown error occurred" when the adapter throws a plain Error', async () => {
    const kit = setup();
    kit.adapter.onSendTransfer = async () => {
      throw new Error('socket hang up');
    };
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    expect(selectSendState(kit.state())).toMatchObject({
      status: 'error',
      error: { code: 'UNKNOWN_ERROR', message: 'An unknown error occurred' },
      amount: '1',
    });
    expect(selectToast(kit.state())).toMatchObject({
      message: 'An unknown error occurred',
      variant: 'error',
    });
  });

  it('sends and confirms an amount typed with spaces around it as the bare number', async () => {
    const kit = setup();
    kit.fill({ token: KUSD, amount: ' 1.5 ', receiverAddress: ` ${BOB} ` });
    await kit.send();
    expect(kit.adapter.sent[0]).toMatchObject({ amount: '1500000', to: BOB });
    expect(selectToast(kit.state())).toMatchObject({ message: 'Sent 1.5 KUSD' });
  });

  it('re-reads the balances after a send even when they were read a moment before', async () => {
    const kit = setup();
    kit.balances('1', [{ ...KUSD, balance: '2.5' }]);
    await flushSagas();
    const readsBefore = kit.adapter.calls.getBalance.length;
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    await kit.send();
    await flushSagas();
    expect(kit.adapter.calls.getBalance.length).toBeGreaterThan(readsBefore);
  });
});

describe('sendSaga: network changes', () => {
  it('resets the form when the active network changes', async () => {
    const kit = setup();
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    kit.store.dispatch(
      networkChanged({ namespace: 'eip155', caipNetworkId: optimism.caipNetworkId }),
    );
    expect(selectSendState(kit.state())).toEqual(initialSendState);
  });

  it('keeps the form when the same network is reported again', () => {
    const kit = setup();
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    kit.store.dispatch(
      networkChanged({ namespace: 'eip155', caipNetworkId: mainnet.caipNetworkId }),
    );
    expect(selectSendState(kit.state())).toMatchObject({ amount: '1', receiverAddress: BOB });
  });

  it("keeps the form when another namespace's network changes", () => {
    const kit = setup({ networks: [mainnet, optimism, solanaLocal] });
    kit.fill({ token: KUSD, amount: '1', receiverAddress: BOB });
    kit.store.dispatch(
      networkChanged({ namespace: 'solana', caipNetworkId: solanaLocal.caipNetworkId }),
    );
    expect(selectSendState(kit.state())).toMatchObject({ amount: '1', token: KUSD });
  });
});
