import * as api from './index';
import * as views from './views';

// Pins the public API of @kit/send: changing this list is a deliberate API change (STYLE.md).
describe('@kit/send public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'SEND_FORM_CHANGES',
      'SEND_SAGA_TRIGGERS',
      'initialSendState',
      'isReceiverName',
      'selectSendState',
      'selectSendStatus',
      'sendAmountChanged',
      'sendFailed',
      'sendReceiverChanged',
      'sendReceiverNameResolved',
      'sendRequested',
      'sendReset',
      'sendSagaLoadFailed',
      'sendSlice',
      'sendStarted',
      'sendSucceeded',
      'sendTokenSelected',
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
});
