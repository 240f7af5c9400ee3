// Mutation testing for @kit/siwx's sagas (docs/testing.md): the specs must notice any change to how
// a sign-in is checked, signed, stored, cancelled or signed out, or an e-mail captured after it.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

// Its specs need the devnet and apps/cloud: tools/scripts/mutation.mjs starts them once for the
// whole run (tools/scripts/mutation-services.ts) instead of once per mutant, at concurrency 1.
export const sharedServices = true;

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/siwx.saga.ts', 'src/data-capture.saga.ts'],
  specs: ['src/siwx.saga.spec.ts', 'src/data-capture.saga.spec.ts'],
  // The e-mail capture specs sign in on a real cloud: one takes ~5 s on the loaded machine.
  jestConfig: { testTimeout: 15_000 },
  // Stryker's limit is the covering tests' dry-run time × 1.5 plus this. Each jest run also loads
  // the spec's modules (seconds at load 12-17); with the default 5 s, mutants whose tests fail or
  // pass quickly were counted as timeouts, and each timeout restarts the jest worker (~1 min).
  timeoutMS: 30_000,
  ignoreStatic: true,
  thresholds: { high: 95, low: 85, break: 85 },
});
