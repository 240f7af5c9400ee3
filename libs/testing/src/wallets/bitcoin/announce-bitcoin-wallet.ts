// Announces a Bitcoin wallet the way Kit's bip122 adapter discovers them: a
// 'bitcoin:announceProvider' CustomEvent now and on every 'bitcoin:requestProvider'. Works on jsdom
// windows and real pages alike (events are built with the given window's own constructors).

/** Who the wallet is. */
export interface BitcoinWalletInfo {
  uuid: string;
  name: string;
  /** A data:image/ URI. */
  icon: string;
  /** Reverse-DNS id, e.g. 'dev.kit.bitcointestwallet'. */
  rdns: string;
}

/** The test wallet's default announcement. */
export const BITCOIN_TEST_WALLET_INFO: Omit<BitcoinWalletInfo, 'uuid'> = {
  name: 'Kit Bitcoin Test Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/></svg>',
  )}`,
  rdns: 'dev.kit.bitcointestwallet',
};

type EventWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  CustomEvent?: typeof CustomEvent;
};

/** Announces `provider`; returns a function that stops answering requests. */
export function announceBitcoinWallet(
  window: Window,
  provider: object,
  info: BitcoinWalletInfo,
): () => void {
  if (!/^data:image\//.test(info.icon)) throw new Error('wallet icons must be data:image/ URIs');
  const target = window as unknown as EventWindow;
  const EventCtor = target.CustomEvent ?? CustomEvent;
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = (): void => {
    target.dispatchEvent(new EventCtor('bitcoin:announceProvider', { detail }));
  };
  target.addEventListener('bitcoin:requestProvider', announce);
  announce();
  return () => target.removeEventListener('bitcoin:requestProvider', announce);
}
