import { createKit, type CreateKitOptions, type Kit } from '@kit/store';
import { assertBrowserPage } from './browser-page';
import { defineKitElements, registerMount, releaseMount } from './kit-elements';
import { mountKit } from './kit-mount';

/** What createKitModal returns: the Kit API (`open`, `connect`, `subscribe`…) plus `unmount`. */
export interface KitModalInstance extends Kit {
  /**
   * Removes the modal and the elements' buttons from the page (the Kit keeps running: `destroy()`
   * stops it). Idempotent.
   */
  unmount(): void;
}

/**
 * Kit for a page with no React of its own (plain HTML, Vue, Svelte, server-rendered sites):
 * creates the Kit from `options` (those of createKit), mounts its modal on a container appended
 * to `document.body`, and defines `<kit-connect-button>`, `<kit-account-button>` and
 * `<kit-network-button>` for it. Throws BROWSER_ONLY where there is no page.
 */
export function createKitModal(options: CreateKitOptions): KitModalInstance {
  assertBrowserPage('createKitModal()');
  const kit = createKit(options);
  const mount = mountKit(kit, document);
  const instance: KitModalInstance = {
    ...kit,
    unmount() {
      releaseMount(instance);
      mount.unmount();
    },
  };
  registerMount(instance, mount);
  defineKitElements(instance);
  return instance;
}
