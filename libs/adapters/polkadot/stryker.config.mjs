// Mutation testing for the polkadot adapter's money code (docs/testing.md): the native transfer
// (what is signed, which statuses settle it, how the block's events decide it), its fee and the
// free balance. Only the unit specs run, against a scripted @polkadot/api stand-in: the chopsticks
// spec would start its devnet for every mutant.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/send-transfer.ts', 'src/estimate-fee.ts', 'src/balance.ts'],
  specs: ['src/send-transfer.spec.ts', 'src/balance.spec.ts'],
  thresholds: { high: 95, low: 90, break: 90 },
});
