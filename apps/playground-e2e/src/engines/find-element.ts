// The one way every engine finds an element: this function runs inside the page (its source is
// sent as text, so it must stay self-contained: no imports, no helpers from outside its body).
// It pierces open shadow roots (Kit's modal lives in one), which neither classic WebDriver's CSS
// nor Puppeteer's plain CSS does, so the same target means the same element in every engine.

/** What a journey points at: a CSS selector, or a role and accessible name, optionally inside `within`. */
export interface Target {
  css?: string;
  role?: 'button' | 'textbox' | 'combobox' | 'link';
  /** The accessible name: exact (whitespace collapsed) for a string, or a pattern. */
  name?: string | { pattern: string; flags: string };
  /** Only inside the first visible element matching this CSS selector. */
  within?: string;
}

/** The first visible element `target` names, or null (runs in the page). */
export function findElement(target: Target): Element | null {
  const ROLE_SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="number"], input[type="search"], input[type="tel"], input[type="url"], textarea, [role="textbox"]',
    combobox: 'select, [role="combobox"]',
    link: 'a[href], [role="link"]',
  };
  const collapse = (text: string | null | undefined): string =>
    (text ?? '').replace(/\s+/g, ' ').trim();
  const everything = (root: Document | ShadowRoot | Element): Element[] => {
    const found: Element[] = [];
    const walk = (node: Document | ShadowRoot | Element): void => {
      for (const element of Array.from(node.querySelectorAll('*'))) {
        found.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(root);
    return found;
  };
  const visible = (element: Element): boolean =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const root = element.getRootNode() as Document | ShadowRoot;
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      return collapse(Array.from(labels, (node) => node.textContent ?? '').join(' '));
    }
    return collapse(element.textContent);
  };
  let scope: Document | Element = document;
  if (target.within) {
    const container = everything(document).find(
      (element) => element.matches(target.within!) && visible(element),
    );
    if (!container) return null;
    scope = container;
  }
  const candidates = everything(scope).filter((element) => {
    if (target.css && !element.matches(target.css)) return false;
    if (target.role && !element.matches(ROLE_SELECTORS[target.role]!)) return false;
    if (target.name !== undefined) {
      const name = nameOf(element);
      if (typeof target.name === 'string') return name === target.name;
      return new RegExp(target.name.pattern, target.name.flags).test(name);
    }
    return true;
  });
  return candidates.find(visible) ?? null;
}
