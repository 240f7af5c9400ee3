import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureGalleryBuild, WORKSPACE_ROOT } from './gallery-build';
import { OVERFLOW_REPORT } from './overflow';

/** Builds the static gallery the specs read (its meta.json lists the stories) and resets reports. */
export default function globalSetup(): void {
  ensureGalleryBuild();
  rmSync(join(WORKSPACE_ROOT, 'apps/gallery/test-output/diff'), { recursive: true, force: true });
  mkdirSync(dirname(OVERFLOW_REPORT), { recursive: true });
  writeFileSync(
    OVERFLOW_REPORT,
    '| Story | Width | Theme | Element | Text | Content > box |\n|---|---|---|---|---|---|\n',
  );
}
