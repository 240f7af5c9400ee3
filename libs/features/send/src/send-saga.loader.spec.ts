import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from './send.actions';
import { initialSendState } from './send.state';
import { sendSlice } from './send.slice';
import { SEND_FORM_CHANGES, SEND_SAGA_TRIGGERS, sendSagaLoadFailed } from './send-saga.loader';

describe("the sends' saga loader", () => {
  it('is loaded by the Send intent only (the form changes have reducers and run without it)', () => {
    expect(SEND_SAGA_TRIGGERS).toEqual([sendRequested.type]);
  });

  it("loads the form's saga on every change of the form, even with no wallet (Send may open first)", () => {
    expect(SEND_FORM_CHANGES).toEqual([
      sendTokenSelected.type,
      sendAmountChanged.type,
      sendReceiverChanged.type,
    ]);
  });

  it('fails the send with the typed error when the chunk does not load', () => {
    const failure = sendSagaLoadFailed(
      new TypeError('Failed to fetch dynamically imported module'),
      sendRequested(),
    );
    expect(sendSlice.reducer({ ...initialSendState, amount: '1' }, failure)).toMatchObject({
      status: 'error',
      amount: '1',
      error: {
        name: 'KitError',
        code: 'UNKNOWN_ERROR',
        message: 'Failed to fetch dynamically imported module',
      },
    });
  });
});
