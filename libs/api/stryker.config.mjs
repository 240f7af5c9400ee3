// Mutation testing for @kit/api's RPC transports (docs/testing.md).
import { defineMutationConfig } from '../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: [
    'src/rpc/http-transport.ts',
    'src/rpc/http-retry.ts',
    'src/rpc/fallback-transport.ts',
    'src/rpc/retry-backoff.ts',
  ],
  specs: ['src/rpc/*.spec.ts'],
  thresholds: { high: 95, low: 90, break: 90 },
});
