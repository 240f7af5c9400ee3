// Lints one-line import fixtures with the workspace's real ESLint config and prints the
// module-boundary messages as JSON. Run as a child process because ESLint loads its flat config
// through a dynamic import, which jest's module sandbox cannot do.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import path from 'node:path';

const [workspaceRoot, casesJson] = process.argv.slice(2);
const cases = JSON.parse(casesJson);
// The boundary rule reads Nx's cached project graph and silently skips when there is none (a
// fresh clone) or checks against a stale one: compute it first so the fixtures are really judged.
await createProjectGraphAsync({ exitOnError: true });
const eslint = new ESLint({ cwd: workspaceRoot });
const results = [];
for (const { file, importPath } of cases) {
  const code = `import * as dependency from '${importPath}';\nexport const used = dependency;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  results.push(
    (result?.messages ?? [])
      .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
      .map((message) => message.message),
  );
}
process.stdout.write(JSON.stringify(results));
