import { CONSTANTS, detectEnvironment } from '@kit/core';
import {
  closeRequested,
  goBack,
  selectCanGoBack,
  selectModalHistory,
  selectModalOpen,
  selectModalShake,
  selectModalView,
  selectModalViewData,
} from '@kit/modal';
import { selectActiveAddress } from '@kit/connection';
import { selectEmbeddedAvailable } from '@kit/embedded';
import { themeModeShown } from '@kit/embedded';
import { selectFeatures, selectOptions } from '@kit/options';
import { BottomSheet, ModalCard, resolveThemeMode, type KitThemeMode } from '@kit/ui';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useKitDispatch, useKitInstance, useKitSelector } from '../../store/kit-store-hooks';
import { BrandingFooter } from '../BrandingFooter/BrandingFooter';
import { CloseRefusedNotice } from '../CloseRefusedNotice/CloseRefusedNotice';
import { ModalToast } from '../ModalToast/ModalToast';
import { SheetLayoutContext } from '../sheet-layout';
import { useMediaQuery } from '../use-media-query';
import { VIEW_TITLES } from '../view-titles';
import { preloadView, ViewOutlet } from '../ViewOutlet/ViewOutlet';
import { useFocusRescue } from './use-focus-rescue';

/** Props of KitModal. */
export interface KitModalProps {
  /**
   * The layout: `true` the mobile bottom sheet, `false` the centred card. Left out, it follows
   * the device (a phone or tablet user agent) and the viewport (at most 430px wide).
   */
  mobile?: boolean;
  /** Overrides the `themeMode` option; `system` follows `prefers-color-scheme`. */
  themeMode?: KitThemeMode;
}

/** The viewport width at and under which the bottom sheet is used (core's isMobile rule). */
const NARROW_QUERY = '(max-width: 430px)';

const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Whether Tab stops on `element` as a radio: browsers stop once per named group, on its checked
 * radio (the first one while none is checked), so the other radios of the group are not stops.
 */
function isRadioStop(element: HTMLElement, all: HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') {
    return true;
  }
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement &&
      other.type === 'radio' &&
      other.name === element.name &&
      other.form === element.form,
  );
  return (group.find((radio) => radio.checked) ?? group[0]) === element;
}

/**
 * The keyboard-reachable elements of `root`, in order (hidden and inert ones left out, one stop
 * per radio group). The trap must agree with the browser on which stop is last: counting an
 * unchecked radio as last let Tab from the checked one leave the dialog (issue 23).
 */
function tabbables(root: HTMLElement): HTMLElement[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest('[hidden],[inert]') === null &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
  return candidates.filter((element) => isRadioStop(element, candidates));
}

/** The focused element, looking through shadow roots (the modal lives in one). */
function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether the device is a phone or tablet by its user agent (read once, on the client). */
function useMobileDevice(): boolean {
  const [mobile] = useState(
    () => typeof window !== 'undefined' && detectEnvironment(window).isMobile,
  );
  return mobile;
}

/**
 * The modal: a native `<dialog>` opened with showModal(), so the browser provides the top layer,
 * an inert page behind it (no focus, clicks or screen-reader access outside) and `aria-modal`
 * semantics, also inside a shadow root. Kit adds what the element leaves out: Tab wraps within
 * the dialog, Escape and backdrop clicks ask the store to close (which shakes instead while
 * sign-in is required), and focus returns to the opener. Renders under `[data-kit]` with the
 * theme in `data-kit-theme`; the caller mounts it in a shadow root with `kitStyles` and
 * `viewStyles` adopted there.
 */
