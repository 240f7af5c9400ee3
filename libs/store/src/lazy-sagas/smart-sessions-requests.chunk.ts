// The smart-sessions client's request code's chunk entry (see cloud-request-code.ts).
export { createSmartSessionsRequests } from '@kit/api/smart-sessions-requests';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
