// bitcoinjs-lib's address parameters of a bip122 network (loaded with the send path).
import type { KitNetwork } from '@kit/core';
import { networks } from 'bitcoinjs-lib';
import type { Network } from 'bitcoinjs-lib';
import { bitcoinChainKind } from './bitcoin-network-ids';

/** The address parameters of a bip122 network; throws 'Unsupported chain' for others. */
export function addressParameters(network: KitNetwork): Network {
  return networks[bitcoinChainKind(network)];
}
