// Interaction latency of Kit's modal against a catalogue of thousands: Connect → All wallets →
// typing a search, each from the input event to the next frame, on the page's own clock, at a
// given CPU throttling. Kit only: the peers' "all wallets" lists need their own clouds.
import type { Browser } from 'playwright-core';
import { openScaleContext, type ScrollTarget } from '../scale/scroll-long-tasks';
import type { PageProbeApi } from './page-probes';

/** One pass through the modal. Times in ms; null when the step never showed in 10 s. */
export interface InteractionResult {
  cpuRate: number;
  /** Click on Connect Wallet (pointerdown) to the first wallet row of Connect shown. */
  connectToListMs: number | null;
  /** Click on All wallets (pointerdown) to the first row of the catalogue shown. */
  allWalletsToListMs: number | null;
  /** Each keystroke of the search text, from its keydown to the next frame after it. */
  keystrokeToFrameMs: number[];
  /** The last keystroke to the wallet searched for shown (includes the search's 300 ms debounce). */
  lastKeyToResultMs: number | null;
}

/** The search typed: a wallet deep in the scale catalogue. */
export const SEARCHED_WALLET = 'Scale Wallet 4321';

/**
 * Runs in the page: notes every pointerdown, and for every keydown when the next frame after it
 * came (a requestAnimationFrame, then a message: after that frame's work, about when it paints).
 */
export function recordInputLatency(): void {
  const bench = window as unknown as {
    kitPointerDowns: number[];
    kitKeyFrames: number[];
    kitLastKeyAt: number;
  };
  bench.kitPointerDowns = [];
  bench.kitKeyFrames = [];
  window.addEventListener('pointerdown', (event) => bench.kitPointerDowns.push(event.timeStamp), {
    capture: true,
  });
  window.addEventListener(
    'keydown',
    (event) => {
      const at = event.timeStamp;
      bench.kitLastKeyAt = at;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bench.kitKeyFrames.push(performance.now() - at);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

/** Opens the scale app and goes Connect → All wallets → types SEARCHED_WALLET, timing each step. */
export async function measureInteractions(
  browser: Browser,
  target: ScrollTarget,
  { cpuRate = 1, timeoutMs = 10_000 }: { cpuRate?: number; timeoutMs?: number } = {},
): Promise<InteractionResult> {
  const context = await openScaleContext(browser, target, recordInputLatency);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(target.appUrl);
    const sinceLastPointerDown = (probe: { selector: string; text?: string }) =>
      page.evaluate(
        async ([wanted, timeout]) => {
          const bench = window as unknown as { kitBench: PageProbeApi; kitPointerDowns: number[] };
          const shownAt = await bench.kitBench.waitFor(wanted, timeout);
          const downAt = bench.kitPointerDowns.at(-1);
          return shownAt === null || downAt === undefined ? null : shownAt - downAt;
        },
        [probe, timeoutMs] as const,
      );
    const connect = page.getByRole('button', { name: 'Connect Wallet' });
    await connect.waitFor();
    // As in the page-load runs: a visitor does not click in the first frame.
    await page.waitForTimeout(1_000);
    await connect.click();
    const connectToListMs = await sinceLastPointerDown({
      selector: '.kit-card[data-view="Connect"] .kit-list button',
    });
    await page.getByRole('button', { name: /All wallets/ }).click();
    const allWalletsToListMs = await sinceLastPointerDown({ selector: '.kit-virtual-row' });
    const search = page.getByRole('searchbox', { name: 'Search wallets' });
    await search.click();
    await page.keyboard.type(SEARCHED_WALLET, { delay: 60 });
    const lastKeyToResultMs = await page.evaluate(
      async ([name, timeout]) => {
        const bench = window as unknown as { kitBench: PageProbeApi; kitLastKeyAt: number };
        const shownAt = await bench.kitBench.waitFor(
          {
            selector: '.kit-virtual-list[aria-label="Search results"] .kit-virtual-row',
            text: name,
          },
          timeout,
        );
        return shownAt === null ? null : shownAt - bench.kitLastKeyAt;
      },
      [SEARCHED_WALLET, timeoutMs] as const,
    );
    const keystrokeToFrameMs = await page.evaluate(
      () => (window as unknown as { kitKeyFrames: number[] }).kitKeyFrames,
    );
    return { cpuRate, connectToListMs, allWalletsToListMs, keystrokeToFrameMs, lastKeyToResultMs };
  } finally {
    await context.close();
  }
}
