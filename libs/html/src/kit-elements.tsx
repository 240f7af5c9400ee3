import { kitError, type ChainNamespace } from '@kit/core';
import { AccountButton, ConnectButton, NetworkButton } from '@kit/react';
import type { ReactNode } from 'react';
import { assertBrowserPage } from './browser-page';
import type { KitModalInstance } from './create-kit-modal';
import type { KitButtonSlot, KitMount } from './kit-mount';

/** The button elements on the page, whichever Kit they show. */
const slots = new Set<KitButtonSlot>();
/** The mount the elements render into: the last Kit made or named. */
let active: KitMount | undefined;
const mounts = new WeakMap<KitModalInstance, KitMount>();
let nextKey = 0;

function refresh(): void {
  active?.render([...slots]);
}

function activate(mount: KitMount): void {
  if (active === mount) return;
  active?.render([]);
  active = mount;
  refresh();
}

/** Makes `mount` (of `kit`) the one the elements show, as createKitModal does. @internal */
export function registerMount(kit: KitModalInstance, mount: KitMount): void {
  mounts.set(kit, mount);
  activate(mount);
}

/** Forgets an unmounted Kit's mount; the elements show nothing until another Kit is made. @internal */
export function releaseMount(kit: KitModalInstance): void {
  const mount = mounts.get(kit);
  mounts.delete(kit);
  if (mount !== undefined && active === mount) active = undefined;
}

/** One custom element: its tag, the attributes it reads, and the button it shows. */
interface KitElementDefinition {
  tag: string;
  attributes: readonly string[];
  render(element: HTMLElement): ReactNode;
}

const optional = (element: HTMLElement, name: string) => element.getAttribute(name) ?? undefined;

const ELEMENTS: readonly KitElementDefinition[] = [
  {
    tag: 'kit-connect-button',
    attributes: ['label', 'loading-label', 'namespace'],
    render: (element) => {
      const label = optional(element, 'label');
      const loadingLabel = optional(element, 'loading-label');
      const namespace = optional(element, 'namespace') as ChainNamespace | undefined;
      return (
        <ConnectButton
          {...(label === undefined ? {} : { label })}
          {...(loadingLabel === undefined ? {} : { loadingLabel })}
          {...(namespace === undefined ? {} : { namespace })}
        />
      );
    },
  },
  { tag: 'kit-account-button', attributes: [], render: () => <AccountButton /> },
  { tag: 'kit-network-button', attributes: [], render: () => <NetworkButton /> },
];

/** The class of one element; made on definition, since a server has no HTMLElement to extend. */
function elementClass({ attributes, render }: KitElementDefinition): CustomElementConstructor {
  return class KitButtonElement extends HTMLElement {
    static observedAttributes = attributes;
    readonly #slot: KitButtonSlot = {
      element: this,
      key: `kit-button-${nextKey++}`,
      render: () => render(this),
    };
    #upgraded = false;

    connectedCallback(): void {
      // Fallback content the page wrote inside the tag gives way to the button, once.
      if (!this.#upgraded) this.replaceChildren();
      this.#upgraded = true;
      slots.add(this.#slot);
      refresh();
    }

    disconnectedCallback(): void {
      slots.delete(this.#slot);
      refresh();
    }

    attributeChangedCallback(): void {
      if (slots.has(this.#slot)) refresh();
    }
  };
}

/**
 * Registers `<kit-connect-button>` (attributes `label`, `loading-label`, `namespace`),
 * `<kit-account-button>` and `<kit-network-button>`, each showing @kit/react's button of the same
 * name for `kit` (default: the Kit the last createKitModal() made). Idempotent: a tag already
 * defined is left as it is. createKitModal() calls it; nothing is registered at import time.
 */
export function defineKitElements(kit?: KitModalInstance): void {
  assertBrowserPage('defineKitElements()');
  if (kit !== undefined) {
    const mount = mounts.get(kit);
    if (mount === undefined) throw kitError('KIT_NOT_MOUNTED', { call: 'defineKitElements()' });
    activate(mount);
  }
  for (const definition of ELEMENTS) {
    if (customElements.get(definition.tag) === undefined) {
      customElements.define(definition.tag, elementClass(definition));
    }
  }
}
