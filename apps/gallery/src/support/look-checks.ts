// The gallery in Chromium (issue 21 items 1 and 3), one look per spec file so jest runs the looks
// side by side: every story is loaded once, its modal compared with the committed baseline, then
// checked for cut text at the look's two widths. A changed picture fails with the story, the look
// and the count of changed pixels, and leaves its diff in apps/gallery/test-output/diff/;
// `npm run gallery:update` rewrites the baselines.
import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { compareWithBaseline, type Comparison } from './baseline';
import { GALLERY_DIST, galleryStories } from './gallery-build';
import {
  launchGalleryBrowser,
  lookContext,
  modalOf,
  showStory,
  type PageLook,
} from './gallery-page';
import { OVERFLOW_REPORT, findOverflows } from './overflow';
import { serveStatic, type StaticServer } from './static-server';

/** A look and the widths its overflow check runs at: the sheet on phones, the card above. */
export interface CheckedLook extends PageLook {
  overflowWidths: number[];
}

/** The four looks: light and dark, the card at 1280 and 768 px, the sheet at 390 and 320 px. */
export const CHECKED_LOOKS = {
  lightCard: { theme: 'light', layout: 'card', width: 1280, overflowWidths: [1280, 768] },
  darkCard: { theme: 'dark', layout: 'card', width: 1280, overflowWidths: [1280, 768] },
  lightSheet: { theme: 'light', layout: 'sheet', width: 390, overflowWidths: [390, 320] },
  darkSheet: { theme: 'dark', layout: 'sheet', width: 390, overflowWidths: [390, 320] },
} satisfies Record<string, CheckedLook>;
const HEIGHT = 900;

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

/**
 * Declares the checks of every story of the built gallery in `look` (call at a spec file's top
 * level): one page load per story, then its screenshot test and one overflow test per width.
 */
export function checkStoriesInLook(look: CheckedLook): void {
  const stories = galleryStories();
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

  describe(`in the ${look.theme} ${look.layout}`, () => {
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
        const screenshot = await modalOf(page).screenshot({
          animations: 'disabled',
          caret: 'hide',
        });
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
}