export function KitModal({ mobile, themeMode }: KitModalProps) {
  const open = useKitSelector(selectModalOpen);
  const optionMode = useKitSelector((state) => selectOptions(state).themeMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const narrow = useMediaQuery(NARROW_QUERY);
  const mobileDevice = useMobileDevice();
  const sheet = mobile ?? (mobileDevice || narrow);
  const scheme = resolveThemeMode(themeMode ?? optionMode ?? 'system', prefersDark);
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbeddedAvailable);

  useEffect(() => {
    // The embedded wallet's approval page, framed in ApproveTransaction, follows this theme.
    if (embedded) dispatch(themeModeShown({ themeMode: scheme }));
  }, [dispatch, embedded, scheme]);

  useEffect(() => {
    // AllWallets is the first view on mobile and one click away on Connect: fetch its code before
    // it is needed, so it never waits on the network. On mobile at mount (it is the first view);
    // elsewhere once the open has shown Connect: its chunk's evaluation (the virtualiser) landed
    // between the open's first frames and held back the first wallet row (issue 22).
    if (sheet) {
      void preloadView('AllWallets');
      return;
    }
    if (!open) return;
    const timer = setTimeout(
      () => void preloadView('AllWallets'),
      CONSTANTS.ALL_WALLETS_PRELOAD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [sheet, open]);

  const connected = useKitSelector((state) => selectActiveAddress(state) !== undefined);
  useEffect(() => {
    // An open lands on Account once a wallet is connected (spec §2): its code (a chunk of its
    // own, so a first visit's open on Connect never waits on it) is fetched as soon as that is so.
    if (connected) void preloadView('Account');
  }, [connected]);

  return (
    <div data-kit="" data-kit-theme={scheme} className="kit-root">
      <ModalDialog open={open} sheet={sheet} />
      <ModalToast placement="page" />
    </div>
  );
}

/** The `<dialog>` and its open/close synchronisation with the store. */
function ModalDialog({ open, sheet }: { open: boolean; sheet: boolean }) {
  const dispatch = useKitDispatch();
  const { store } = useKitInstance();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      const opener = deepActiveElement();
      openerRef.current = opener instanceof HTMLElement ? opener : null;
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        // Environments without the dialog API (jsdom): same attributes, focus moved by hand.
        dialog.setAttribute('open', '');
        tabbables(dialog)[0]?.focus();
      }
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      restoreFocus(openerRef.current);
      openerRef.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll while the modal is up; the previous value comes back.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  useLayoutEffect(
    () => () => {
      // Unmounted while open (provider removed): leave the top layer and give focus back.
      const dialog = dialogRef.current;
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      restoreFocus(openerRef.current);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      // Handled here rather than by the dialog's own cancel, which Chrome stops letting a page
      // refuse after one Escape without a click: closing may be refused (sign-in required).
      event.preventDefault();
      event.stopPropagation();
      dispatch(closeRequested());
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>): void => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    <dialog
      ref={dialogRef}
      className="kit-dialog"
      data-layout={sheet ? 'sheet' : 'card'}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Other close requests (Android back): the store decides.
        event.preventDefault();
        dispatch(closeRequested());
      }}
      onClose={(event) => {
        // The browser closed it against the store's will: show it again.
        if (store.getState().modal.open && !event.currentTarget.open) {
          event.currentTarget.showModal?.();
        }
      }}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        // A click that started and ended on the backdrop (not a text selection dragged out).
        if (event.target === event.currentTarget && pressedOnBackdrop.current) {
          dispatch(closeRequested());
        }
        pressedOnBackdrop.current = false;
      }}
    >
      {open && <ModalContent titleId={titleId} sheet={sheet} />}
      <ModalToast placement="dialog" />
    </dialog>
  );
}

/** Focuses the opener again unless focus already went somewhere on purpose. */
function restoreFocus(opener: HTMLElement | null): void {
  if (opener === null || !opener.isConnected) return;
  const active = deepActiveElement();
  if (active === null || active === document.body || active.closest('dialog') !== null) {
    opener.focus();
  }
}

/** The card (or sheet): header with back, title and close, and the current view. */
function ModalContent({ titleId, sheet }: { titleId: string; sheet: boolean }) {
  const dispatch = useKitDispatch();
  const view = useKitSelector(selectModalView);
  const depth = useKitSelector((state) => selectModalHistory(state).length);
  const canGoBack = useKitSelector(selectCanGoBack);
  const shake = useKitSelector(selectModalShake);
  const walletName = useKitSelector((state) => selectModalViewData(state).wallet?.name);
  const title =
    (view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && walletName
      ? walletName
      : VIEW_TITLES[view];
  const branding = useKitSelector((state) => selectFeatures(state).reownBranding);
  const cardRef = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);
  useFocusRescue(cardRef, titleId);
  // The view the modal opened on appears with the card, without a fade of its own (see
  // kitModalStyles); the views that replace it fade in. Set aside on the first change of view.
  const viewKey = `${depth}:${view}`;
  const [openingKey, setOpeningKey] = useState<string | null>(viewKey);
  if (openingKey !== null && openingKey !== viewKey) setOpeningKey(null);

  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    // The control that changed the view is gone: put focus on the new view's title, so keyboard
    // and screen-reader users start from the top of it.
    const card = cardRef.current;
    if (card === null) return;
    const active = (card.getRootNode() as Document | ShadowRoot).activeElement;
    if (active !== null && card.contains(active)) return;
    const heading = (card.getRootNode() as Document | ShadowRoot).getElementById(titleId);
    if (heading === null || !card.contains(heading)) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [view, depth, titleId]);

  const card = (
    <ModalCard
      ref={cardRef}
      title={title}
      titleId={titleId}
      onBack={canGoBack ? () => dispatch(goBack()) : undefined}
      onClose={() => dispatch(closeRequested())}
      shake={shake}
      footer={branding ? <BrandingFooter /> : undefined}
      data-view={view}
      data-opening={openingKey === viewKey ? '' : undefined}
    >
      <CloseRefusedNotice />
      <ViewOutlet key={viewKey} view={view} />
    </ModalCard>
  );
  return (
    <SheetLayoutContext.Provider value={sheet}>
      {sheet ? (
        <BottomSheet onSwipeDown={() => dispatch(closeRequested())}>{card}</BottomSheet>
      ) : (
        card
      )}
    </SheetLayoutContext.Provider>
  );
}
