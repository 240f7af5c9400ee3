import { kitStyles } from '@kit/ui';
import { viewStyles } from '@kit/views/modal';

/** The modal's mount point: a host element on the page and a container in its shadow root. */
export interface ShadowHost {
  /** The element appended to `document.body` (`data-kit-host`). */
  host: HTMLElement;
  /** Where the modal renders, inside the open shadow root. */
  container: HTMLElement;
  /** Replaces the theme's CSS (rules after Kit's own, so they win ties). */
  setThemeCss(css: string): void;
  /** Removes the host from the page. */
  remove(): void;
}

// The host is an empty box in the page's flow. Page rules must not give it size or effects, so
// its own declarations are !important (inside a shadow root those beat the page's normal ones)
// and inline (which beat the page's normal ones everywhere).
const HOST_CSS = ':host{all:initial!important;display:contents!important}';
const HOST_INLINE_STYLE = 'all:initial;display:contents';

// One constructed sheet of Kit's CSS per document, shared by every provider on the page.
const baseSheets = new WeakMap<Document, CSSStyleSheet>();

function supportsAdoptedSheets(doc: Document): boolean {
  const view = doc.defaultView;
  return (
    view !== null &&
    typeof view.CSSStyleSheet === 'function' &&
    'replaceSync' in view.CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in view.ShadowRoot.prototype
  );
}

/**
 * Creates the modal's host: a `div[data-kit-host]` at the end of `document.body` with an open
 * shadow root holding Kit's CSS (`kitStyles`, `viewStyles`, then the theme) as constructed
 * stylesheets via `adoptedStyleSheets`, or `<style>` elements inside the shadow root where that
 * API is missing. Nothing is added to `document.head`, so Kit's CSS never touches the page and
 * the page's CSS stops at the shadow boundary. Call it in an effect (it needs a document).
 */
export function createShadowHost(doc: Document): ShadowHost {
  const host = doc.createElement('div');
  host.setAttribute('data-kit-host', '');
  host.setAttribute('style', HOST_INLINE_STYLE);
  const root = host.attachShadow({ mode: 'open' });
  const container = doc.createElement('div');
  container.setAttribute('data-kit-portal', '');
  let setThemeCss: (css: string) => void;

  if (supportsAdoptedSheets(doc)) {
    const SheetConstructor = (doc.defaultView as Window & typeof globalThis).CSSStyleSheet;
    let base = baseSheets.get(doc);
    if (base === undefined) {
      base = new SheetConstructor();
      base.replaceSync(HOST_CSS + kitStyles + viewStyles);
      baseSheets.set(doc, base);
    }
    const theme = new SheetConstructor();
    root.adoptedStyleSheets = [base, theme];
    setThemeCss = (css) => theme.replaceSync(css);
  } else {
    const base = doc.createElement('style');
    base.textContent = HOST_CSS + kitStyles + viewStyles;
    const theme = doc.createElement('style');
    root.append(base, theme);
    setThemeCss = (css) => {
      theme.textContent = css;
    };
  }
  root.append(container);
  doc.body.append(host);
  return { host, container, setThemeCss, remove: () => host.remove() };
}
