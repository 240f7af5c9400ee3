import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createCloudClients, type CloudClients } from '@kit/api';
import { DIRECT_REQUEST_CODE } from '@kit/api/request-code';
import { kitDevnet, UserRejectedRequestError } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import {
  accountsChanged,
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  ALICE,
  ScriptedAdapter,
  createTestServices,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { Wallet } from 'ethers';
import { smartSessionsSaga } from './smart-sessions.saga';
import { smartSessionRevokeRequested, smartSessionsRequested } from './smart-sessions.actions';
import { smartSessionsSlice } from './smart-sessions.slice';
import { selectSmartSessions } from './smart-sessions.state';

jest.setTimeout(30_000);

// Anvil's first two dev keys (public test keys); ALICE is the first.
const aliceKey = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const bobKey = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const permissions = [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }];
const FAR_EXPIRY = 4_000_000_000;

/** A wallet that signs with a real key, the owner's unless told otherwise. */
class SigningAdapter extends ScriptedAdapter {
  key = aliceKey;
  refuse = false;
  constructor(signs = true) {
    super({ capabilities: { signMessage: signs } });
  }
  async signMessage({ message }: { message: string }): Promise<string> {
    if (this.refuse) throw new UserRejectedRequestError();
    return this.key.signMessage(message);
  }
}

let cloud: Cloud;
beforeAll(async () => {
  cloud = await startCloud();
});
afterAll(async () => {
  await cloud?.stop();
});

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
});

function setup(
  adapter = new SigningAdapter(),
  api: CloudClients = createCloudClients({
    projectId: 'kit-local',
    urls: { url: cloud.url },
    requestCode: DIRECT_REQUEST_CODE,
  }),
) {
  const services = { ...createTestServices([adapter]), api };
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const store = configureStore({
    reducer: {
      smartSessions: smartSessionsSlice.reducer,
      connection: connectionSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  tasks.push(sagaMiddleware.run(smartSessionsSaga), sagaMiddleware.run(toastSaga));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      accounts: [{ address: ALICE }],
      caipNetworkId: kitDevnet.caipNetworkId,
    }),
  );
  const state = () => selectSmartSessions(store.getState());
  const list = async () => {
    store.dispatch(smartSessionsRequested());
    await waitForState(store, (s) => selectSmartSessions(s).status !== 'loading');
  };
  const revoke = async (pci: string) => {
    store.dispatch(smartSessionRevokeRequested({ pci }));
    await waitForState(store, (s) => !selectSmartSessions(s).revoking.includes(pci));
  };
  return { store, state, list, revoke, adapter };
}

const grant = () =>
  cloud.sessions.grant({ address: ALICE, permissions, expiry: FAR_EXPIRY, chainId: 31337 });

describe('smartSessionsSaga against the local smart-sessions service', () => {
  it("lists the account's sessions newest first; a revoked one (pci + owner's signature) leaves the list", async () => {
    const older = await grant();
    const newer = await grant();
    const kit = setup();
    await kit.list();
    const pcis = kit.state().sessions.map((session) => session.pci);
    expect(pcis.indexOf(newer.pci)).toBeLessThan(pcis.indexOf(older.pci));
    expect(kit.state().sessions.find((s) => s.pci === newer.pci)).toMatchObject({
      address: ALICE,
      projectId: 'kit-local',
      permissions,
    });

    await kit.revoke(older.pci);
    expect(kit.state().sessions.map((s) => s.pci)).not.toContain(older.pci);
    expect(selectToast(kit.store.getState())?.message).toBe('Session revoked');
    // The service agrees: a fresh listing no longer has it.
    await kit.list();
    expect(kit.state().sessions.map((s) => s.pci)).toEqual(expect.arrayContaining([newer.pci]));
    expect(kit.state().sessions.map((s) => s.pci)).not.toContain(older.pci);
  });

  it("keeps the session and says 'Invalid signature' when another key signed", async () => {
    const session = await grant();
    const adapter = new SigningAdapter();
    adapter.key = bobKey;
    const kit = setup(adapter);
    await kit.list();
    await kit.revoke(session.pci);
    expect(kit.state().revokeErrors[session.pci]?.message).toBe('Invalid signature');
    expect(kit.state().sessions.map((s) => s.pci)).toContain(session.pci);
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: 'Invalid signature',
      variant: 'error',
    });
  });

  it('keeps the session with "User rejected the request" when the wallet refuses to sign', async () => {
    const session = await grant();
    const adapter = new SigningAdapter();
    adapter.refuse = true;
    const kit = setup(adapter);
    await kit.list();
    await kit.revoke(session.pci);
    expect(kit.state().revokeErrors[session.pci]?.message).toBe('User rejected the request');
    expect(kit.state().sessions.map((s) => s.pci)).toContain(session.pci);
  });

  it("refuses with 'Address or auth connector not found' when the wallet cannot sign", async () => {
    const session = await grant();
    const kit = setup(new SigningAdapter(false));
    await kit.revoke(session.pci);
    expect(kit.state().revokeErrors[session.pci]?.message).toBe(
      'Address or auth connector not found',
    );
  });

  it('reports a failed listing, and lists nothing without a service', async () => {
    const kit = setup(new SigningAdapter(), {});
    await kit.list();
    expect(kit.state()).toMatchObject({ status: 'error', sessions: [] });
  });

  it('drops the list when the account changes', async () => {
    await grant();
    const kit = setup();
    await kit.list();
    expect(kit.state().sessions.length).toBeGreaterThan(0);
    kit.store.dispatch(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: bobKey.address }],
      }),
    );
    expect(kit.state()).toMatchObject({ status: 'idle', sessions: [] });
  });
});
