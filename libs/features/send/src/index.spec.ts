import * as api from './index';

// Pins the public API of @kit/send: changing this list is a deliberate API change (STYLE.md).
describe('@kit/send public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'initialSendState',
      'isReceiverName',
      'selectCanSend',
      'selectNetworkBalanceInUSD',
      'selectSendAmountValue',
      'selectSendState',
      'selectSendStatus',
      'selectSendValidation',
      'sendAmountChanged',
      'sendFailed',
      'sendReceiverChanged',
      'sendReceiverNameResolved',
      'sendRequested',
      'sendReset',
      'sendSaga',
      'sendSlice',
      'sendStarted',
      'sendSucceeded',
      'sendTokenSelected',
    ]);
  });
});
