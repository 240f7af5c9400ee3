// Mutation testing for the EVM adapter's money and address rules (docs/testing.md): hex
// quantities, the transaction a transfer or a built request stands for, and the fee arithmetic.
// Only the fast unit specs run: the anvil specs (send-transfer, send-transaction) would start the
// devnet for every mutant. send-transaction.ts is mutated only where it builds the wallet's object
// (lines 14-43: the two patterns buildTransaction uses, and buildTransaction); sending and waiting
// need a wallet and a chain.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/hex.ts', 'src/transfer.ts', 'src/estimate-fee.ts', 'src/send-transaction.ts:14-43'],
  specs: [
    'src/hex.spec.ts',
    'src/transfer.spec.ts',
    'src/estimate-fee.spec.ts',
    'src/build-transaction.spec.ts',
  ],
  thresholds: { high: 95, low: 90, break: 90 },
});
