// The hosted sign-in config's working part's chunk's entry (see lazy-saga-anchor.ts): its client,
// tokens and message data load on the config's first call (hosted-siwx.ts).
export { cloudSiwxService } from '@kit/siwx/cloud-service';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
