import type { UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { Wallet } from 'ethers';
import { createNamesClient, type NamesClient, type NamesRequestsLoader } from '@kit/api';
import { buildNameRegistrationMessage, coinTypeForChainId } from '@kit/api/name-messages';
import { createNamesRequests } from '@kit/api/names-requests';
import { startCloud, type Cloud } from '@kit/cloud';
import { kitDevnet } from '@kit/core';
import {
  ALICE,
  ScriptedAdapter,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { startConnectedSendStore } from './send-store.spec-helper';
import { sendReceiverChanged } from './send.actions';
import { selectSendState } from './send.state';

/** The names client's request code (the page loads it from @kit/store's chunk). */
const loadRequests: NamesRequestsLoader = () => Promise.resolve({ createNamesRequests });

// Send to a name (spec §3 receiverProfileName, §7 GET /v1/profile/account/{name}): the names
// service is apps/cloud, the name registered there with a real signature.

const registrant = Wallet.createRandom();
let cloud: Cloud;
let names: NamesClient;
const tasks: Task[] = [];

beforeAll(async () => {
  cloud = await startCloud();
  names = createNamesClient({ baseUrl: cloud.url, projectId: 'kit-local' }, loadRequests);
  const message = buildNameRegistrationMessage({
    name: 'rita',
    timestamp: Math.floor(Date.now() / 1000),
  });
  await names.registerName({
    address: registrant.address,
    coinType: coinTypeForChainId(Number(kitDevnet.id)),
    message,
    signature: await registrant.signMessage(message),
  });
}, 30_000);

afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

afterAll(async () => {
  await cloud.stop();
});

/**
 * ALICE connected on the devnet, the send saga running with the names client; `before` is
 * dispatched before it starts.
 */
function setup(before: UnknownAction[] = []) {
  const names = createNamesClient({ baseUrl: cloud.url, projectId: 'kit-local' }, loadRequests);
  const { store, task } = startConnectedSendStore(
    new ScriptedAdapter(),
    kitDevnet,
    { api: { names } },
    before,
  );
  tasks.push(task);
  return store;
}

describe('sending to a name', () => {
  it("resolves a typed name to its address, with the name as the receiver's profile name", async () => {
    const store = setup();
    store.dispatch(sendReceiverChanged({ receiverAddress: ' rita.kit.id ' }));
    await waitForState(store, (state) => selectSendState(state).receiverProfileName !== undefined);
    expect(selectSendState(store.getState())).toMatchObject({
      receiverAddress: registrant.address,
      receiverProfileName: 'rita.kit.id',
      status: 'idle',
    });
    expect(selectSendState(store.getState()).receiverProfileImageUrl).toBeUndefined();
  });

  it('resolves a name typed before the saga started (the store loads it once a wallet is on its way)', async () => {
    const store = setup([sendReceiverChanged({ receiverAddress: 'rita.kit.id' })]);
    await waitForState(store, (state) => selectSendState(state).receiverProfileName !== undefined);
    expect(selectSendState(store.getState())).toMatchObject({
      receiverAddress: registrant.address,
      receiverProfileName: 'rita.kit.id',
    });
  });

  it('fails the form with the service reason for a name nobody registered', async () => {
    const store = setup();
    store.dispatch(sendReceiverChanged({ receiverAddress: 'nobody-here.kit.id' }));
    await waitForState(store, (state) => selectSendState(state).status === 'error');
    expect(selectSendState(store.getState())).toMatchObject({
      receiverAddress: 'nobody-here.kit.id',
      error: { code: 'NAME_RESOLVE_FAILED' },
    });
    expect(selectSendState(store.getState()).receiverProfileName).toBeUndefined();
  });

  it('keeps only the latest text: a name typed over before it resolved is not applied', async () => {
    const store = setup();
    store.dispatch(sendReceiverChanged({ receiverAddress: 'rita.kit.id' }));
    store.dispatch(sendReceiverChanged({ receiverAddress: ALICE }));
    store.dispatch(sendReceiverChanged({ receiverAddress: 'rita.kit.id' }));
    store.dispatch(sendReceiverChanged({ receiverAddress: ALICE }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(selectSendState(store.getState())).toMatchObject({ receiverAddress: ALICE });
    expect(selectSendState(store.getState()).receiverProfileName).toBeUndefined();
  });
});
