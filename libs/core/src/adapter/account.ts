import type { ChainNamespace, KnownNamespace } from '../caip/caip-types';

/**
 * The kind of account (spec §3, §6).
 * - `eoa`: a key-pair account.
 * - `smartAccount`: a contract account (EVM embedded wallet).
 * - `payment` / `ordinals`: Bitcoin account purposes.
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinals';

/** One account a wallet exposes. */
export interface AdapterAccount {
  /** The address in its namespace's canonical form (EIP-55 for eip155). */
  address: string;
  type?: AccountType;
  /** Bitcoin: the public key, which some flows need to build a PSBT. */
  publicKey?: string;
}

/** Preferred account type per namespace when nothing was chosen (spec §6). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<KnownNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
};

/** The default account type for a namespace; unknown namespaces get `eoa`. */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return (DEFAULT_ACCOUNT_TYPES as Record<string, AccountType>)[namespace] ?? 'eoa';
}
