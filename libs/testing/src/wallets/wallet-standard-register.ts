// The wallet side of Wallet Standard discovery: dispatch `wallet-standard:register-wallet` with a
// callback apps that are already listening call with their `register` API, and answer every later
// `wallet-standard:app-ready` the same way. The same protocol as @wallet-standard/wallet's
// registerWallet, on a given window rather than the global one (several pages in one test).
import type { Wallet } from '@wallet-standard/base';

interface RegisterApi {
  register(wallet: Wallet): () => void;
}

/** Registers `wallet` with every Wallet Standard app on `window`; the result unregisters it. */
export function registerWalletStandard(window: Window, wallet: Wallet): () => void {
  const unregisters: Array<() => void> = [];
  const callback = ({ register }: RegisterApi) => void unregisters.push(register(wallet));
  const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  const CustomEventOfWindow = (window as unknown as { CustomEvent: typeof CustomEvent })
    .CustomEvent;
  window.dispatchEvent(
    new CustomEventOfWindow('wallet-standard:register-wallet', { detail: callback }),
  );
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
