import { isBitcoinAddress, type BitcoinNetwork } from '../address/bitcoin-address';
import { isEvmAddress, toChecksumAddress } from '../address/evm-address';
import { isPolkadotAddress } from '../address/polkadot-address';
import { isSolanaAddress } from '../address/solana-address';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../networks/bitcoin-networks';

/**
 * How one namespace writes a sign-in message. eip155 follows EIP-4361 to the letter (Chain ID right
 * after Version, a decimal chain id). The others follow CAIP-122's suggested string: the ecosystem
 * name in the header, Chain ID (the CAIP-2 reference) after Request ID.
 */
export interface SiwxNamespaceProfile {
  /** The name in "wants you to sign in with your {name} account:". */
  readonly accountName: string;
  /** Where the Chain ID line sits. */
  readonly chainIdLine: 'afterVersion' | 'afterRequestId';
  /** The Chain ID value's grammar (the CAIP-2 reference). */
  isReference(reference: string): boolean;
  /**
   * The spelling the message must carry (EIP-55 for eip155), or undefined when `address` is no
   * account of this namespace on the network `reference`.
   */
  canonicalAddress(address: string, reference: string): string | undefined;
}

// CAIP-2 reference charset; eip155 narrows it to EIP-4361's `1*DIGIT`.
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const EIP155_REFERENCE = /^[0-9]{1,32}$/;

const BITCOIN_NETWORK_BY_REFERENCE: ReadonlyMap<string, BitcoinNetwork> = new Map([
  [String(bitcoin.id), 'mainnet'],
  [String(bitcoinTestnet.id), 'testnet'],
  [String(bitcoinRegtest.id), 'regtest'],
]);

function canonicalIf(valid: boolean, address: string): string | undefined {
  return valid ? address : undefined;
}

const eip155: SiwxNamespaceProfile = {
  accountName: 'Ethereum',
  chainIdLine: 'afterVersion',
  isReference: (reference) => EIP155_REFERENCE.test(reference),
  // EIP-4361's ABNF: "0x" 40*40HEXDIG, written in EIP-55 capitalisation.
  canonicalAddress: (address) =>
    /^0x[0-9a-fA-F]{40}$/.test(address) && isEvmAddress(address)
      ? toChecksumAddress(address)
      : undefined,
};

const solana: SiwxNamespaceProfile = {
  accountName: 'Solana',
  chainIdLine: 'afterRequestId',
  isReference: (reference) => CAIP2_REFERENCE.test(reference),
  canonicalAddress: (address) => canonicalIf(isSolanaAddress(address), address),
};

function bitcoinAddressOn(address: string, reference: string): boolean {
  const network = BITCOIN_NETWORK_BY_REFERENCE.get(reference);
  return isBitcoinAddress(address, network === undefined ? {} : { network });
}

const bip122: SiwxNamespaceProfile = {
  accountName: 'Bitcoin',
  chainIdLine: 'afterRequestId',
  isReference: (reference) => CAIP2_REFERENCE.test(reference),
  canonicalAddress: (address, reference) =>
    canonicalIf(bitcoinAddressOn(address, reference), address),
};

const polkadot: SiwxNamespaceProfile = {
  accountName: 'Polkadot',
  chainIdLine: 'afterRequestId',
  isReference: (reference) => CAIP2_REFERENCE.test(reference),
  canonicalAddress: (address) => canonicalIf(isPolkadotAddress(address), address),
};

/** The namespaces Kit can write and read sign-in messages for. */
export const SIWX_PROFILES: Readonly<Record<string, SiwxNamespaceProfile>> = {
  eip155,
  solana,
  bip122,
  polkadot,
};

/** The profile of a namespace, or undefined when Kit has none. */
export function siwxProfile(namespace: string): SiwxNamespaceProfile | undefined {
  return Object.prototype.hasOwnProperty.call(SIWX_PROFILES, namespace)
    ? SIWX_PROFILES[namespace]
    : undefined;
}

/** The namespace whose header names `accountName` ("Ethereum" → eip155). */
export function namespaceOfAccountName(accountName: string): string | undefined {
  return Object.keys(SIWX_PROFILES).find((ns) => SIWX_PROFILES[ns]?.accountName === accountName);
}
