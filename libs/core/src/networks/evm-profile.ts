import { EVM_ADDRESS_RULE, EVM_SIWX_ACCOUNT_RULE } from '../address/evm-address-rule';
import { defineNamespaceProfile, type NamespaceProfile } from '../namespace/namespace-profile';

// EIP-4361's Chain ID grammar: `1*DIGIT`, narrower than CAIP-2's reference.
const EIP155_REFERENCE = /^[0-9]{1,32}$/;

/**
 * eip155's rules, contributed by @kit/adapter-evm. Kept in core beside the EVM network table so a
 * server with only @kit/core (apps/cloud) verifies EVM sign-ins too.
 */
export const EVM_PROFILE: NamespaceProfile = defineNamespaceProfile({
  namespace: 'eip155',
  displayName: 'EVM',
  decimals: 18,
  sendRequiresToken: true,
  // EIP-55 checks load on first need (evm-address-rule.ts): the first screen checks no address.
  address: EVM_ADDRESS_RULE,
  siwx: {
    accountName: 'Ethereum',
    chainIdLine: 'afterVersion',
    isReference: (reference) => EIP155_REFERENCE.test(reference),
    // EIP-4361's ABNF: "0x" 40*40HEXDIG, written in EIP-55 capitalisation.
    accountAddress: EVM_SIWX_ACCOUNT_RULE,
  },
  supports: {
    send: true,
    sign: true,
    activity: true,
    names: true,
    swap: true,
    onramp: true,
    smartSessions: true,
  },
});
