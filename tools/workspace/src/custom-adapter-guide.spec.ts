import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// docs/custom-adapter.md promises a third party can write an adapter against @kit/core alone:
// its code blocks are compiled here against the real packages, so the guide cannot drift.
const workspaceRoot = path.resolve(__dirname, '../../..');

function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe('the custom-adapter guide', () => {
  const dir = path.join(workspaceRoot, 'tmp/docs-check');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles, in strict mode, against the packages it names', () => {
    const guide = readFileSync(path.join(workspaceRoot, 'docs/custom-adapter.md'), 'utf8');
    const blocks = codeBlocks(guide);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    mkdirSync(dir, { recursive: true });
    const files = blocks.map((block, index) => {
      const file = path.join(dir, `block-${index}.ts`);
      // Each block is its own module; later blocks use the adapter class of the example block.
      const uses = block.includes('new CosmosAdapter') && !block.includes('class CosmosAdapter');
      writeFileSync(
        file,
        `${uses ? "import { CosmosAdapter } from './block-1';\n" : ''}${block}\nexport {};\n`,
      );
      return file;
    });
    const config = ts.readConfigFile(
      path.join(workspaceRoot, 'tsconfig.base.json'),
      ts.sys.readFile,
    );
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, workspaceRoot);
    const program = ts.createProgram(files, { ...options, noEmit: true, noUnusedLocals: false });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .filter(
        (diagnostic) => diagnostic.file && files.includes(path.resolve(diagnostic.file.fileName)),
      )
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
