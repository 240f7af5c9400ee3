// Mutation testing for @kit/swap's saga (docs/testing.md): the specs must notice any change to how
// tokens and a quote are read, a swap approved and sent, or a failure reported.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

// Its specs need the devnet and apps/cloud: tools/scripts/mutation.mjs starts them once for the
// whole run (tools/scripts/mutation-services.ts) instead of once per mutant, at concurrency 1.
export const sharedServices = true;

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/swap.saga.ts'],
  specs: ['src/swap.saga.spec.ts', 'src/swap.saga.requests.spec.ts'],
  // A mutant that leaves the saga waiting fails its test in 2 s instead of hanging until
  // Stryker's timeout, which restarts jest (and its devnet and cloud) each time.
  jestConfig: { testTimeout: 2000 },
  // Stryker's limit is the covering tests' dry-run time × 1.5 plus this. Each jest run also loads
  // the spec's modules (seconds at load 12-17); with the default 5 s, mutants whose tests fail or
  // pass quickly were counted as timeouts, and each timeout restarts the jest worker (~1 min).
  timeoutMS: 30_000,
  ignoreStatic: true,
  thresholds: { high: 95, low: 85, break: 85 },
});
