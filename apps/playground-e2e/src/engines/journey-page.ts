// What the cross-engine journeys do to a page, written once over an engine's EngineScope: find by
// role and name or CSS (findElement, in the page), wait, click, type, read, evaluate. Every wait
// polls and fails naming what it awaited and what it last saw.
import { findElement, type Target } from './find-element';
import type { EngineScope } from './engine';

/** A role and accessible name (a string is exact, whitespace collapsed), optionally inside `within`. */
export function byRole(
  role: NonNullable<Target['role']>,
  name: string | RegExp,
  within?: string,
): Target {
  return { role, name: toName(name), ...(within !== undefined && { within }) };
}

/** A CSS selector (matched through open shadow roots), optionally inside `within`. */
export function byCss(css: string, within?: string): Target {
  return { css, ...(within !== undefined && { within }) };
}

/** The `data-testid` the playground's outputs carry. */
export function byTestId(testId: string): Target {
  return byCss(`[data-testid="${testId}"]`);
}

function toName(name: string | RegExp): Target['name'] {
  return typeof name === 'string' ? name : { pattern: name.source, flags: name.flags };
}

function label(target: Target): string {
  return JSON.stringify(target);
}

/** The in-page expression yielding `target`'s element or null. */
function finder(target: Target): string {
  return `(${findElement.toString()})(${JSON.stringify(target)})`;
}

/** An in-page expression: whether `target` is there and its box did not move over two frames. */
function stillExpression(target: Target): string {
  return `new Promise((resolve) => {
    const element = ${finder(target)};
    if (element === null) return resolve(false);
    const box = () => JSON.stringify(element.getBoundingClientRect());
    const before = box();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === before)));
  })`;
}

const STEP_TIMEOUT = 15_000;

async function poll<T>(
  what: () => string,
  attempt: () => Promise<T | undefined>,
  timeout = STEP_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let failure: unknown;
  for (;;) {
    // A step can fail while the modal moves (an element detached, a click landing on a view
    // sliding out): it is tried again until the deadline, which then names the last failure.
    const value = await attempt().catch((error: unknown) => {
      failure = error;
      return undefined;
    });
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const cause = failure === undefined ? '' : ` (last failure: ${String(failure)})`;
      throw new Error(`timed out after ${timeout} ms: ${what()}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A page (or frame) the journeys drive, the same in every engine. */
export class JourneyPage {
  constructor(private readonly scope: EngineScope) {}

  /** Runs `fn(arg)` in the page (its source is sent, so it must be self-contained). */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.scope.evaluate<T>(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`);
  }

  /** Waits until `target` is visible. */
  async waitFor(target: Target, timeout?: number): Promise<void> {
    await poll(
      () => `waiting for ${label(target)}`,
      async () => (await this.scope.evaluate<boolean>(`${finder(target)} !== null`)) || undefined,
      timeout,
    );
  }

  /** Waits until no element matches `target` visibly. */
  async waitForHidden(target: Target): Promise<void> {
    await poll(
      () => `waiting for ${label(target)} to go`,
      async () => (await this.scope.evaluate<boolean>(`${finder(target)} === null`)) || undefined,
    );
  }

  /** The text of `target` (whitespace collapsed), or null when it is not there. */
  text(target: Target): Promise<string | null> {
    return this.scope.evaluate<string | null>(
      `((element) => element === null ? null : element.textContent.replace(/\\s+/g, ' ').trim())(${finder(target)})`,
    );
  }

  /** An attribute of `target`, or null. */
  attribute(target: Target, name: string): Promise<string | null> {
    return this.scope.evaluate<string | null>(
      `((element) => element === null ? null : element.getAttribute(${JSON.stringify(name)}))(${finder(target)})`,
    );
  }

  /** Waits until `target`'s text matches `expected` and answers it. */
  async waitForText(target: Target, expected: string | RegExp, timeout?: number): Promise<string> {
    let last: string | null = null;
    return poll(
      () =>
        `expected ${label(target)} to read ${String(expected)}; last read: ${JSON.stringify(last)}`,
      async () => {
        last = await this.text(target);
        if (last === null) return undefined;
        return (typeof expected === 'string' ? last === expected : expected.test(last))
          ? last
          : undefined;
      },
      timeout,
    );
  }

  /**
   * Waits for `target` to be there and still (the same box over two animation frames), then
   * clicks it as a user would. Classic WebDriver clicks at the element's centre at once, so a
   * click during the modal's entry animation would land beside a row that is still moving.
   */
  async click(target: Target): Promise<void> {
    await poll(
      () => `clicking ${label(target)}`,
      async () => {
        if (!(await this.scope.evaluate<boolean>(stillExpression(target)))) return undefined;
        return (await this.scope.click(finder(target))) || undefined;
      },
    );
  }

  /** Waits for the empty field `target`, then types `text` into it. */
  async fill(target: Target, text: string): Promise<void> {
    await poll(
      () => `typing into ${label(target)}`,
      async () => (await this.scope.type(finder(target), text)) || undefined,
    );
  }

  /**
   * Picks the option whose text matches `option` in the <select> `target`. Set in the page and
   * announced with a change event (what React listens to): native select pop-ups are not in the
   * page in every engine, so no engine clicks them.
   */
  async select(target: Target, option: RegExp): Promise<void> {
    await poll(
      () => `picking ${String(option)} in ${label(target)}`,
      async () =>
        (await this.scope.evaluate<boolean>(
          `((select, pattern) => {
            if (select === null) return false;
            const found = Array.from(select.options).find((item) => pattern.test(item.text));
            if (!found) return false;
            select.value = found.value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
            return true;
          })(${finder(target)}, new RegExp(${JSON.stringify(option.source)}, ${JSON.stringify(option.flags)}))`,
        )) || undefined,
    );
  }

  /** The window this page opened at a URL containing `urlPart`, as a page of its own. */
  async popup(urlPart: string): Promise<JourneyPage> {
    const scope = await poll(
      () => `waiting for a window at ${urlPart}`,
      async () => (await this.scope.popup?.(urlPart)) ?? undefined,
    );
    return new JourneyPage(scope);
  }

  /** The iframe `target` as a page of its own (any origin). */
  async frame(target: Target): Promise<JourneyPage> {
    const scope = await poll(
      () => `entering the frame ${label(target)}`,
      async () => (await this.scope.frame(finder(target))) ?? undefined,
    );
    return new JourneyPage(scope);
  }
}
