import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { WORKSPACE_ROOT } from './gallery-build';

/** Committed baselines, one PNG per story and look. */
export const BASELINE_DIR = join(WORKSPACE_ROOT, 'apps/gallery/__screenshots__');
/** Where a changed picture's diff is written (gitignored, with the rest of test-output). */
export const DIFF_DIR = join(WORKSPACE_ROOT, 'apps/gallery/test-output/diff');

/** pixelmatch's per-pixel colour distance (0..1): anti-aliasing noise is not a change. */
export const PIXEL_THRESHOLD = 0.1;
/** Pixels that may differ before a picture counts as changed (a glyph's edge, not a word). */
export const MAX_CHANGED_PIXELS = 20;

/** Whether this run writes the baselines (`npm run gallery:update`) instead of comparing. */
export const UPDATING = process.env['GALLERY_UPDATE'] === '1';

/** What comparing a screenshot with its baseline found. */
export type Comparison =
  | { kind: 'same' }
  | { kind: 'written' }
  | { kind: 'missing' }
  | { kind: 'resized'; from: string; to: string }
  | { kind: 'changed'; pixels: number; diff: string };

/** Re-encodes a PNG at the highest compression, to keep the committed baselines small. */
function compact(png: PNG): Buffer {
  return PNG.sync.write(png, { deflateLevel: 9, filterType: -1 });
}

/**
 * Compares `screenshot` (PNG bytes) with the baseline `name`, or writes it when updating; a
 * changed picture's diff (changes in red) goes to DIFF_DIR/`name`.
 */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
  const file = join(BASELINE_DIR, `${name}.png`);
  const actual = PNG.sync.read(screenshot);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(file, compact(actual));
    return { kind: 'written' };
  }
  if (!existsSync(file)) return { kind: 'missing' };
  const expected = PNG.sync.read(readFileSync(file));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      kind: 'resized',
      from: `${expected.width}x${expected.height}`,
      to: `${actual.width}x${actual.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (pixels <= MAX_CHANGED_PIXELS) return { kind: 'same' };
  const diffFile = join(DIFF_DIR, `${name}.png`);
  mkdirSync(dirname(diffFile), { recursive: true });
  writeFileSync(diffFile, PNG.sync.write(diff));
  return { kind: 'changed', pixels, diff: diffFile };
}
