import { createKit, type CreateKitOptions, type Kit } from '@kit/store';
import type { KitThemeMode, KitThemeVariables } from '@kit/ui';
import { KitContext, KitModal, KitStoreContext, useKitSelector } from '@kit/views';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Provider } from 'react-redux';
import { kitEventTracker } from '../kit-events';
import { createShadowHost, type ShadowHost } from './shadow-host';
import { themeVariablesCss } from './theme-css';

/** Props shared by both ways of giving KitProvider its Kit. */
interface KitProviderBaseProps {
  children?: ReactNode;
  /** Overrides the `themeMode` option; `system` follows the visitor's OS. */
  themeMode?: KitThemeMode;
  /** Brand colour, radius, font and z-index of the modal (invalid values are ignored). */
  themeVariables?: KitThemeVariables;
  /** Forces the mobile bottom sheet (true) or the centred card (false); detected by default. */
  mobile?: boolean;
}

/**
 * Props of KitProvider: either a Kit made with `createKit` (recommended: one per page, created
 * outside React), or the `config` to make one, created once for the provider's life.
 */
export type KitProviderProps = KitProviderBaseProps &
  ({ kit: Kit; config?: never } | { config: CreateKitOptions; kit?: never });

/**
 * Provides a Kit to the hooks and components below it and renders the modal. The modal lives in
 * a shadow root on a host element appended to `document.body` in an effect, so nothing touches
 * `window` or `document` on the server or at import time, and the page's CSS cannot reach it.
 * The context value is the Kit itself (stable), so opening the modal re-renders the modal
 * alone, never the app. The store reaches the hooks through react-redux on Kit's own context
 * (`KitStoreContext`), so an app's own react-redux `<Provider>` above or below is untouched.
 */
export function KitProvider(props: KitProviderProps) {
  const { children, themeMode, themeVariables, mobile } = props;
  // A config is turned into a Kit once; a `kit` prop is always used as given.
  const [created] = useState<Kit | undefined>(() =>
    props.kit === undefined && props.config !== undefined ? kitForConfig(props.config) : undefined,
  );
  const kit = props.kit ?? created;
  if (kit === undefined) throw new Error('<KitProvider> needs a `kit` or a `config`.');
  return (
    <KitContext.Provider value={kit}>
      <Provider store={kit.store} context={KitStoreContext}>
        {children}
        <KitEventFollower kit={kit} />
        <KitModalHost themeMode={themeMode} themeVariables={themeVariables} mobile={mobile} />
      </Provider>
    </KitContext.Provider>
  );
}

// StrictMode runs state initialisers twice with the same props: one config, one Kit, so no
// second Kit (with its own sagas and wallet listeners) is started and left running.
const kitsByConfig = new WeakMap<CreateKitOptions, Kit>();

function kitForConfig(config: CreateKitOptions): Kit {
  let kit = kitsByConfig.get(config);
  if (kit === undefined) {
    kit = createKit(config);
    kitsByConfig.set(config, kit);
  }
  return kit;
}

/**
 * Moves the event tracker on with every state from the first render, so `useKitEvents` reports
 * events that happened before it first rendered too. Renders nothing; re-renders (alone) on events.
 */
function KitEventFollower({ kit }: { kit: Kit }) {
  useKitSelector(kitEventTracker(kit).eventAt);
  return null;
}

/** Props of KitModalHost. */
interface KitModalHostProps {
  themeMode: KitThemeMode | undefined;
  themeVariables: KitThemeVariables | undefined;
  mobile: boolean | undefined;
}

/**
 * Mounts the shadow host after the first commit and portals the modal into it. Its own state,
 * so creating the host re-renders this component only.
 */
function KitModalHost({ themeMode, themeVariables, mobile }: KitModalHostProps) {
  const [shadowHost, setShadowHost] = useState<ShadowHost>();
  const themeCss = themeVariablesCss(themeVariables);

  useEffect(() => {
    const created = createShadowHost(document);
    setShadowHost(created);
    return () => {
      created.remove();
      setShadowHost(undefined);
    };
  }, []);

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
