import { CONSTANTS } from '@kit/core';
import { FONT_WEIGHTS, MONO_FONT, SYSTEM_FONT } from '@kit/ui/fonts';
import { layOutFonts, modalFonts, scheduleFontWarmup } from './font-warmup';

describe("the modal's fonts", () => {
  it("are Kit's family at each weight its styles use, and the monospace family", () => {
    expect(modalFonts(undefined)).toEqual([
      ...FONT_WEIGHTS.map((weight) => ({ family: SYSTEM_FONT, weight })),
      { family: MONO_FONT, weight: 400 },
    ]);
    expect(FONT_WEIGHTS).toEqual([400, 600, 700]);
  });

  it("follow the integrator's font family, and Kit's when it is blank", () => {
    expect(modalFonts('"Inter", sans-serif').map((font) => font.family)).toEqual([
      '"Inter", sans-serif',
      '"Inter", sans-serif',
      '"Inter", sans-serif',
      MONO_FONT,
    ]);
    expect(modalFonts('  ')[0]?.family).toBe(SYSTEM_FONT);
  });
});

describe('laying out the fonts', () => {
  it('lays out letters in each font, hidden and out of the flow, and leaves nothing in the page', () => {
    const appended: HTMLElement[] = [];
    const append = jest.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLElement[]));
      HTMLElement.prototype.append.apply(document.body, nodes);
    });
    const sizes = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    layOutFonts(document, modalFonts(undefined));
    append.mockRestore();
    expect(appended).toHaveLength(1);
    const box = appended[0]!;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.position).toBe('fixed');
    expect(box.style.visibility).toBe('hidden');
    expect(box.style.pointerEvents).toBe('none');
    const letters = [...box.children] as HTMLElement[];
    expect(letters.map((span) => [span.style.fontFamily, span.style.fontWeight])).toEqual(
      modalFonts(undefined).map((font) => [font.family, String(font.weight)]),
    );
    // Each was measured (laid out) while in the page, then the box left it.
    expect(sizes.mock.contexts).toEqual(expect.arrayContaining([box, ...letters]));
    sizes.mockRestore();
    expect(box.isConnected).toBe(false);
    expect(document.body.children).toHaveLength(0);
  });

  it('sets a family through the CSSOM, so text in it cannot become other CSS', () => {
    const appended: HTMLElement[] = [];
    const append = jest.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLElement[]));
    });
    layOutFonts(document, [{ family: 'x; background: url(https://evil.example/)', weight: 400 }]);
    append.mockRestore();
    const letters = appended[0]!.children[0] as HTMLElement;
    expect(letters.style.background).toBe('');
    expect(letters.getAttribute('style') ?? '').not.toContain('evil.example');
  });
});

describe('the warm-up of the fonts', () => {
  /** A window with an idle callback queue run by hand. */
  function idleWindow() {
    const callbacks = new Map<number, () => void>();
    let next = 1;
    const body = document.createElement('body');
    const doc = {
      createElement: document.createElement.bind(document),
      body,
    } as unknown as Document;
    const win = {
      document: doc,
      requestIdleCallback: jest.fn((callback: () => void) => {
        callbacks.set(next, callback);
        return next++;
      }),
      cancelIdleCallback: jest.fn((id: number) => callbacks.delete(id)),
    } as unknown as Window;
    const appended = jest.spyOn(body, 'append');
    const idle = () => {
      const pending = [...callbacks.values()];
      callbacks.clear();
      pending.forEach((callback) => callback());
    };
    return { win, idle, appended };
  }

  it('waits for the page to be idle, then lays the fonts out once per window and family', () => {
    const { win, idle, appended } = idleWindow();
    scheduleFontWarmup(win, undefined);
    expect(appended).not.toHaveBeenCalled();
    idle();
    expect(appended).toHaveBeenCalledTimes(1);
    // A second provider on the page, or a re-render: already done.
    scheduleFontWarmup(win, undefined);
    idle();
    expect(appended).toHaveBeenCalledTimes(1);
    // Another family (the integrator's theme changed) is looked up too.
    scheduleFontWarmup(win, '"Inter", sans-serif');
    idle();
    expect(appended).toHaveBeenCalledTimes(2);
  });

  it('lays nothing out when cancelled before the page was idle (the provider unmounted)', () => {
    const { win, idle, appended } = idleWindow();
    const cancel = scheduleFontWarmup(win, undefined);
    cancel();
    idle();
    expect(appended).not.toHaveBeenCalled();
    // Not marked done: the next provider still warms the fonts.
    scheduleFontWarmup(win, undefined);
    idle();
    expect(appended).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    try {
      const appended = jest.spyOn(document.body, 'append');
      const win = {
        document,
        setTimeout: window.setTimeout.bind(window),
        clearTimeout: window.clearTimeout.bind(window),
      } as unknown as Window;
      scheduleFontWarmup(win, undefined);
      expect(appended).not.toHaveBeenCalled();
      jest.advanceTimersByTime(CONSTANTS.FONT_WARMUP_FALLBACK_DELAY_MS);
      expect(appended).toHaveBeenCalledTimes(1);
      appended.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });
});
