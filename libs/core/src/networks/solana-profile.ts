import { isSolanaAddress } from '../address/solana-address';
import { defineNamespaceProfile } from '../namespace/namespace-profile';
import { verifySolanaSignature } from '../siwx/siwx-verify-solana';

/** solana's rules, contributed by @kit/adapter-solana (in core so servers verify sign-ins). */
export const SOLANA_PROFILE = defineNamespaceProfile({
  namespace: 'solana',
  decimals: 9,
  address: { isValid: (address) => isSolanaAddress(address) },
  siwx: { accountName: 'Solana', verify: (params) => verifySolanaSignature(params) },
  supports: { send: true, sign: true, onramp: true },
});
