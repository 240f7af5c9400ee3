import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root (the folder of nx.json above the current directory). */
function findWorkspaceRoot(from: string): string {
  let folder = from;
  while (!existsSync(join(folder, 'nx.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no nx.json above ${from}`);
    folder = parent;
  }
  return folder;
}

/** The workspace root and the gallery's static build. */
export const WORKSPACE_ROOT = findWorkspaceRoot(process.cwd());
export const GALLERY_DIST = join(WORKSPACE_ROOT, 'apps/gallery/dist');

/** One story of the built gallery, from Ladle's meta.json. */
export interface GalleryStory {
  /** Ladle's id, e.g. `views--connect`. */
  id: string;
  /** The export's name, e.g. `ConnectWithTheLegalCheckbox`. */
  name: string;
}

/**
 * Builds the static gallery (`ladle build`, ~1 min) unless GALLERY_PREBUILT=1 says the caller
 * has just built it (the Nx test target depends on `gallery-build`, cached on its inputs).
 */
export function ensureGalleryBuild(): void {
  if (process.env['GALLERY_PREBUILT'] === '1' && existsSync(join(GALLERY_DIST, 'meta.json'))) {
    return;
  }
  const result = spawnSync('npx', ['ladle', 'build', '--config', 'apps/gallery/.ladle'], {
    cwd: WORKSPACE_ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`ladle build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** The stories of the built gallery, in Ladle's order. */
export function galleryStories(): GalleryStory[] {
  const meta = JSON.parse(readFileSync(join(GALLERY_DIST, 'meta.json'), 'utf8')) as {
    stories: Record<string, { namedExport: string }>;
  };
  return Object.entries(meta.stories).map(([id, story]) => ({ id, name: story.namedExport }));
}
