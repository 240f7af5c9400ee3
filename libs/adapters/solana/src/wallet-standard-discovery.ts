// Wallet Standard discovery on the window Kit was given. The protocol is two events: the app
// dispatches `wallet-standard:app-ready` with a `register` API (wallets loaded earlier register
// through it), and listens for `wallet-standard:register-wallet`, whose detail is a callback that
// wallets loaded later dispatch and that receives the same API. @wallet-standard/app's
// getWallets() implements exactly this, but on the global `window` and once per JavaScript realm
// (a module-level registry), so it cannot serve the window of a Kit instance (server rendering,
// several pages in one test process); this does the same on `context.window`.
import type { Wallet } from './wallet-standard';

/** What the app hands to wallets. */
interface RegisterApi {
  register(wallet: Wallet): () => void;
}

/** Starts listening; `onRegister` gets each wallet once, `onUnregister` when it unregisters. */
export function listenForWallets(
  window: Window,
  onRegister: (wallet: Wallet) => void,
  onUnregister: (wallet: Wallet) => void,
): () => void {
  const registered = new Set<Wallet>();
  let stopped = false;
  const api: RegisterApi = Object.freeze({
    register(wallet: Wallet) {
      if (stopped || registered.has(wallet)) return () => undefined;
      registered.add(wallet);
      onRegister(wallet);
      return () => {
        if (registered.delete(wallet) && !stopped) onUnregister(wallet);
      };
    },
  });
  const onRegisterEvent = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail;
    if (typeof callback !== 'function') return;
    try {
      (callback as (api: RegisterApi) => void)(api);
    } catch {
      // A broken wallet script must not stop discovery of the others.
    }
  };
  window.addEventListener('wallet-standard:register-wallet', onRegisterEvent);
  const CustomEventOfWindow = (window as unknown as { CustomEvent: typeof CustomEvent })
    .CustomEvent;
  window.dispatchEvent(new CustomEventOfWindow('wallet-standard:app-ready', { detail: api }));
  return () => {
    stopped = true;
    window.removeEventListener('wallet-standard:register-wallet', onRegisterEvent);
  };
}
