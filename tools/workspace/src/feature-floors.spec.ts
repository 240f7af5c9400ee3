import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The feature floors live in three places: each feature's `floor:<n>` tag (which the lint rule of
// eslint.config.mjs enforces), the README's picture, and the imports themselves. This keeps them
// saying the same thing: module-boundaries.spec.ts proves an upward import fails lint.
const workspaceRoot = path.resolve(__dirname, '../../..');
const featuresRoot = path.join(workspaceRoot, 'libs/features');
const features = readdirSync(featuresRoot).sort();

function read(...parts: string[]): string {
  return readFileSync(path.join(...parts), 'utf8');
}

function tagsOf(feature: string): string[] {
  const project = JSON.parse(read(featuresRoot, feature, 'project.json')) as { tags?: string[] };
  return project.tags ?? [];
}

function floorOf(feature: string): number {
  const floors = tagsOf(feature).filter((tag) => tag.startsWith('floor:'));
  if (floors.length !== 1) throw new Error(`${feature} has ${floors.length} floor tags`);
  return Number(floors[0]?.slice('floor:'.length));
}

/** Package name → feature folder, from each feature's project.json. */
const featureByPackage = new Map(
  features.map((feature) => {
    const { name } = JSON.parse(read(featuresRoot, feature, 'project.json')) as { name: string };
    return [name, feature] as const;
  }),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The other features a feature's production code imports (static, dynamic and type imports). */
function importedFeatures(feature: string): Set<string> {
  const imported = new Set<string>();
  for (const file of sourceFiles(path.join(featuresRoot, feature, 'src'))) {
    if (/\.spec(-helper)?\.tsx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"](@kit\/[a-z-]+)['"]/g,
    )) {
      const target = featureByPackage.get(specifier ?? '');
      if (target !== undefined && target !== feature) imported.add(target);
    }
  }
  return imported;
}

/** The README's picture: `floor <n>  a, b, c` lines of the "Feature libs" section. */
function readmeFloors(): Map<string, number> {
  const readme = read(workspaceRoot, 'README.md');
  const section = readme.slice(readme.indexOf('### Feature libs'));
  const floors = new Map<string, number>();
  for (const [, floor, names] of section.matchAll(/^floor (\d+)\s+(.+)$/gm)) {
    for (const name of (names ?? '').split(',')) floors.set(name.trim(), Number(floor));
  }
  return floors;
}

describe('feature floors', () => {
  it('gives every feature lib exactly one floor tag beside its type tag', () => {
    for (const feature of features) {
      expect(tagsOf(feature)).toContain('type:data-access');
      expect(Number.isInteger(floorOf(feature))).toBe(true);
    }
  });

  it.each(features)(
    'puts %s one floor above the highest feature it imports (floor 0 when none)',
    (feature) => {
      const below = [...importedFeatures(feature)].map(floorOf);
      expect(floorOf(feature)).toBe(below.length === 0 ? 0 : Math.max(...below) + 1);
    },
  );

  it("matches the README's floor picture", () => {
    expect(Object.fromEntries(readmeFloors())).toEqual(
      Object.fromEntries(features.map((feature) => [feature, floorOf(feature)])),
    );
  });
});
