import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { GALLERY_ERROR_ATTRIBUTE, GALLERY_STATE_ATTRIBUTE } from './gallery-state';

/** A look of a story: Kit's theme and layout, at a viewport width. */
export interface PageLook {
  theme: 'light' | 'dark';
  layout: 'card' | 'sheet';
  width: number;
  height?: number;
}

// No motion, no caret and no scrollbars that come and go: the same pixels on every run.
const FREEZE_CSS = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;
animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important}`;

/** Debian's Chromium, headless, as every browser check of the workspace launches it. */
export async function launchGalleryBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A browser context for `look`'s viewport (device scale factor 1, reduced motion): the stories of
 * one look share it, so the gallery's scripts come from its cache after the first story.
 */
export function lookContext(browser: Browser, look: PageLook): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: look.width, height: look.height ?? 900 },
    deviceScaleFactor: 1,
    colorScheme: look.theme,
    reducedMotion: 'reduce',
  });
}

/** The gallery URL's query for `storyId` in `look` (Ladle's preview mode, theme and arg). */
function storyQuery(storyId: string, look: PageLook): string {
  return new URLSearchParams({
    story: storyId,
    mode: 'preview',
    theme: look.theme,
    'arg-layout': look.layout,
  }).toString();
}

/** Waits for the story's mark; throws the story's own error if it could not draw its state. */
async function storyDrawn(page: Page, storyId: string): Promise<void> {
  await page.locator(`html[${GALLERY_STATE_ATTRIBUTE}]`).waitFor({
    state: 'attached',
    timeout: 30_000,
  });
  const state = await page.locator('html').getAttribute(GALLERY_STATE_ATTRIBUTE);
  if (state !== 'ready') {
    const why = await page.locator('html').getAttribute(GALLERY_ERROR_ATTRIBUTE);
    throw new Error(`${storyId} could not draw its state: ${why}`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * A page of `context` on the gallery, showing `storyId` in `look` once the story has marked its
 * state drawn (no animations, no caret).
 */
export async function openStory(
  context: BrowserContext,
  baseUrl: string,
  storyId: string,
  look: PageLook,
): Promise<Page> {
  const page = await context.newPage();
  await showStory(page, baseUrl, storyId, look);
  return page;
}

/** Loads `storyId` in `look` on `page` (a page of the look's context: scripts come from cache). */
export async function showStory(page: Page, baseUrl: string, storyId: string, look: PageLook) {
  await page.goto(`${baseUrl}/?${storyQuery(storyId, look)}`);
  await page.addStyleTag({ content: FREEZE_CSS });
  await storyDrawn(page, storyId);
}

/** The modal as drawn: the bottom sheet, or the card. */
export function modalOf(page: Page): Locator {
  return page.locator('dialog[open] .kit-sheet, dialog[open] .kit-card').first();
}
