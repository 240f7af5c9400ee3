// The shapes of `window.injectedWeb3`, as @polkadot/extension-inject defines them and the
// polkadot{.js}, Talisman, SubWallet and Nova extensions inject them. Declared here (types only)
// so the adapter needs none of the extension packages at run time.

/** One account an extension exposes. */
export interface InjectedAccount {
  address: string;
  name?: string;
  genesisHash?: string | null;
  type?: string;
}

/** signer.signRaw's request: `data` is hex; `type: 'bytes'` asks the wallet to wrap it in <Bytes>. */
export interface SignerPayloadRaw {
  address: string;
  data: string;
  type: 'bytes' | 'payload';
}

/** What a signer answers: the signature as hex (for a transaction, with its type prefix). */
export interface SignerResult {
  id: number;
  signature: string;
  signedTransaction?: string;
}

/** The signer of an enabled extension (the @polkadot/api Signer interface). */
export interface InjectedSigner {
  signPayload?(payload: Record<string, unknown>): Promise<SignerResult>;
  signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>;
}

/** The accounts of an enabled extension. */
export interface InjectedAccounts {
  get(anyType?: boolean): Promise<InjectedAccount[]>;
  /** Calls back with the current list now and on every change; returns the unsubscribe. */
  subscribe?(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void;
}

/** What `enable(origin)` resolves to once the visitor allowed the site. */
export interface InjectedExtension {
  accounts: InjectedAccounts;
  signer: InjectedSigner;
}

/** One entry of `window.injectedWeb3`, keyed by the extension's name. */
export interface InjectedWeb3Entry {
  version?: string;
  /** Asks the visitor to allow `originName` (the dApp's name); rejects when refused. */
  enable(originName: string): Promise<InjectedExtension>;
}

/** The window as the extensions leave it. */
export type InjectedWindow = Window & { injectedWeb3?: Record<string, InjectedWeb3Entry> };

/** The injected extensions of a window, by name; entries without `enable` are left out. */
export function readInjectedWeb3(window: Window | undefined): Map<string, InjectedWeb3Entry> {
  const found = new Map<string, InjectedWeb3Entry>();
  const injected = (window as InjectedWindow | undefined)?.injectedWeb3;
  if (injected === null || typeof injected !== 'object') return found;
  for (const [name, entry] of Object.entries(injected)) {
    if (entry && typeof entry.enable === 'function') found.set(name, entry);
  }
  return found;
}
