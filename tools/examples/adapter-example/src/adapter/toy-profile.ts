import { defineNamespaceProfile } from '@kit/core';
import { utf8ToBytes } from '@noble/hashes/utils';
import { isToyAddress, TOY_NAMESPACE, verifyToySignature } from '../ledger/toy-protocol';

/**
 * The toy namespace's rules, contributed to Kit by the adapter: how an address looks (the modal's
 * Send form checks the receiver with it), how a sign-in message names the chain (CAIP-122,
 * "…sign in with your Toy account:") and how its signature is checked (ed25519 over the message's
 * UTF-8 bytes, exactly what the Toy Wallet's signMessage signs), and the features it offers.
 */
export const TOY_PROFILE = defineNamespaceProfile({
  namespace: TOY_NAMESPACE,
  displayName: 'Toy',
  // Hex is case-insensitive; Kit writes and compares the lower-case form the wallet reports.
  address: {
    isValid: (address) => isToyAddress(address.toLowerCase()),
    canonical: (address) => address.toLowerCase(),
  },
  decimals: 6,
  siwx: {
    accountName: 'Toy',
    verify: ({ message, address, signature }) =>
      verifyToySignature(address, utf8ToBytes(message), signature),
  },
  supports: { send: true, sign: true },
});
