// Which bip122 networks the adapter knows, and where their Esplora API is. No bitcoinjs-lib here:
// discovery, connection and balances load without it (sends load it on first use).
import { NotConfiguredError } from '@kit/core';
import type { KitNetwork } from '@kit/core';

/** The address formats of known chains, by CAIP-2 reference (genesis-hash prefix). */
export const BITCOIN_CHAIN_KINDS: Readonly<Record<string, 'bitcoin' | 'testnet' | 'regtest'>> = {
  '000000000019d6689c085ae165831e93': 'bitcoin',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet', // signet shares testnet's address format
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
};

/** The kind of a bip122 network; throws 'Unsupported chain' for any other. */
export function bitcoinChainKind(network: KitNetwork): 'bitcoin' | 'testnet' | 'regtest' {
  const kind =
    network.chainNamespace === 'bip122' ? BITCOIN_CHAIN_KINDS[String(network.id)] : undefined;
  if (!kind) {
    throw new NotConfiguredError('UNSUPPORTED_CHAIN', {}, { details: network.caipNetworkId });
  }
  return kind;
}

/**
 * The Esplora base URL of a network: the adapter's option for it, else the network's first default
 * RPC URL (bip122 networks put their Esplora API there; see @kit/core's bitcoin-networks.ts).
 */
export function esploraUrl(network: KitNetwork, overrides: Record<string, string> = {}): string {
  const url = overrides[network.caipNetworkId] ?? network.rpcUrls.default.http[0];
  if (!url) {
    throw new NotConfiguredError(
      'CHAIN_NOT_CONFIGURED',
      { chainId: network.caipNetworkId },
      { details: 'no Esplora URL for this network' },
    );
  }
  return url.replace(/\/+$/, '');
}
