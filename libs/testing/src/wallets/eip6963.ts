// Puts a provider where dApps look for one: window.ethereum (legacy injection) and EIP-6963
// announcements. Works on jsdom windows and real pages alike: events are built with the given
// window's own constructors, so a provider can be installed into another realm.

/** The EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  /** A UUIDv4, unique per page session. */
  uuid: string;
  name: string;
  /** A data URI (data:image/svg+xml, …), per EIP-6963. */
  icon: string;
  /** Reverse-DNS id, e.g. 'dev.kit.testwallet'. */
  rdns: string;
}

/** A small square icon as a data:image/svg+xml URI, for announcements in tests. */
export const KIT_TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b65ff"/></svg>',
)}`;

type EventWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  CustomEvent?: typeof CustomEvent;
  Event?: typeof Event;
};

/**
 * Announces `provider` through EIP-6963: dispatches eip6963:announceProvider now and again on every
 * eip6963:requestProvider. Returns a function that stops answering requests.
 */
export function announceEip6963(
  window: Window,
  provider: object,
  info: Eip6963ProviderInfo,
): () => void {
  if (!/^data:image\//.test(info.icon)) throw new Error('EIP-6963 icons must be data:image/ URIs');
  const target = window as unknown as EventWindow;
  const EventCtor = target.CustomEvent ?? CustomEvent;
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = (): void => {
    target.dispatchEvent(new EventCtor('eip6963:announceProvider', { detail }));
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}

/**
 * Sets `window.ethereum` to `provider` and dispatches 'ethereum#initialized' (as MetaMask does for
 * late injection). Returns a function that restores the previous value.
 */
export function installAsWindowEthereum(window: Window, provider: object): () => void {
  const target = window as unknown as EventWindow & { ethereum?: unknown };
  const previous = Object.getOwnPropertyDescriptor(target, 'ethereum');
  Object.defineProperty(target, 'ethereum', {
    value: provider,
    configurable: true,
    writable: true,
    enumerable: true,
  });
  const EventCtor = target.Event ?? Event;
  target.dispatchEvent(new EventCtor('ethereum#initialized'));
  return () => {
    if (previous) Object.defineProperty(target, 'ethereum', previous);
    else delete target.ethereum;
  };
}
