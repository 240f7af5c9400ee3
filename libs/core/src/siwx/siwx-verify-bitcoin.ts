import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/ripemd160';
import { sha256 } from '@noble/hashes/sha256';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base64, bech32, createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
const MAGIC = utf8ToBytes('Bitcoin Signed Message:\n');

/** sha256d(varstr(magic) || varstr(message)): the hash every Bitcoin message signature signs. */
export function hashBitcoinMessage(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  const payload = concatBytes(varInt(MAGIC.length), MAGIC, varInt(bytes.length), bytes);
  return sha256(sha256(payload));
}

/**
 * Verifies a Bitcoin ECDSA message signature (the "Signed Message" format, BIP-137 headers): a
 * base64 65-byte compact signature whose header byte carries the recovery id and key type. The
 * recovered key must hash to the address: P2PKH (compressed or not), P2SH-P2WPKH or P2WPKH. Taproot
 * and script addresses need BIP-322 full signatures, which this does not read.
 */
export function verifyBitcoinSignature(params: {
  message: string;
  address: string;
  signature: string;
}): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(params.signature);
  } catch {
    return false;
  }
  const header = bytes[0];
  if (bytes.length !== 65 || header === undefined || header < 27 || header > 42) return false;
  const compressed = header >= 31;
  let publicKey: Uint8Array;
  try {
    publicKey = secp256k1.Signature.fromCompact(bytes.subarray(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(hashBitcoinMessage(params.message))
      .toRawBytes(compressed);
  } catch {
    return false;
  }
  const keyHash = hash160(publicKey);
  const decoded = decodeAddress(params.address);
  if (decoded === undefined) return false;
  switch (decoded.type) {
    case 'p2pkh':
      return equal(decoded.hash, keyHash);
    case 'p2sh':
      // P2SH-P2WPKH: the script hash of `OP_0 <20-byte key hash>`, always a compressed key.
      return (
        compressed && equal(decoded.hash, hash160(concatBytes(new Uint8Array([0, 20]), keyHash)))
      );
    case 'p2wpkh':
      return compressed && equal(decoded.hash, keyHash);
  }
}

type DecodedAddress = { type: 'p2pkh' | 'p2sh' | 'p2wpkh'; hash: Uint8Array };

function decodeAddress(address: string): DecodedAddress | undefined {
  try {
    const payload = base58check.decode(address);
    const version = payload[0];
    const hash = payload.subarray(1);
    if (hash.length !== 20) return undefined;
    if (version === 0x00 || version === 0x6f) return { type: 'p2pkh', hash };
    if (version === 0x05 || version === 0xc4) return { type: 'p2sh', hash };
    return undefined;
  } catch {
    // Not base58check: try segwit version 0.
  }
  try {
    const { words } = bech32.decode(address as `${string}1${string}`);
    const program = bech32.fromWords(words.slice(1));
    return words[0] === 0 && program.length === 20 ? { type: 'p2wpkh', hash: program } : undefined;
  } catch {
    return undefined;
  }
}

function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Bitcoin's CompactSize length prefix. */
function varInt(value: number): Uint8Array {
  if (value < 0xfd) return new Uint8Array([value]);
  if (value <= 0xffff) return new Uint8Array([0xfd, value & 0xff, value >> 8]);
  return new Uint8Array([
    0xfe,
    value & 0xff,
    (value >> 8) & 0xff,
    (value >> 16) & 0xff,
    value >>> 24,
  ]);
}
