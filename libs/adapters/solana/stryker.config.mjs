// Mutation testing for the solana adapter's money code (docs/testing.md): the transfer a request
// stands for (SOL through the System program, SPL tokens through TransferChecked to the recipient's
// associated token account), the hand-written SPL layouts and instructions, and the fee. The amount
// itself is read by @kit/core's parseBaseUnits (mutated with libs/core). Only the unit specs run,
// against a recording RPC client and @solana/spl-token's own builders: the validator specs would
// start a chain for every mutant.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/transfer.ts', 'src/spl-token.ts', 'src/estimate-fee.ts'],
  specs: ['src/spl-token.spec.ts', 'src/transfer.spec.ts'],
  // The module-level program ids are static mutants: each one reloads web3.js and spl-token for
  // every spec (15 s cold on the shared machine) and timed out. spl-token.spec.ts compares the
  // three ids with @solana/spl-token's, and its layout and instruction tests pin the offsets and
  // instruction tags, so they are checked without Stryker.
  ignoreStatic: true,
  // A jest run loads web3.js and spl-token; under load the default limit counted slow runs as
  // timeouts and restarted a worker each.
  timeoutMS: 30000,
  thresholds: { high: 95, low: 90, break: 90 },
});
