// What a screen reader would announce, as jsdom can tell: every live region (role alert or
// status, or aria-live other than off) whose text changes to something non-empty, watched by a
// MutationObserver from the start of a test. Not part of the public API.

/** The live regions' selector: what assistive technology announces when its content changes. */
const LIVE = '[role="alert"],[role="status"],[aria-live]:not([aria-live="off"])';

/** One announcement: the region's whole text after a change (aria-atomic or not, as read). */
export interface Announcement {
  role: string;
  text: string;
}

/** Collects announcements under `document.body` until `stop`. */
export class LiveRegionLog {
  readonly announcements: Announcement[] = [];
  readonly #last = new WeakMap<Element, string>();
  readonly #observer: MutationObserver;

  constructor(root: Node = document.body) {
    this.#observer = new MutationObserver((records) => {
      const touched = new Set<Element>();
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        if (target === null) continue;
        // A region added whole, a node added into one, or text changed inside one.
        for (const node of record.addedNodes) {
          if (node instanceof Element) {
            if (node.matches(LIVE)) touched.add(node);
            node.querySelectorAll(LIVE).forEach((inner) => touched.add(inner));
          }
        }
        const region = target.closest(LIVE);
        if (region !== null) touched.add(region);
      }
      for (const region of touched) this.#record(region);
    });
    this.#observer.observe(root, { subtree: true, childList: true, characterData: true });
  }

  #record(region: Element): void {
    // A region inside another is announced by the innermost one; the outer counts its own text.
    const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!region.isConnected || text === '' || this.#last.get(region) === text) return;
    this.#last.set(region, text);
    this.announcements.push({
      role: region.getAttribute('role') ?? `aria-live=${region.getAttribute('aria-live')}`,
      text,
    });
  }

  /** How many announcements contained `message`. */
  count(message: string): number {
    return this.announcements.filter((announcement) => announcement.text.includes(message)).length;
  }

  /** Stops watching. */
  stop(): void {
    this.#observer.disconnect();
  }
}
