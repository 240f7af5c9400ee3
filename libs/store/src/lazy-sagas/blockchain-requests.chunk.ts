// The Blockchain API client's request code's chunk entry (see cloud-request-code.ts).
export { createBlockchainRequests } from '@kit/api/blockchain-requests';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';
