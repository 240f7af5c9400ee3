// The gallery in Chromium (issue 21 items 1 and 3): every story in every look is loaded once,
// its modal compared with the committed baseline, then checked for cut text at the look's two
// widths. A changed picture fails with the story, the look and the count of changed pixels, and
// leaves its diff in apps/gallery/test-output/diff/; `npm run gallery:update` rewrites baselines.
import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { compareWithBaseline, type Comparison } from './support/baseline';
import { GALLERY_DIST, galleryStories } from './support/gallery-build';
import {
  launchGalleryBrowser,
  lookContext,
  modalOf,
  showStory,
  type PageLook,
} from './support/gallery-page';
import { OVERFLOW_REPORT, findOverflows } from './support/overflow';
import { serveStatic, type StaticServer } from './support/static-server';

/** A look and the widths its overflow check runs at: the sheet on phones, the card above. */
interface CheckedLook extends PageLook {
  overflowWidths: number[];
}

const LOOKS: CheckedLook[] = [
  { theme: 'light', layout: 'card', width: 1280, overflowWidths: [1280, 768] },
  { theme: 'dark', layout: 'card', width: 1280, overflowWidths: [1280, 768] },
  { theme: 'light', layout: 'sheet', width: 390, overflowWidths: [390, 320] },
  { theme: 'dark', layout: 'sheet', width: 390, overflowWidths: [390, 320] },
];
const HEIGHT = 900;
const stories = galleryStories();

/** A failure message naming the story, or nothing when the picture is its baseline. */
function describeComparison(name: string, comparison: Comparison): string | undefined {
  switch (comparison.kind) {
    case 'same':
    case 'written':
      return undefined;
    case 'missing':
      return `${name}: no baseline; run "npm run gallery:update" to record it`;
    case 'resized':
      return `${name}: the modal is ${comparison.to}, its baseline ${comparison.from}`;
    case 'changed':
      return `${name}: ${comparison.pixels} pixels changed (diff: ${comparison.diff})`;
  }
}

let server: StaticServer;
let browser: Browser;
beforeAll(async () => {
  server = await serveStatic(GALLERY_DIST);
  browser = await launchGalleryBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(LOOKS)('in the $theme $layout', (look) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await lookContext(browser, { ...look, height: HEIGHT });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  describe.each(stories)('$name', (story) => {
    const name = `${story.id.replace(/^views--/, '')}.${look.theme}-${look.layout}`;
    beforeAll(async () => {
      await page.setViewportSize({ width: look.width, height: HEIGHT });
      await showStory(page, server.url, story.id, look);
    });

    it('looks as its baseline', async () => {
      const screenshot = await modalOf(page).screenshot({ animations: 'disabled', caret: 'hide' });
      expect(describeComparison(name, compareWithBaseline(name, screenshot))).toBeUndefined();
    });

    it.each(look.overflowWidths)('cuts no text at %i px', async (width) => {
      await page.setViewportSize({ width, height: HEIGHT });
      const overflows = await findOverflows(page);
      for (const overflow of overflows) {
        appendFileSync(
          OVERFLOW_REPORT,
          `| ${story.name} | ${width} | ${look.theme} | \`${overflow.element}\` | ${overflow.text} | ${overflow.size} |\n`,
        );
      }
      expect(overflows).toEqual([]);
    });
  });
});
