import { isSolanaAddress } from '../address/solana-address';
import { defineNamespaceProfile, type NamespaceProfile } from '../namespace/namespace-profile';

/** solana's rules, contributed by @kit/adapter-solana (in core so servers verify sign-ins). */
export const SOLANA_PROFILE: NamespaceProfile = defineNamespaceProfile({
  namespace: 'solana',
  decimals: 9,
  address: { isValid: (address) => isSolanaAddress(address) },
  siwx: { accountName: 'Solana' },
  supports: { send: true, sign: true, onramp: true },
});
