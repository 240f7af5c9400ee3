// The legacy injected provider: `window.ethereum`, set by an extension before or shortly after the
// page's scripts run (MetaMask then dispatches 'ethereum#initialized').
import { CONSTANTS } from '@kit/core';
import type { Unsubscribe } from '@kit/core';
import { isEip1193Provider } from './eip1193-provider';
import type { Eip1193Provider } from './eip1193-provider';

/** A wallet's identity guessed from the flags its injected provider sets. */
export interface InjectedWalletInfo {
  name: string;
  /** The rdns the same wallet announces through EIP-6963, used to show it only once. */
  rdns?: string;
}

/**
 * Flag → wallet, most specific first: Rabby, Brave, Trust, OKX and others also set `isMetaMask`
 * so dApps written for MetaMask accept them, so `isMetaMask` must be checked last.
 */
const KNOWN_FLAGS: ReadonlyArray<readonly [flag: string, info: Required<InjectedWalletInfo>]> = [
  ['isRabby', { name: 'Rabby Wallet', rdns: 'io.rabby' }],
  ['isBraveWallet', { name: 'Brave Wallet', rdns: 'com.brave.wallet' }],
  ['isCoinbaseWallet', { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }],
  ['isTrust', { name: 'Trust Wallet', rdns: 'com.trustwallet.app' }],
  ['isTrustWallet', { name: 'Trust Wallet', rdns: 'com.trustwallet.app' }],
  ['isOkxWallet', { name: 'OKX Wallet', rdns: 'com.okex.wallet' }],
  ['isOKExWallet', { name: 'OKX Wallet', rdns: 'com.okex.wallet' }],
  ['isPhantom', { name: 'Phantom', rdns: 'app.phantom' }],
  ['isZerion', { name: 'Zerion', rdns: 'io.zerion.wallet' }],
  ['isRainbow', { name: 'Rainbow', rdns: 'me.rainbow' }],
  ['isFrame', { name: 'Frame', rdns: 'sh.frame' }],
  ['isMetaMask', { name: 'MetaMask', rdns: 'io.metamask' }],
];

/** The name used when no known flag is set. */
export const GENERIC_INJECTED_NAME = 'Browser Wallet';

/** The provider at `window.ethereum`, if there is an EIP-1193 one. */
export function readInjectedProvider(window: Window): Eip1193Provider | undefined {
  let candidate: unknown;
  try {
    candidate = (window as unknown as { ethereum?: unknown }).ethereum;
  } catch {
    // A hostile or broken getter must not break discovery.
    return undefined;
  }
  return isEip1193Provider(candidate) ? candidate : undefined;
}

/** Names an injected provider from its flags; unknown providers are 'Browser Wallet' without rdns. */
export function injectedWalletInfo(provider: Eip1193Provider): InjectedWalletInfo {
  const flags = provider as unknown as Record<string, unknown>;
  for (const [flag, info] of KNOWN_FLAGS) {
    if (flags[flag] === true) return { ...info };
  }
  return { name: GENERIC_INJECTED_NAME };
}

/**
 * Calls `onFound` with `window.ethereum`: at once when it is there, else when the wallet signals
 * 'ethereum#initialized' or, at the latest, after `waitMs` (extensions that inject late without the
 * event). Calls it at most once. Returns a function that stops waiting.
 */
export function watchInjectedProvider(
  window: Window,
  onFound: (provider: Eip1193Provider) => void,
  options: { waitMs?: number; onSettled?: () => void } = {},
): Unsubscribe {
  const now = readInjectedProvider(window);
  if (now) {
    onFound(now);
    options.onSettled?.();
    return () => undefined;
  }
  let done = false;
  const check = (): void => {
    if (done) return;
    stop();
    const provider = readInjectedProvider(window);
    if (provider) onFound(provider);
    options.onSettled?.();
  };
  const timer = setTimeout(check, options.waitMs ?? CONSTANTS.ASYNC_INJECT_WAIT_MS);
  window.addEventListener('ethereum#initialized', check, { once: true });
  function stop(): void {
    done = true;
    clearTimeout(timer);
    window.removeEventListener('ethereum#initialized', check);
  }
  return () => {
    if (done) return;
    stop();
    options.onSettled?.();
  };
}
