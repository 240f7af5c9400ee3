// @kit/send: sending native and token transfers (spec §3 Send state, §4 Sending, §5, §7 Sends).
// Every export below carries its one-line doc comment at its declaration.
export {
  sendSlice,
  initialSendState,
  // Form changes (views dispatch these)
  sendTokenSelected,
  sendAmountChanged,
  sendReceiverChanged,
  sendReset,
  // Saga outcomes
  sendStarted,
  sendSucceeded,
  sendFailed,
  sendReceiverNameResolved,
  // Intents (handled by the sends' saga, which the store loads on the first one)
  sendRequested,
  // Selectors of this slice
  selectSendState,
  selectSendStatus,
} from './send.slice';
export type { SendState, SendStatus, SendToken, SendValidation, WithSend } from './send.slice';
export { SEND_FORM_CHANGES, SEND_SAGA_TRIGGERS, sendSagaLoadFailed } from './send-saga.loader';
export { isReceiverName } from './receiver-name';
