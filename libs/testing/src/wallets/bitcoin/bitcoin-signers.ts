// bitcoinjs-lib Signers of a test key: ECDSA for P2WPKH inputs, and the BIP-86 tweaked key for
// Taproot key-path inputs. Browser-safe (no Node APIs), shared by the test wallet and the ledger's
// tests.
import { crypto, toXOnly } from 'bitcoinjs-lib';
import type { Signer } from 'bitcoinjs-lib';
import { ecc } from '../../devnet/bitcoin/regtest-ecc';

/** The ECDSA signer of a secret key (P2WPKH inputs). */
export function ecdsaSigner(secret: Uint8Array): Signer {
  const publicKey = ecc.pointFromScalar(secret, true);
  if (!publicKey) throw new Error('invalid secret key');
  return {
    publicKey,
    sign: (hash) => ecc.sign(hash, secret),
  };
}

/**
 * The signer of a BIP-86 Taproot output whose internal key is the secret's public key: the secret
 * tweaked by TapTweak(internal key), negated first when the internal key's y is odd (BIP-340).
 */
export function taprootKeyPathSigner(secret: Uint8Array): Signer {
  const internal = ecc.pointFromScalar(secret, true);
  if (!internal) throw new Error('invalid secret key');
  const even = internal[0] === 0x03 ? ecc.privateNegate(secret) : secret;
  const tweaked = ecc.privateAdd(even, crypto.taggedHash('TapTweak', toXOnly(internal)));
  if (!tweaked) throw new Error('the tweaked key is invalid');
  const publicKey = ecc.pointFromScalar(tweaked, true);
  if (!publicKey) throw new Error('the tweaked key is invalid');
  return {
    publicKey,
    sign: (hash) => ecc.sign(hash, tweaked),
    signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
  };
}
