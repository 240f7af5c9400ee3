// @kit/html public API: Kit for pages with no React of their own. Nothing runs at import time
// (sideEffects: false), so a server can import it; the calls need a browser page.
// Every export below carries its one-line doc comment at its declaration.

export { createKitModal } from './create-kit-modal';
export type { KitModalInstance } from './create-kit-modal';
export { defineKitElements } from './kit-elements';

// Re-exported so a page needs one import for the common case.
export type { CreateKitOptions } from '@kit/store';
