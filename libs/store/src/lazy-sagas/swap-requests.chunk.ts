// The swap client's request code's chunk entry (see cloud-request-code.ts).
export { createSwapRequests } from '@kit/api/swap-requests';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
