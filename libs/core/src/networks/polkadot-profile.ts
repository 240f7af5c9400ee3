import { isPolkadotAddress } from '../address/polkadot-address';
import { defineNamespaceProfile, type NamespaceProfile } from '../namespace/namespace-profile';

/**
 * polkadot's rules, contributed by @kit/adapter-polkadot (in core so servers verify sign-ins).
 * Send is native only (balances.transferKeepAlive); the chain refuses what would reap an account.
 */
export const POLKADOT_PROFILE: NamespaceProfile = defineNamespaceProfile({
  namespace: 'polkadot',
  decimals: 10,
  address: { isValid: (address) => isPolkadotAddress(address) },
  siwx: { accountName: 'Polkadot' },
  supports: { send: true, sign: true },
});
