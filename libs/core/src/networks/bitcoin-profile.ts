import { isBitcoinAddress, type BitcoinNetwork } from '../address/bitcoin-address';
import { defineNamespaceProfile, type NamespaceProfile } from '../namespace/namespace-profile';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './bitcoin-networks';

const BITCOIN_NETWORK_BY_REFERENCE: ReadonlyMap<string, BitcoinNetwork> = new Map([
  [String(bitcoin.id), 'mainnet'],
  [String(bitcoinTestnet.id), 'testnet'],
  [String(bitcoinRegtest.id), 'regtest'],
]);

// A known network narrows the address to its prefixes; an unknown or absent one accepts any.
function isBitcoinAddressOn(address: string, reference?: string): boolean {
  const network = reference === undefined ? undefined : BITCOIN_NETWORK_BY_REFERENCE.get(reference);
  return isBitcoinAddress(address, network === undefined ? {} : { network });
}

/**
 * bip122's rules, contributed by @kit/adapter-bitcoin (in core so servers verify sign-ins).
 * Send is native only (a PSBT the wallet signs); the adapter refuses dust before the wallet is asked.
 */
export const BITCOIN_PROFILE: NamespaceProfile = defineNamespaceProfile({
  namespace: 'bip122',
  decimals: 8,
  address: { isValid: isBitcoinAddressOn },
  siwx: { accountName: 'Bitcoin' },
  supports: { send: true, sign: true },
});
