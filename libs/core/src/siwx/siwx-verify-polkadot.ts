import { ed25519 } from '@noble/curves/ed25519';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import * as sr25519 from '@scure/sr25519';
import { decodeSs58Address } from '../address/polkadot-address';

const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;
// A MultiSignature's first byte names its scheme.
const ED25519_PREFIX = 0x00;
const SR25519_PREFIX = 0x01;

/**
 * Verifies a Polkadot sign-in signature: sr25519 (what polkadot.js-style wallets use by default)
 * or ed25519 by the SS58 address's public key, over the message wrapped in `<Bytes>…</Bytes>`
 * (what `signRaw` of a Polkadot extension signs) or over its plain bytes. A 65-byte MultiSignature
 * names its scheme in its first byte; ECDSA accounts (a 33-byte key) are not SS58 account keys here.
 */
export function verifyPolkadotSignature(params: {
  message: string;
  address: string;
  signature: string;
}): boolean {
  const account = decodeSs58Address(params.address);
  if (account === undefined || !HEX_SIGNATURE.test(params.signature)) return false;
  const bytes = hexToBytes(params.signature.slice(2));
  const scheme = bytes.length === 65 ? bytes[0] : undefined;
  if (scheme !== undefined && scheme !== ED25519_PREFIX && scheme !== SR25519_PREFIX) return false;
  const signature = bytes.length === 65 ? bytes.subarray(1) : bytes;
  const candidates = [utf8ToBytes(`<Bytes>${params.message}</Bytes>`), utf8ToBytes(params.message)];
  return candidates.some(
    (message) =>
      (scheme !== ED25519_PREFIX &&
        holds(() => sr25519.verify(message, signature, account.publicKey))) ||
      (scheme !== SR25519_PREFIX &&
        holds(() => ed25519.verify(signature, message, account.publicKey))),
  );
}

/** A check that throws (a key that is no point of the curve) is a check that fails. */
function holds(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
