import { selectActiveAddress } from '@kit/connection';
import { selectModalOpen } from '@kit/modal';
import { createKit, kitViewStore, type CreateKitOptions, type Kit } from '@kit/store';
import { selectToastOpen } from '@kit/toast';
import type { KitThemeMode, KitThemeVariables } from '@kit/ui';
import { KitContext, KitStoreContext, useKitSelector, useListingOnOpen } from '@kit/views';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { kitEventTracker } from '../kit-events';
import type { KitModalHostProps } from './modal-host';
import { scheduleFontWarmup } from './font-warmup';
import { modalLoader, preloadAccountView } from './modal-loader';

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
 * Provides a Kit to the hooks and components below it and renders the modal (its code loads on
 * the first intent to open it, see LazyModalHost). The modal lives in
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
  const fontFamily = themeVariables?.fontFamily;
  // The modal's fonts are looked up while the page is idle, not inside its first open.
  useEffect(() => scheduleFontWarmup(window, fontFamily), [fontFamily]);
  return (
    <KitContext.Provider value={kit}>
      {/* Not kit.store: reading this one does not start Kit's sagas, so the first frame does not
          wait for them (they start after it, or on the first dispatch). */}
      <Provider store={kitViewStore(kit)} context={KitStoreContext}>
        {children}
        <KitEventFollower kit={kit} />
        <LazyModalHost
          kit={kit}
          themeMode={themeMode}
          themeVariables={themeVariables}
          mobile={mobile}
        />
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

/**
 * The modal, once its code is in. The code is fetched on the first intent to open the modal (the
 * store says open) or to show its page toast, and earlier on a Kit button's hover, focus or press
 * (modal-loader.ts); until then the provider mounts nothing on the page. Once loaded, the host
 * stays mounted (closed), so later opens are one render. When the code cannot be loaded for an
 * open, the modal is closed again (the store does not claim a modal nobody sees), the typed
 * error (MODAL_LOAD_FAILED) goes to the console, and Kit's buttons say the load failed
 * (useModalLoadFailure) until the next intent loads again.
 */
function LazyModalHost({ kit, ...props }: KitModalHostProps & { kit: Kit }) {
  const Host = useSyncExternalStore(modalLoader.subscribe, modalLoader.loaded, noHostOnServer);
  const wanted = useKitSelector((state) => selectModalOpen(state) || selectToastOpen(state));
  // Connect's data is asked for with the open, not after the modal's code has arrived.
  useListingOnOpen();
  useEffect(() => {
    if (!wanted || Host !== undefined) return;
    let current = true;
    // An open of a connected visitor lands on Account (spec §2), whose code is a chunk of its own.
    if (selectActiveAddress(kit.getState()) !== undefined) preloadAccountView();
    modalLoader.load().catch((error: unknown) => {
      if (!current) return;
      // The integrator's console is the only place a developer sees this (as ViewErrorBoundary).
      console.error('Kit: the modal could not be opened', error);
      if (selectModalOpen(kit.getState())) kit.close();
    });
    return () => {
      current = false;
    };
  }, [wanted, Host, kit]);
  return Host === undefined ? null : <Host {...props} />;
}

/** The server renders no modal (it mounts in an effect anyway). */
const noHostOnServer = () => undefined;
