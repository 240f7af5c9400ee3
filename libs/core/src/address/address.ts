import type { ChainNamespace } from '../caip/caip-types';
import { ValidationError } from '../errors/errors';
import { isBitcoinAddress } from './bitcoin-address';
import { isEvmAddress } from './evm-address';
import { isPolkadotAddress } from './polkadot-address';
import { isSolanaAddress } from './solana-address';

// One rule per namespace Kit ships an adapter for. Bitcoin accepts any network and Polkadot any
// prefix here; callers that know the network use the namespace function with its options.
const ADDRESS_RULES: ReadonlyMap<string, (address: string) => boolean> = new Map([
  ['eip155', (address: string) => isEvmAddress(address)],
  ['solana', (address: string) => isSolanaAddress(address)],
  ['bip122', (address: string) => isBitcoinAddress(address)],
  ['polkadot', (address: string) => isPolkadotAddress(address)],
]);

/** True when `address` is a valid address of `namespace`; false for unknown namespaces. Never throws. */
export function isValidAddress(namespace: ChainNamespace, address: string): boolean {
  const rule = typeof namespace === 'string' ? ADDRESS_RULES.get(namespace) : undefined;
  return rule !== undefined && typeof address === 'string' && rule(address);
}

/**
 * Throws a ValidationError 'Invalid {namespace} address' (code INVALID_ADDRESS) unless `address`
 * is valid in `namespace`. An unknown namespace fails the same way, with a developer detail.
 */
export function validateAddress(namespace: ChainNamespace, address: string): void {
  if (isValidAddress(namespace, address)) return;
  const name = typeof namespace === 'string' ? namespace : typeof namespace;
  const known = typeof namespace === 'string' && ADDRESS_RULES.has(namespace);
  throw new ValidationError(
    'INVALID_ADDRESS',
    { namespace: name },
    known ? {} : { details: `Kit has no address rule for namespace '${name}'` },
  );
}
