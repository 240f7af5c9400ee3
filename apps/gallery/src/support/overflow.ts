import { join } from 'node:path';
import { WORKSPACE_ROOT } from './gallery-build';
import type { Page } from 'playwright-core';

/** An element whose content does not fit it: text cut, clipped or spilling out. */
export interface Overflow {
  /** `tag.class` and its accessible name, to find it in the view. */
  element: string;
  /** Its text (first 80 characters). */
  text: string;
  /** Content size against the box: `scrollWidth x scrollHeight > clientWidth x clientHeight`. */
  size: string;
}

/**
 * The elements of the open modal whose content overflows them (scrollWidth > clientWidth or
 * scrollHeight > clientHeight, 1 px of rounding allowed), innermost first: overflow hidden,
 * ellipsis or visible alike, since each cuts text or draws it over its neighbours. Left out:
 * scroll containers on the overflowing axis (they scroll by design), form fields (they scroll
 * their value natively), SVG and images, screen-reader-only text (clipped to 1 px by design), and
 * boxes whose only spill is an absolutely positioned decoration (a spinner badge hung over a
 * picture's corner) or a turned one (a spinner caught mid-turn: its rotated corners reach past its
 * box): scrollWidth counts those, but they are placed there on purpose and cut no text, so a box
 * overflows only when in-flow, unturned content or text lies outside it.
 */
export function findOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const root = document.querySelector('dialog[open]');
    if (root === null) throw new Error('no open dialog');
    const NATIVE = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'IMG', 'CANVAS', 'VIDEO', 'IFRAME']);
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const decoration = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.position === 'absolute' ||
        style.position === 'fixed' ||
        style.rotate !== 'none' ||
        style.transform !== 'none'
      );
    };
    // True when some in-flow descendant (element or text) lies outside `element`'s box.
    const spills = (element: HTMLElement): boolean => {
      const box = element.getBoundingClientRect();
      const outside = (rect: DOMRect) =>
        rect.width > 0 &&
        rect.height > 0 &&
        (rect.left < box.left - 1 ||
          rect.right > box.right + 1 ||
          rect.top < box.top - 1 ||
          rect.bottom > box.bottom + 1);
      const walk = (node: Node): boolean => {
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) {
            const range = document.createRange();
            range.selectNodeContents(child);
            if (outside(range.getBoundingClientRect())) return true;
          } else if (child instanceof Element && !decoration(child)) {
            if (outside(child.getBoundingClientRect()) || walk(child)) return true;
          }
        }
        return false;
      };
      return walk(element);
    };
    const offenders: HTMLElement[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || NATIVE.has(element.tagName)) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (style.clip !== 'auto' && style.clip !== '') continue;
      if (style.clipPath !== 'none') continue;
      const overX = !scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const overY = !scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if ((overX || overY) && spills(element)) offenders.push(element);
    }
    // An element overflows because of what is inside it: report the innermost ones only.
    const innermost = offenders.filter(
      (element) => !offenders.some((other) => other !== element && element.contains(other)),
    );
    return innermost.map((element) => {
      const name = element.getAttribute('aria-label');
      const classes = [...element.classList].join('.');
      return {
        element: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${
          name ? ` [${name}]` : ''
        }`,
        text: (element.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
        size: `${element.scrollWidth}x${element.scrollHeight} > ${element.clientWidth}x${element.clientHeight}`,
      };
    });
  });
}

/** Every overflow of the last run, as Markdown table rows (docs/overflow-findings.md is made from it). */
export const OVERFLOW_REPORT = join(
  WORKSPACE_ROOT,
  'apps/gallery/test-output/overflow-findings.md',
);
