import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isTestCode } from './package-imports';

/**
 * Where a namespace's name may be written as a string: core's network tables (the built-in
 * profiles beside them) and the EVM adapter. Everywhere else a namespace's rules come from its
 * profile (ARCHITECTURE.md "One owner for each decision"). Paths are relative to the workspace.
 */
export const NAMESPACE_LITERAL_HOMES: readonly string[] = [
  'libs/core/src/networks/',
  'libs/core/src/caip/caip-types.ts',
  'libs/adapters/evm/',
  // Tests and the test kit speak of real namespaces by name.
  'libs/testing/',
];

/** A string literal of the namespace found in code (comments do not count). */
export interface NamespaceLiteral {
  file: string;
  line: number;
  text: string;
}

/** Every string or template literal whose whole text is `namespace`, in `source`. */
export function namespaceLiteralsIn(
  file: string,
  source: string,
  namespace: string,
): NamespaceLiteral[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: NamespaceLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      node.text === namespace
    ) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push({ file, line: line + 1, text: node.getText(tree) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The production sources under `dir` (specs, spec helpers and `src/testing/` left out). */
export function productionSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : productionSources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.d\.ts$/.test(entry.name)) return [];
    return isTestCode(full) ? [] : [full];
  });
}

/** The namespace literals of the workspace's libs outside their homes. */
export function strayNamespaceLiterals(
  workspaceRoot: string,
  namespace: string,
  homes: readonly string[] = NAMESPACE_LITERAL_HOMES,
): NamespaceLiteral[] {
  return productionSources(path.join(workspaceRoot, 'libs'))
    .map((file) => path.relative(workspaceRoot, file).split(path.sep).join('/'))
    .filter((file) => !homes.some((home) => file.startsWith(home)))
    .flatMap((file) =>
      namespaceLiteralsIn(file, readFileSync(path.join(workspaceRoot, file), 'utf8'), namespace),
    );
}
