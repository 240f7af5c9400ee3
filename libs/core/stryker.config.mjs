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
  thresholds: { high: 95, low: 90, break: 90 },
});
