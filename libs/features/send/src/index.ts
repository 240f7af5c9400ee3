// @kit/send: sending native and token transfers (spec §3 Send state, §4 Sending, §5, §7 Sends).
// Every export below carries its one-line doc comment at its declaration. The page's first load
// reaches this entry, and a bundler puts a whole file in the first load when the page's imports
// reach it and any chunk uses it (issue 22): so the action creators are the `@kit/send/actions`
// entry and the slice the `@kit/send/slice` entry (the store injects it when the Send views or the
// send sagas load); this entry names the actions the page watches by their types.
export { initialSendState, selectSendState, selectSendStatus } from './send.state';
export type { SendState, SendStatus, SendToken, SendValidation, WithSend } from './send.state';
export { SEND_SUCCEEDED } from './send.action-types';
export { SEND_FORM_CHANGES, SEND_SAGA_TRIGGERS, sendSagaLoadFailed } from './send-saga.loader';
export { isReceiverName } from './receiver-name';
