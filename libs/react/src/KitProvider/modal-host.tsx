// The modal's code, loaded on the first open intent (modal-loader.ts): the shadow host, Kit's CSS
// and the modal shell with its views. Nothing on the page's first screen imports this module.
import type { KitThemeMode, KitThemeVariables } from '@kit/ui';
import { KitModal } from '@kit/views/modal';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createShadowHost, type ShadowHost } from './shadow-host';
import { themeVariablesCss } from './theme-css';

/** Props of KitModalHost. */
export interface KitModalHostProps {
  themeMode: KitThemeMode | undefined;
  themeVariables: KitThemeVariables | undefined;
  mobile: boolean | undefined;
}

/** The shadow host this component mounted, as a tiny store read with useSyncExternalStore. */
interface HostSlot {
  get(): ShadowHost | undefined;
  set(host: ShadowHost | undefined): void;
  subscribe(listener: () => void): () => void;
}

function createHostSlot(): HostSlot {
  let current: ShadowHost | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (host) => {
      current = host;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Mounts the shadow host after the first commit and portals the modal into it. The host is this
 * component's own (re-rendering it alone), read through useSyncExternalStore so the modal renders
 * in the same task as the host's creation: a state update from the effect waited for a task of
 * its own, and on a slow CPU the browser drew an empty frame before it (issue 22, click to list).
 */
export function KitModalHost({ themeMode, themeVariables, mobile }: KitModalHostProps) {
  const [slot] = useState(createHostSlot);
  const shadowHost = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const themeCss = themeVariablesCss(themeVariables);

  // A passive effect, not a layout effect: under React 18's StrictMode a layout effect made the
  // modal's first render go into the host the double-invoked cleanup had removed, and showModal()
  // threw "not in a Document" (the React 18 outside app, tools/outside-apps/src/vite-react.spec.ts).
  // The render reads the slot's latest host, so a StrictMode re-run's host is the one used.
  useEffect(() => {
    const created = createShadowHost(document);
    slot.set(created);
    return () => {
      created.remove();
      slot.set(undefined);
    };
  }, [slot]);

  useEffect(() => {
    shadowHost?.setThemeCss(themeCss);
  }, [shadowHost, themeCss]);

  if (shadowHost === undefined) return null;
  return createPortal(
    <KitModal
      {...(mobile === undefined ? {} : { mobile })}
      {...(themeMode === undefined ? {} : { themeMode })}
    />,
    shadowHost.container,
  );
}
