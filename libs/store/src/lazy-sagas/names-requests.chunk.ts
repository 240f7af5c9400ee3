// The names client's request code's chunk entry (see cloud-request-code.ts).
export { createNamesRequests } from '@kit/api/names-requests';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
