// Prints the workspace's closing test line, 'Tests: N passed, N failed', from the per-project
// files tools/jest/summary-reporter.cjs wrote. Exits non-zero when any test failed.
// With --reset it only clears the files, before a run (Nx restores cached projects' files).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../tmp/test-results');
if (process.argv.includes('--reset')) {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
const files = fs.existsSync(dir)
  ? fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.json'))
  : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  const result = JSON.parse(fs.readFileSync(path.join(dir, String(file)), 'utf8'));
  passed += result.passed;
  failed += result.failed;
  skipped += result.skipped;
}
console.log(`\n${files.length} projects`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
