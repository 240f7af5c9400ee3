// The toy chain's browser wallet, as an extension would inject it: it holds one ed25519 key, asks
// nothing of a real visitor (tests answer for them with rejectNext) and signs for real. It has no
// Node built-ins, so the journey bundles it for Chromium.
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { toyAddress, transferBytes, type ToyTransfer } from '../ledger/toy-protocol';

/** What the wallet injects as `window.toy`: the API a dApp (or Kit's toy adapter) calls. */
export interface ToyWalletProvider {
  readonly name: string;
  /** The wallet's icon, a data: URL. */
  readonly icon: string;
  /** Asks the visitor for access; resolves with their address. */
  connect(): Promise<{ address: string }>;
  /** Forgets this site's access. */
  disconnect(): Promise<void>;
  /** Signs a UTF-8 message with ed25519; resolves with the signature in hex. */
  signMessage(message: string): Promise<string>;
  /** Signs a transfer (toy-protocol's bytes); resolves with the signature in hex. */
  signTransfer(transfer: ToyTransfer): Promise<string>;
  on(event: 'disconnect', listener: () => void): void;
  off(event: 'disconnect', listener: () => void): void;
}

/** The wallet with the controls a test uses in place of a visitor. */
export interface ToyWallet extends ToyWalletProvider {
  readonly address: string;
  /** Every method called, in order. */
  readonly calls: string[];
  /** The next call of `method` fails as a visitor's refusal (code 4001). */
  rejectNext(method: 'connect' | 'signMessage' | 'signTransfer'): void;
}

/** Its refusal, worded as wallets word it: code 4001 (EIP-1193), which Kit recognises (spec §5). */
class ToyWalletRejection extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request.');
  }
}

const ICON =
  'data:image/svg+xml;base64,' +
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lk' +
  'dGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzJiOGE1ZSIvPjwvc3ZnPg==';

/** A toy wallet holding `secretKey` (32 bytes, hex). */
export function createToyWallet(secretKey: string): ToyWallet {
  const key = hexToBytes(secretKey);
  const address = toyAddress(ed25519.getPublicKey(key));
  const calls: string[] = [];
  const refusals = new Set<string>();
  const disconnectListeners = new Set<() => void>();
  let authorised = false;

  /** Records the call, and refuses it if a test asked for that. */
  const ask = (method: string) => {
    calls.push(method);
    if (refusals.delete(method)) throw new ToyWalletRejection();
  };
  const requireAccess = () => {
    if (!authorised) throw new Error('The site is not connected to Toy Wallet');
  };
  const sign = (bytes: Uint8Array) => bytesToHex(ed25519.sign(bytes, key));

  return {
    name: 'Toy Wallet',
    icon: ICON,
    address,
    calls,
    rejectNext: (method) => void refusals.add(method),
    async connect() {
      ask('connect');
      authorised = true;
      return { address };
    },
    async disconnect() {
      calls.push('disconnect');
      authorised = false;
      for (const listener of [...disconnectListeners]) listener();
    },
    async signMessage(message) {
      ask('signMessage');
      requireAccess();
      return sign(utf8ToBytes(message));
    },
    async signTransfer(transfer) {
      ask('signTransfer');
      requireAccess();
      if (transfer.from !== address) throw new Error(`Toy Wallet does not hold ${transfer.from}`);
      return sign(transferBytes(transfer));
    },
    on: (_event, listener) => void disconnectListeners.add(listener),
    off: (_event, listener) => void disconnectListeners.delete(listener),
  };
}

/** Makes the wallet `window.toy` and says so with a `toy#initialized` event, as extensions do. */
export function injectToyWallet(window: Window, wallet: ToyWalletProvider): void {
  (window as Window & { toy?: ToyWalletProvider }).toy = wallet;
  // The window's own Event class: a page's, or jsdom's in Node.
  const { Event } = window as Window & typeof globalThis;
  window.dispatchEvent(new Event('toy#initialized'));
}
