// Mutation testing for apps/cloud's one-time codes (docs/testing.md): the OTP codes and their
// brute-force guard, the secure site's e-mail login and e-mail change, and sign-in's e-mail
// capture. Only these modules' unit specs run, on SQLite: the route and browser specs start whole
// clouds, and a PostgreSQL start in each of hundreds of jest runs would cost more than the rest.
import { defineMutationConfig } from '../../tools/scripts/mutation-config.mjs';

// Read by the store specs' database harness; the jest workers inherit it.
process.env.KIT_TEST_DIALECTS = 'sqlite';

export default defineMutationConfig(import.meta.url, {
  mutate: [
    'src/otp/otp-code.ts',
    'src/otp/otp-guard.ts',
    'src/secure-site/email-login.ts',
    'src/secure-site/email-changes.ts',
    'src/siwx/siwx-email-capture.ts',
  ],
  specs: [
    'src/otp/*.spec.ts',
    'src/secure-site/email-login.spec.ts',
    'src/secure-site/email-changes.spec.ts',
    'src/siwx/siwx-email-capture.spec.ts',
  ],
  // SQLite on a loaded machine: a test of ten code checks can take seconds.
  jestConfig: { testTimeout: 15_000 },
  thresholds: { high: 95, low: 85, break: 85 },
});
