// Mutation testing for @kit/siwx's sagas (docs/testing.md): the specs must notice any change to how
// a sign-in is checked, signed, stored, cancelled or signed out, or an e-mail captured after it.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: ['src/siwx.saga.ts', 'src/data-capture.saga.ts'],
  specs: ['src/siwx.saga.spec.ts', 'src/data-capture.saga.spec.ts'],
  // The e-mail capture specs sign in on a real cloud: one takes ~5 s on the loaded machine.
  jestConfig: { testTimeout: 15_000 },
  ignoreStatic: true,
  thresholds: { high: 95, low: 85, break: 85 },
});
