// The injected Bitcoin wallet provider interface Kit speaks (documented in ../README.md). Bitcoin
// has no EIP-1193: wallets expose their own objects. This interface follows the shape the WBIP
// proposals and sats-connect settled on (accounts with purposes, BIP-322 messages, PSBT signing),
// as plain async methods, so a wallet implements it in a few lines.

/**
 * What an account is for (the wallet decides which addresses serve which purpose).
 * - `payment`: holds spendable coins; Kit's default account type for bip122 (spec §6).
 * - `ordinals`: holds inscriptions and runes; Kit never spends from it.
 */
export type BitcoinAccountPurpose = 'payment' | 'ordinals';

/**
 * The script type of an account's address.
 * - `p2wpkh`: native segwit v0 (bc1q…).
 * - `p2tr`: Taproot (bc1p…), key-path spends.
 * - `p2sh-p2wpkh`: nested segwit (3…); listed for completeness, Kit does not spend from it.
 * - `p2pkh`: legacy (1…); listed for completeness, Kit does not spend from it.
 */
export type BitcoinAddressType = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh';

/** One account the wallet exposes to the site. */
export interface BitcoinWalletAccount {
  address: string;
  /** Hex public key: 33 bytes compressed, or 32 bytes x-only (the Taproot internal key) for p2tr. */
  publicKey: string;
  purpose: BitcoinAccountPurpose;
  addressType: BitcoinAddressType;
}

/**
 * The events a provider emits.
 * - `accountsChanged`: the accounts the site may use now (`[]` when it lost access).
 * - `networkChanged`: the CAIP-2 id of the wallet's new network.
 * - `disconnect`: the wallet ended the site's connection.
 */
export interface BitcoinProviderEvents {
  accountsChanged: (accounts: BitcoinWalletAccount[]) => void;
  networkChanged: (caipNetworkId: string) => void;
  disconnect: () => void;
}

/** The event names of a provider. */
export type BitcoinProviderEvent = keyof BitcoinProviderEvents;

/**
 * An injected Bitcoin wallet. Every method may prompt except `getAccounts` and `getNetwork`. A
 * refusal rejects with `{ code: 4001, message: 'User rejected the request.' }` (any of spec §5's
 * codes or phrases is recognised).
 */
export interface BitcoinWalletProvider {
  /** Asks the visitor to share accounts for these purposes; resolves the shared accounts. */
  requestAccounts(params: { purposes: BitcoinAccountPurpose[] }): Promise<BitcoinWalletAccount[]>;
  /** The accounts already shared with the site, without prompting (`[]` when none). */
  getAccounts(): Promise<BitcoinWalletAccount[]>;
  /** The CAIP-2 id of the wallet's network, e.g. `bip122:000000000019d6689c085ae165831e93`. */
  getNetwork(): Promise<string>;
  /**
   * Signs a UTF-8 message with an account's key. `protocol: 'bip322'` asks for a BIP-322 "simple"
   * signature (base64 of the witness stack), the only protocol Kit requests.
   */
  signMessage(params: {
    address: string;
    message: string;
    protocol: 'bip322';
  }): Promise<{ signature: string }>;
  /**
   * Signs the listed inputs of a PSBT (base64) and returns it (base64), not finalised and not
   * broadcast: Kit finalises, extracts and broadcasts. `signInputs` maps an address to the input
   * indexes it must sign.
   */
  signPsbt(params: {
    psbt: string;
    signInputs: Record<string, number[]>;
    broadcast: false;
  }): Promise<{ psbt: string }>;
  /** Forgets the site (optional). */
  disconnect?(): Promise<void>;
  on<E extends BitcoinProviderEvent>(event: E, listener: BitcoinProviderEvents[E]): void;
  removeListener<E extends BitcoinProviderEvent>(
    event: E,
    listener: BitcoinProviderEvents[E],
  ): void;
}

/** Who the wallet is, as it announces itself. */
export interface BitcoinProviderInfo {
  /** Unique per page load. */
  uuid: string;
  name: string;
  /** A data:image/ URI or an https: URL. */
  icon: string;
  /** Reverse-DNS id of the wallet, e.g. `com.example.wallet`; part of the connector id. */
  rdns: string;
}

/** The `detail` of the announcement event. */
export interface BitcoinProviderDetail {
  info: BitcoinProviderInfo;
  provider: BitcoinWalletProvider;
}

/** A wallet announces itself with a CustomEvent of this name whose detail is BitcoinProviderDetail. */
export const BITCOIN_ANNOUNCE_EVENT = 'bitcoin:announceProvider';
/** Kit dispatches this (plain Event) after listening; wallets answer by announcing again. */
export const BITCOIN_REQUEST_EVENT = 'bitcoin:requestProvider';

const METHODS = [
  'requestAccounts',
  'getAccounts',
  'getNetwork',
  'signMessage',
  'signPsbt',
  'on',
  'removeListener',
] as const;

/** True when `value` has every required method of BitcoinWalletProvider. */
export function isBitcoinWalletProvider(value: unknown): value is BitcoinWalletProvider {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return METHODS.every((method) => typeof record[method] === 'function');
}
