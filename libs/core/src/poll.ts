// @kit/core/poll: polling a chain until an answer (a receipt, a confirmation). An entry of its own
// (issue 22): only the adapters' send code waits on a chain, and that loads on the first send; a
// file @kit/core's main entry reaches would be in the first load of every page whose lazy chunks
// use it.
export { POLL_PENDING, pollUntil } from './adapter/poll-until';
export type { PollOptions, PollOutcome, PollStep } from './adapter/poll-until';
