// bitcoinjs-lib's address parameters of a bip122 network, and where its Esplora API is.
import { NotConfiguredError } from '@kit/core';
import type { KitNetwork } from '@kit/core';
import { networks } from 'bitcoinjs-lib';
import type { Network } from 'bitcoinjs-lib';

/** Genesis-hash prefixes (CAIP-2 references) of the chains whose address formats we know. */
const PARAMETERS: Readonly<Record<string, Network>> = {
  '000000000019d6689c085ae165831e93': networks.bitcoin,
  '000000000933ea01ad0ee984209779ba': networks.testnet,
  '00000008819873e925422c1ff0f99f7c': networks.testnet, // signet shares testnet's address format
  '0f9188f13cb7b2c71f2a335e3a4fc328': networks.regtest,
};

/** The address parameters of a bip122 network; throws 'Unsupported chain' for others. */
export function addressParameters(network: KitNetwork): Network {
  const parameters =
    network.chainNamespace === 'bip122' ? PARAMETERS[String(network.id)] : undefined;
  if (!parameters) {
    throw new NotConfiguredError('UNSUPPORTED_CHAIN', {}, { details: network.caipNetworkId });
  }
  return parameters;
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
