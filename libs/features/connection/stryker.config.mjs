// Mutation testing for @kit/connection's sagas (docs/testing.md): the specs must notice any change
// to how a wallet connects, reconnects, fails or disconnects.
import { defineMutationConfig } from '../../../tools/scripts/mutation-config.mjs';

export default defineMutationConfig(import.meta.url, {
  mutate: [
    'src/connection.saga.ts',
    'src/connection-requests.saga.ts',
    'src/connection-requests.loader.ts',
  ],
  specs: [
    'src/connection.saga.spec.ts',
    'src/multi-wallet.saga.spec.ts',
    'src/connection-requests.loader.spec.ts',
  ],
  // A mutant that leaves the saga waiting fails its test in 2 s instead of hanging until
  // Stryker's timeout, which restarts jest each time.
  jestConfig: { testTimeout: 2000 },
  ignoreStatic: true,
  thresholds: { high: 95, low: 85, break: 85 },
});
