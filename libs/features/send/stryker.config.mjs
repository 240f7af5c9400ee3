// Mutation testing for @kit/send's saga (docs/testing.md): the specs must notice any change to how
// a send is refused, sent, reported or followed up.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/send.saga.ts'],
  specs: ['src/send.saga.spec.ts'],
  // A mutant that leaves the saga waiting fails its test in 2 s instead of hanging until
  // Stryker's timeout, which restarts jest each time.
  jestConfig: { testTimeout: 2000 },
  thresholds: { high: 95, low: 85, break: 85 },
});
