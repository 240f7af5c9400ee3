// Writes each jest project's pass/fail counts to tmp/test-results/<displayName>.json (the
// displayName is the Nx project name, so Nx can cache the file with the test target), so
// tools/scripts/test-summary.mjs can print one closing line for the whole workspace
// (Nx runs every project's jest separately).
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }

  onRunComplete(contexts, results) {
    const [context] = contexts;
    const name = String(
      context?.config.displayName?.name ?? context?.config.displayName ?? 'project',
    );
    const file = path.join(__dirname, '../../tmp/test-results', `${name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({
        project: name,
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = SummaryReporter;
