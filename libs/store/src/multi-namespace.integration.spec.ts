// Two namespaces in one Kit, as the browser journey runs them: the same test wallet is
// installed for EVM (EIP-6963) and Solana (Wallet Standard) and shows once; EVM connects, the
// active chain moves to Solana (SwitchActiveChain, since that namespace has no account yet), Solana
// connects through the same wallet, KUSD is sent on Solana through the send feature, and each
// namespace keeps its own connection. Real chains: anvil and the LiteSVM ledger.
import { JSDOM } from 'jsdom';
import { createEvmAdapter } from '@kit/adapter-evm';
import { createSolanaAdapter } from '@kit/adapter-solana';
import { selectAlerts } from '@kit/alerts';
import { selectActiveTokenBalances } from '@kit/balances/active-balances';
import {
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
  selectConnectors,
} from '@kit/connection';
import { mergeMultiChainConnectors } from '@kit/connection/views';
import { createMemoryBackend, kitDevnet, solanaLocal, withRpcUrl, type KitLogger } from '@kit/core';
import { selectModalOpen, selectModalView } from '@kit/modal';
import { selectSendState } from '@kit/send';
import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from '@kit/send/actions';
import {
  announceEip6963,
  createEvmTestWallet,
  createSolanaTestWallet,
  KIT_TEST_WALLET_ICON,
  registerWalletStandard,
  startDevnet,
  type Devnet,
  waitForState,
} from '@kit/testing';
import { createKit, type Kit } from './create-kit';

const EVM_ID = 'eip155:dev.kit.testwallet';
const SOLANA_ID = 'solana:Kit Test Wallet';
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: Devnet;
let kit: Kit;
let close: () => Promise<void>;

beforeAll(async () => {
  devnet = await startDevnet({ accounts: 3, solana: { accounts: 4 } });
});

afterAll(async () => {
  await devnet.stop();
});

beforeEach(() => {
  const solana = devnet.solana!;
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const evmWallet = createEvmTestWallet({
    privateKeys: [devnet.accounts[1]!.privateKey],
    chains: [devnet.chains[0]!],
  });
  const stopAnnouncing = announceEip6963(window, evmWallet, {
    uuid: '3c1e0f8a-5b2d-4c7e-9f1a-6d8b2e4c0a17',
    name: 'Kit Test Wallet',
    icon: KIT_TEST_WALLET_ICON,
    rdns: 'dev.kit.testwallet',
  });
  const solanaWallet = createSolanaTestWallet({
    secretKeys: [solana.accounts[1]!.secretKey],
    chains: [{ id: 'solana:localnet', rpcUrl: solana.rpcUrl, webSocketUrl: solana.webSocketUrl }],
  });
  const unregister = registerWalletStandard(window, solanaWallet);
  const solanaNetwork = withRpcUrl(solanaLocal, solana.rpcUrl, solana.webSocketUrl);
  kit = createKit({
    networks: [withRpcUrl(kitDevnet, devnet.chains[0]!.rpcUrl), solanaNetwork],
    adapters: [
      createEvmAdapter(),
      createSolanaAdapter({
        tokenInfo: { [solana.token.address]: { symbol: 'KUSD', name: 'Kit USD' } },
        confirmation: { pollDelayMs: 20 },
      }),
    ],
    tokens: { [solanaNetwork.caipNetworkId]: [solana.token.address] },
    storage: createMemoryBackend(),
    window,
    logger: silentLogger,
  });
  close = async () => {
    await kit.destroy();
    stopAnnouncing();
    unregister();
    await solanaWallet.destroy();
    window.close();
  };
});

afterEach(() => close());

const bothDiscovered = () =>
  waitForState(kit, (state) =>
    Boolean(state.connection.connectors[EVM_ID] && state.connection.connectors[SOLANA_ID]),
  );

