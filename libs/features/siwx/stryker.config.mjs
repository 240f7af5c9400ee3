// Mutation testing for @kit/siwx's sagas (docs/testing.md): the specs must notice any change to how
// a sign-in is checked, signed, stored, cancelled or signed out, or an e-mail captured after it.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

// Its specs need the devnet and apps/cloud: tools/scripts/mutation.mjs starts them once for the
// whole run (tools/scripts/mutation-services.ts) instead of once per mutant, at concurrency 1.
export const sharedServices = true;

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/siwx.saga.ts', 'src/data-capture.saga.ts'],
  specs: [
    'src/siwx.saga.spec.ts',
    'src/data-capture.saga.spec.ts',
    'src/data-capture.saga.rules.spec.ts',
  ],
  // jest's default 5 s (the 15 s was for the spec's own cloud start, which the shared cloud
  // spares): a mutant that leaves a saga waiting fails its test in 5 s instead of reaching
  // Stryker's timeout. Not swap's 2 s: each test signs with ethers, and at load 9 a test of
  // siwx.saga.spec.ts took over 2 s (its dry run would fail, ending the whole run).
  jestConfig: { testTimeout: 5000 },
  // Stryker's limit is the covering tests' dry-run time × 1.5 plus this. Each jest run also loads
  // the spec's modules (seconds at load 12-17); with the default 5 s, mutants whose tests fail or
  // pass quickly were counted as timeouts, and each timeout restarts the jest worker (~1 min).
  timeoutMS: 30_000,
  ignoreStatic: true,
  thresholds: { high: 95, low: 85, break: 85 },
});
