import { createMemoryBackend, mainnet, type AuthUser, type KitLogger } from '@kit/core';
import { connected, disconnectRequested } from '@kit/connection';
import { selectRecentConnections } from '@kit/connection/views';
import {
  ScriptedAdapter,
  connector,
  flushSagas,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { userChanged } from '@kit/embedded/actions';
import { embeddedSlice } from '@kit/embedded/slice';
import { createKit, type Kit } from './create-kit';
import { injectLazySlice } from './kit-store';

// The embedded wallet's connections carry their login (spec §3 Connection "auth name"), so a
// switch back to one that ended runs that login again (§4). Real store, scripted wallet. The tests
// stand in for the embedded wallet's saga (which reports the user), whose chunk injects the
// embedded slice as it loads (issue 22).
injectLazySlice(embeddedSlice);

const silentLogger: KitLogger = { warn: jest.fn(), error: jest.fn() };
const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

const USER: AuthUser = {
  provider: 'github',
  username: 'alice',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  accounts: [{ type: 'eoa', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  preferredAccountType: 'eoa',
  chainId: 1,
  smartAccountDeployed: false,
  smartAccountEnabledChainIds: [],
};

function startKit(): Kit {
  const adapter = new ScriptedAdapter({
    connectors: [
      connector('eip155', 'alpha', 'Alpha Wallet'),
      connector('eip155', 'auth', 'Email & socials', { type: 'AUTH' }),
    ],
  });
  const kit = createKit({
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryBackend(),
    logger: silentLogger,
    features: { multiWallet: true },
  });
  kits.push(kit);
  return kit;
}

describe('auth names of connections', () => {
  it('names an embedded-wallet connection by its login, so the ended one remembers it', async () => {
    const kit = startKit();
    await flushSagas();
    kit.store.dispatch(userChanged(USER));
    await kit.connect({ connectorId: 'eip155:auth' });
    await waitForState(
      kit.store,
      (state) => state.connection.connections.eip155?.authName === 'github',
    );
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await waitForState(kit.store, (state) => selectRecentConnections(state).length === 1);
    expect(selectRecentConnections(kit.getState())[0]?.connection).toMatchObject({
      connectorId: 'eip155:auth',
      authName: 'github',
    });
  });

  it('leaves a connection of another wallet unnamed', async () => {
    const kit = startKit();
    await flushSagas();
    kit.store.dispatch(userChanged(USER));
    kit.store.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: '0xa' }],
      }),
    );
    await flushSagas();
    expect(kit.getState().connection.connections.eip155?.authName).toBeUndefined();
  });
});
