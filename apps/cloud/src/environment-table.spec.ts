import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The rows of README's "Environment variables" table (the one list of every variable). */
function tableVariables(): string {
  const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const start = readme.indexOf('### Environment variables');
  const end = readme.indexOf('\n### ', start + 1);
  expect(start).toBeGreaterThan(-1);
  return readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .join('\n');
}

/** Every KIT_CLOUD_ variable named in the cloud's sources (specs aside). */
function sourceVariables(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceVariables(file).forEach((name) => names.add(name));
    else if (/\.ts$/.test(entry.name) && !/\.spec(-helper)?\.ts$/.test(entry.name)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/KIT_CLOUD_[A-Z_]+[A-Z]/g)) {
        // The social logins' variables are one row, by their prefix.
        names.add(match[0].startsWith('KIT_CLOUD_OIDC_') ? 'KIT_CLOUD_OIDC_' : match[0]);
      }
    }
  }
  return names;
}

describe('README "Running several instances"', () => {
  it('lists every environment variable the sources read, in its one table', () => {
    const table = tableVariables();
    const names = [...sourceVariables(__dirname), 'DATABASE_URL', 'REDIS_URL'];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !table.includes(`\`${name}`))).toEqual([]);
  });
});
