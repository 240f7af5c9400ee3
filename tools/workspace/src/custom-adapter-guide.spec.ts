import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// docs/custom-adapter.md promises a third party can write an adapter against @kit/core alone:
// its code blocks are compiled here against the real packages, so the guide cannot drift. Blocks
// marked `<!-- file: path -->` are that file of the example package, verbatim: the workspace
// typecheck and the package's own specs (a browser journey among them) compile and run them.
const workspaceRoot = path.resolve(__dirname, '../../..');
const guide = readFileSync(path.join(workspaceRoot, 'docs/custom-adapter.md'), 'utf8');

interface Block {
  code: string;
  /** The example package file the block reproduces, if marked. */
  file?: string;
}

function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/(?:<!-- file: (\S+) -->\n\n)?```ts\n([\s\S]*?)```/g)].map(
    ([, file, code]) => (file === undefined ? { code: code! } : { code: code!, file }),
  );
}

/** The classes a block exports, so later blocks may use them as a reader would. */
const exportedClasses = (code: string) =>
  [...code.matchAll(/export (?:abstract )?class (\w+)/g)].map((match) => match[1]!);

describe('the custom-adapter guide', () => {
  const dir = path.join(workspaceRoot, 'tmp/docs-check');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const blocks = codeBlocks(guide);

  it('shows the example package files it names, verbatim', () => {
    const marked = blocks.filter((block) => block.file !== undefined);
    expect(marked.map((block) => block.file)).toEqual([
      'tools/examples/adapter-example/src/adapter/toy-profile.ts',
      'tools/examples/adapter-example/src/adapter/toy-adapter.ts',
    ]);
    for (const block of marked) {
      expect(block.code).toBe(readFileSync(path.join(workspaceRoot, block.file!), 'utf8'));
    }
  });

  it('compiles, in strict mode, against the packages it names', () => {
    const compiled = blocks.filter((block) => block.file === undefined);
    expect(compiled.length).toBeGreaterThanOrEqual(6);
    mkdirSync(dir, { recursive: true });
    const declaredIn = new Map<string, number>();
    const files = compiled.map(({ code }, index) => {
      const file = path.join(dir, `block-${index}.ts`);
      // Each block is its own module; it may use the classes earlier blocks export.
      const imports = [...declaredIn]
        .filter(([name]) => new RegExp(`\\b${name}\\b`).test(code))
        .filter(([name]) => !exportedClasses(code).includes(name))
        .map(([name, from]) => `import { ${name} } from './block-${from}';\n`);
      for (const name of exportedClasses(code)) declaredIn.set(name, index);
      writeFileSync(file, `${imports.join('')}${code}\nexport {};\n`);
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
      .map(
        (diagnostic) =>
          `${path.basename(diagnostic.file!.fileName)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    expect(diagnostics).toEqual([]);
  });
});
