// The on-ramp client's request code's chunk entry (see cloud-request-code.ts).
export { createOnrampRequests } from '@kit/api/onramp-requests';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
