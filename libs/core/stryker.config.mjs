// Mutation testing for @kit/core's money and sign-in rules (docs/testing.md).
import { defineMutationConfig } from '../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: [
    'src/amounts/*.ts',
    'src/caip/caip.ts',
    'src/validation/*.ts',
    'src/siwx/siwx-message.ts',
    'src/siwx/siwx-grammar.ts',
    'src/siwx/siwx-codec.ts',
    '!src/**/*.spec.ts',
  ],
  specs: [
    'src/amounts/*.spec.ts',
    'src/caip/*.spec.ts',
    'src/validation/*.spec.ts',
    'src/siwx/siwx-message.spec.ts',
    'src/siwx/siwx-codec.spec.ts',
    'src/siwx/siwx-grammar.*.spec.ts',
    'src/siwx/siwx-custom-namespace.spec.ts',
  ],
  // The module-level regexes are static mutants: each runs every spec above, 95% of the run time
  // (hours on the shared two cores). They are left out of the score; the grammar property specs
  // cover the patterns, and docs/testing.md lists the regex mutations checked by hand.
  ignoreStatic: true,
  // The SIWX specs a mutant runs take seconds on a loaded machine; a tighter limit counted
  // surviving mutants as timeouts (detected) and restarted a jest worker for each.
  timeoutMS: 20000,
  thresholds: { high: 95, low: 90, break: 90 },
});
