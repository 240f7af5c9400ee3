import type { Task } from 'redux-saga';
import {
  EVM_PROFILE,
  loadAddressRules,
  UserRejectedRequestError,
  mainnet,
  type TransferRequest,
} from '@kit/core';
import { analyticsEventTracked } from '@kit/analytics';
import {
  BOB,
  ScriptedAdapter,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { startConnectedSendStore } from './send-store.spec-helper';
import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from './send.actions';
import { selectSendState } from './send.state';

const HASH = `0x${'ab'.repeat(32)}`;

/** An EVM wallet whose send `answer` decides. */
class AnsweringAdapter extends ScriptedAdapter {
  answer: () => Promise<{ hash: string }> = async () => ({ hash: HASH });
  constructor() {
    super({ capabilities: { sendTransfer: true } });
  }
  sendTransfer(_request: TransferRequest): Promise<{ hash: string }> {
    return this.answer();
  }
}

const tasks: Task[] = [];
// These stores dispatch `connected` themselves: they load what EVM_PROFILE's address rule checks
// checksums with, as the EVM adapter does before it reports accounts (issue 22).
beforeAll(() => loadAddressRules(EVM_PROFILE));

afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

/** ALICE connected on mainnet with the send saga running; `tracked` lists the events. */
function setup() {
  const adapter = new AnsweringAdapter();
  const { store, actions, task } = startConnectedSendStore(adapter, mainnet);
  tasks.push(task);
  const send = async (amount: string, receiverAddress: string) => {
    store.dispatch(sendTokenSelected({ symbol: 'ETH', decimals: 18, name: 'Ether' }));
    store.dispatch(sendAmountChanged({ amount }));
    store.dispatch(sendReceiverChanged({ receiverAddress }));
    store.dispatch(sendRequested());
    await waitForState(
      store,
      (state) => !['idle', 'sending'].includes(selectSendState(state).status),
    );
  };
  const tracked = () =>
    actions
      .filter((action) => analyticsEventTracked.match(action))
      .map((action) => (action as ReturnType<typeof analyticsEventTracked>).payload);
  return { adapter, send, tracked };
}

describe('sendSaga analytics', () => {
  it('tracks SEND_INITIATED then SEND_SUCCESS with the token, amount, network and hash', async () => {
    const { send, tracked } = setup();
    await send(' 0.5 ', BOB);
    const properties = { token: 'ETH', amount: '0.5', network: 'eip155:1' };
    expect(tracked()).toEqual([
      { event: 'SEND_INITIATED', properties },
      { event: 'SEND_SUCCESS', properties: { ...properties, hash: HASH } },
    ]);
  });

  it('tracks SEND_INITIATED only when the wallet refuses', async () => {
    const { adapter, send, tracked } = setup();
    adapter.answer = () => Promise.reject(new UserRejectedRequestError());
    await send('1', BOB);
    expect(tracked().map((event) => event.event)).toEqual(['SEND_INITIATED']);
  });

  it('tracks nothing for a form that breaks a rule (the wallet is never asked)', async () => {
    const { send, tracked } = setup();
    await send('', BOB);
    expect(tracked()).toEqual([]);
  });
});
