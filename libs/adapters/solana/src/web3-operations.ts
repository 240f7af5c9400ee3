// Everything the adapter does with @solana/web3.js (and the buffer, bn.js, borsh it brings), as
// one lazily loaded chunk (lazy-web3.ts): token balances derive associated-token PDAs, fees and
// sends build transactions. Discovery, connecting, signing messages and SOL's balance need none.
export { readTokenBalances } from './balances';
export { estimateTransferFee } from './estimate-fee';
export { sendTransfer } from './send-transfer';
