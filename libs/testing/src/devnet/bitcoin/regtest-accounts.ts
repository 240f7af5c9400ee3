// Deterministic test accounts of the regtest ledger. Their keys are derived from a public label,
// so they are known to everyone: they hold regtest coins only and must never hold anything else.
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { payments, toXOnly } from 'bitcoinjs-lib';
import { REGTEST, ecc } from './regtest-ecc';

/** A funded regtest account: a P2WPKH payment address and a P2TR (BIP-86 key path) ordinals one. */
export interface RegtestAccount {
  /** The secret key (hex) of both addresses: the ordinals address is its BIP-86 tweak. */
  privateKey: string;
  /** The compressed public key (hex, 33 bytes). */
  publicKey: string;
  /** bcrt1q… (P2WPKH of publicKey). */
  paymentAddress: string;
  /** bcrt1p… (P2TR whose internal key is publicKey's x coordinate). */
  ordinalsAddress: string;
  /** The x-only internal key (hex, 32 bytes) of the ordinals address. */
  ordinalsPublicKey: string;
}

/** The label the i-th account's key is hashed from (sha256 of `kit regtest account <i>`). */
export const REGTEST_ACCOUNT_LABEL = 'kit regtest account';

/** The i-th deterministic regtest account. */
export function regtestAccount(index: number): RegtestAccount {
  const secret = sha256(utf8ToBytes(`${REGTEST_ACCOUNT_LABEL} ${index}`));
  if (!ecc.isPrivate(secret)) throw new Error(`regtest account ${index} has no valid key`);
  return regtestAccountFromKey(secret);
}

/** The regtest addresses of a secret key. */
export function regtestAccountFromKey(secret: Uint8Array): RegtestAccount {
  const publicKey = ecc.pointFromScalar(secret, true);
  if (!publicKey) throw new Error('invalid secret key');
  const internal = toXOnly(publicKey);
  const payment = payments.p2wpkh({ pubkey: publicKey, network: REGTEST });
  const ordinals = payments.p2tr({ internalPubkey: internal, network: REGTEST });
  if (!payment.address || !ordinals.address) throw new Error('could not derive regtest addresses');
  return {
    privateKey: bytesToHex(secret),
    publicKey: bytesToHex(publicKey),
    paymentAddress: payment.address,
    ordinalsAddress: ordinals.address,
    ordinalsPublicKey: bytesToHex(internal),
  };
}
