// The jest environment of mutation runs (tools/scripts/mutation-config.mjs, for projects on the
// node environment): once a test of a file fails, the file's remaining tests are skipped. Stryker
// needs one failing test to count a mutant killed, and jest has no programmatic bail within a file
// (Stryker sets `bail: false`); without this a killed mutant costs every covering test, and in the
// saga specs each failing test waits for its test timeout. Its afterAll hooks still run (the swap
// spec reverts its chain snapshot there). Stryker wraps this environment for its coverage analysis.
const { TestEnvironment } = require('jest-environment-node');

class MutationTestEnvironment extends TestEnvironment {
  failed = false;

  async handleTestEvent(event, state) {
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
    // test_start comes before jest-circus checks the test's mode, so 'skip' still applies.
    if (event.name === 'test_start' && this.failed) event.test.mode = 'skip';
    await super.handleTestEvent?.(event, state);
  }
}

module.exports = MutationTestEnvironment;
