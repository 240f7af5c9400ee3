import * as api from './index';
import * as actions from './send.actions';
import * as slice from './send.slice';
import * as views from './views';

// Pins the public API of @kit/send: changing this list is a deliberate API change (STYLE.md).
describe('@kit/send public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'SEND_FORM_CHANGES',
      'SEND_SAGA_TRIGGERS',
      'SEND_SUCCEEDED',
      'initialSendState',
      'isReceiverName',
      'selectSendState',
      'selectSendStatus',
      'sendSagaLoadFailed',
    ]);
  });

  it('leaves to @kit/send/views what only the views use (out of the first load, issue 22)', () => {
    expect(Object.keys(views).sort()).toEqual([
      'selectCanSend',
      'selectNetworkBalanceInUSD',
      'selectSendAmountValue',
      'selectSendValidation',
    ]);
  });

  it('leaves the action creators to @kit/send/actions, out of the first load (issue 22)', () => {
    expect(Object.keys(actions).sort()).toEqual([
      'sendAmountChanged',
      'sendFailed',
      'sendReceiverChanged',
      'sendReceiverNameResolved',
      'sendRequested',
      'sendReset',
      'sendStarted',
      'sendSucceeded',
      'sendTokenSelected',
    ]);
  });

  it('leaves the slice to @kit/send/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['sendSlice']);
    expect(api).not.toHaveProperty('sendSlice');
  });
});
