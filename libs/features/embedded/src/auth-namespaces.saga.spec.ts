import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  WalletConnectionError,
  mainnet,
  solanaDevnet,
  type AuthConnector,
  type ChainNamespace,
} from '@kit/core';
import {
  connectionSaga,
  connectionSlice,
  connectRequested,
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
} from '@kit/connection';
import { connectionRequestSaga } from '@kit/connection/lazy-saga';
import {
  ScriptedAdapter,
  connector,
  createTestServices,
  flushSagas,
  registerAdapters,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import {
  networkSaga,
  networkSlice,
  networksConfigured,
  selectCaipNetworkId,
  switchNetworkRequested,
} from '@kit/network';
import { optionsSlice } from '@kit/options';
import { authNamespacesSaga } from './auth-namespaces.saga';

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/** The embedded wallet as far as this saga sees it: the namespaces it serves. */
const AUTH = { namespaces: ['eip155', 'solana'] } as unknown as AuthConnector;

const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

const auth = (namespace: ChainNamespace) =>
  connector(namespace, 'auth', 'Email & socials', { type: 'AUTH' });

function setup() {
  const evm = new ScriptedAdapter({
    connectors: [auth('eip155'), connector('eip155', 'alpha', 'Alpha Wallet')],
  });
  const solana = new ScriptedAdapter({
    namespace: 'solana',
    connectors: [auth('solana'), connector('solana', 'beta', 'Beta Wallet')],
  });
  solana.accounts = [{ address: SOLANA_ADDRESS, type: 'eoa' }];
  const services = createTestServices([evm, solana]);
  const sagaMiddleware = createSagaMiddleware({
    context: { ...services, networkHint: selectCaipNetworkId },
  });
  const store = configureStore({
    reducer: {
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  tasks.push(
    sagaMiddleware.run(connectionSaga),
    sagaMiddleware.run(connectionRequestSaga),
    sagaMiddleware.run(networkSaga),
    sagaMiddleware.run(authNamespacesSaga, AUTH),
  );
  registerAdapters(store.dispatch, [evm, solana]);
  store.dispatch(networksConfigured([mainnet, solanaDevnet]));
  return { store, evm, solana };
}

type Kit = ReturnType<typeof setup>;

async function connectEvm(kit: Kit, connectorId: string) {
  kit.store.dispatch(connectRequested({ connectorId }));
  await waitForState(kit.store, (state) => selectConnectionStatus(state, 'eip155') === 'connected');
}

/** Networks → Solana, as the network picker does it. */
async function switchToSolanaFromPicker(kit: Kit) {
  kit.store.dispatch(switchNetworkRequested({ caipNetworkId: solanaDevnet.caipNetworkId }));
}

describe('authNamespacesSaga: the embedded identity follows the visitor into Solana', () => {
  it('connects the Solana AUTH connector on the switch', async () => {
    const kit = setup();
    await connectEvm(kit, 'eip155:auth');
    await switchToSolanaFromPicker(kit);
    await waitForState(
      kit.store,
      (state) => selectConnectionStatus(state, 'solana') === 'connected',
    );
    await flushSagas();
    const state = kit.store.getState();
    expect(selectConnection(state, 'solana')).toMatchObject({
      connectorId: 'solana:auth',
      accounts: [{ address: SOLANA_ADDRESS }],
      caipNetworkId: solanaDevnet.caipNetworkId,
    });
    expect(selectActiveNamespace(state)).toBe('solana');
    expect(kit.solana.calls.connect).toEqual([
      { connectorId: 'solana:auth', caipNetworkId: solanaDevnet.caipNetworkId },
    ]);
    // The EVM connection stays, each namespace with its own account.
    expect(selectConnection(state, 'eip155')?.connectorId).toBe('eip155:auth');
  });

  it('connects nothing for a wallet without a Solana account (not the embedded one)', async () => {
    const kit = setup();
    await connectEvm(kit, 'eip155:alpha');
    await switchToSolanaFromPicker(kit);
    await flushSagas();
    expect(selectConnectionStatus(kit.store.getState(), 'solana')).toBe('disconnected');
    expect(kit.solana.calls.connect).toEqual([]);
  });

  it('leaves Solana disconnected when its connection fails, for another wallet', async () => {
    const kit = setup();
    await connectEvm(kit, 'eip155:auth');
    kit.solana.onConnect = async () => {
      throw new WalletConnectionError('CONNECT_FAILED');
    };
    await switchToSolanaFromPicker(kit);
    await waitForState(kit.store, () => kit.solana.calls.connect.length === 1);
    await flushSagas();
    expect(selectConnectionStatus(kit.store.getState(), 'solana')).toBe('disconnected');
  });

  it('does nothing before a login (no namespace connected through the embedded wallet)', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: solanaDevnet.caipNetworkId }));
    await flushSagas();
    expect(kit.solana.calls.connect).toEqual([]);
    expect(selectConnectionStatus(kit.store.getState(), 'solana')).toBe('disconnected');
  });
});