describe('one Kit with EVM and Solana', () => {
  it('connects EVM and Solana in the same wallet, shown once, and sends KUSD on Solana', async () => {
    await bothDiscovered();
    const merged = mergeMultiChainConnectors(selectConnectors(kit.getState()), 'eip155');
    expect(merged.filter((connector) => connector.name === 'Kit Test Wallet')).toEqual([
      expect.objectContaining({ type: 'MULTI_CHAIN', id: EVM_ID }),
    ]);

    await kit.connect({ connectorId: EVM_ID });
    kit.open();
    await kit.switchNetwork(solanaLocal.caipNetworkId);
    expect(selectActiveNamespace(kit.getState())).toBe('solana');
    await waitForState(kit, (state) => selectModalView(state) === 'SwitchActiveChain');
    expect(selectModalOpen(kit.getState())).toBe(true);

    // The same (merged) wallet row now acts for Solana.
    const forSolana = mergeMultiChainConnectors(selectConnectors(kit.getState()), 'solana');
    const row = forSolana.find((connector) => connector.type === 'MULTI_CHAIN')!;
    expect(row.id).toBe(SOLANA_ID);
    const solanaConnection = await kit.connect({ connectorId: row.id });
    expect(solanaConnection.accounts[0]?.address).toBe(devnet.solana!.accounts[1]!.address);

    // One connection per namespace, each with its own connector.
    const state = kit.getState();
    expect(selectConnectionStatus(state, 'eip155')).toBe('connected');
    expect(selectConnectionStatus(state, 'solana')).toBe('connected');
    expect(selectConnection(state, 'eip155')?.connectorId).toBe(EVM_ID);
    expect(selectConnection(state, 'solana')?.connectorId).toBe(SOLANA_ID);

    // Send KUSD on Solana: the send feature dispatches to the Solana adapter by namespace.
    await waitForState(kit, (current) => selectActiveTokenBalances(current).length === 1);
    const before = selectActiveTokenBalances(kit.getState())[0]!;
    const { address, symbol, decimals, name } = devnet.solana!.token;
    kit.store.dispatch(sendTokenSelected({ address, symbol, decimals, name }));
    kit.store.dispatch(sendAmountChanged({ amount: '2.5' }));
    kit.store.dispatch(
      sendReceiverChanged({ receiverAddress: devnet.solana!.accounts[3]!.address }),
    );
    kit.store.dispatch(sendRequested());
    await waitForState(
      kit,
      (current) => !['idle', 'sending'].includes(selectSendState(current).status),
    );
    expect(selectSendState(kit.getState())).toMatchObject({ status: 'success' });
    await waitForState(
      kit,
      (current) => selectActiveTokenBalances(current)[0]?.balance !== before.balance,
    );
    expect(
      Number(before.balance) - Number(selectActiveTokenBalances(kit.getState())[0]!.balance),
    ).toBe(2.5);

    // Back to EVM: connected there, so no SwitchActiveChain, and both connections stay.
    await kit.switchNetwork(kitDevnet.caipNetworkId);
    expect(selectActiveNamespace(kit.getState())).toBe('eip155');
    expect(selectConnectionStatus(kit.getState(), 'solana')).toBe('connected');
  });

  it('says a namespace without an adapter is not configured, in the spec words', async () => {
    const message =
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.";
    expect(() => kit.open({ namespace: 'bip122' })).toThrow(message);
    expect(selectModalOpen(kit.getState())).toBe(false);
    await expect(kit.disconnect('polkadot')).rejects.toMatchObject({
      code: 'NAMESPACE_NOT_CONFIGURED',
      message:
        "Namespace 'polkadot' is not configured. Please call connect() first with namespace config.",
    });
  });

  it('warns APKTW001 when a request names a namespace that has no connection', async () => {
    await bothDiscovered();
    await kit.connect({ connectorId: EVM_ID });
    const codes = () => selectAlerts(kit.getState()).map((alert) => alert.code);
    expect(codes()).not.toContain('APKTW001');
    await kit.disconnect('solana');
    expect(codes()).toContain('APKTW001');
    expect(selectConnectionStatus(kit.getState(), 'eip155')).toBe('connected');
  });
});
