// Writes docs/screens/<view>-<theme>-<width>.png: Connect, Account, Send and AllWallets in light
// and dark, as a phone (390 px, the bottom sheet, the whole screen) and a desktop (1280 px, the
// card). Run with `npm run gallery:screens` (builds the gallery first unless GALLERY_PREBUILT=1).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GALLERY_DIST, WORKSPACE_ROOT, ensureGalleryBuild } from '../src/support/gallery-build';
import {
  launchGalleryBrowser,
  lookContext,
  modalOf,
  openStory,
  type PageLook,
} from '../src/support/gallery-page';
import { serveStatic } from '../src/support/static-server';

/** The views the closing note shows, and the story that draws each. */
const VIEWS = [
  { view: 'Connect', story: 'views--connect-with-e-mail-and-socials' },
  { view: 'Account', story: 'views--account' },
  { view: 'Send', story: 'views--send' },
  { view: 'AllWallets', story: 'views--all-wallets-catalogue' },
];
const LOOKS: PageLook[] = (['light', 'dark'] as const).flatMap((theme) => [
  { theme, layout: 'sheet' as const, width: 390, height: 844 },
  { theme, layout: 'card' as const, width: 1280, height: 800 },
]);

async function main(): Promise<void> {
  ensureGalleryBuild();
  const out = join(WORKSPACE_ROOT, 'docs/screens');
  mkdirSync(out, { recursive: true });
  const server = await serveStatic(GALLERY_DIST);
  const browser = await launchGalleryBrowser();
  try {
    for (const look of LOOKS) {
      const context = await lookContext(browser, look);
      for (const { view, story } of VIEWS) {
        const page = await openStory(context, server.url, story, look);
        const path = join(out, `${view}-${look.theme}-${look.width}.png`);
        // A phone shows the whole screen (the sheet at its foot); a desktop the card alone.
        if (look.layout === 'sheet') await page.screenshot({ path, animations: 'disabled' });
        else await modalOf(page).screenshot({ path, animations: 'disabled', caret: 'hide' });
        console.log(path);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
