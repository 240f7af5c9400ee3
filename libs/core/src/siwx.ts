// @kit/core/siwx: sign in with X messages (EIP-4361, CAIP-122): writing, reading and verifying
// them. An entry of its own (issue 22): the message codec and its grammar serve the sign-in flow,
// which loads once sign-in is on, and a file @kit/core's main entry reaches would be in the first
// load of every page whose lazy chunks use it. The message and session types stay in @kit/core.
export { createSiwxMessage, parseSiwxMessage } from './siwx/siwx-message';
export { siwxCodec } from './siwx/siwx-codec';
export type { SiwxCodec } from './siwx/siwx-codec';
export { SiwxMessageError } from './siwx/siwx-error';
export { verifySiwxMessage, rfc3339ToMillis } from './siwx/siwx-verify';
export type { VerifySiwxMessageOptions } from './siwx/siwx-verify';
