import path from 'node:path';
import { buildApp, initialFilesOf } from './bundle-size';
const root = path.resolve(__dirname, '../../..');
async function main() {
  const app = await buildApp({ entry: path.join(root, 'tools/bench/src/minimal-app.tsx'), outdir: '/work/scratch/imp-out', tsconfig: path.join(root, 'tsconfig.base.json') });
  const initial = new Set<string>();
  for (const f of initialFilesOf(app)) for (const i of Object.keys(app.metafile.outputs[f]!.inputs)) initial.add(i);
  for (const t of process.argv.slice(2)) {
    const target = [...initial].find((k) => k.includes(t));
    console.log(t, '->', target);
    for (const [name, input] of Object.entries(app.metafile.inputs)) {
      if (!initial.has(name)) continue;
      if (input.imports.some((i) => i.path === target && i.kind === 'import-statement')) console.log('   imported by', name);
    }
  }
}
void main();
