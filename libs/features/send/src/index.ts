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
  // Intents (handled by sendSaga)
  sendRequested,
  // Selectors of this slice
  selectSendState,
  selectSendStatus,
} from './send.slice';
export type { SendState, SendStatus, SendToken, SendValidation, WithSend } from './send.slice';
export {
  selectSendValidation,
  selectCanSend,
  selectNetworkBalanceInUSD,
  selectSendAmountValue,
} from './send.selectors';
export type { WithSendAndWallet } from './send.selectors';
export { sendSaga } from './send.saga';
export { isReceiverName } from './send-receiver-name.saga';
