// BIP-322 "simple" message signatures: the signature is the witness of a virtual transaction
// (to_sign) spending a virtual output (to_spend) locked to the address and committing to the
// message. Verification here covers P2WPKH and P2TR key-path addresses, the two kinds Kit's
// bitcoin accounts use.
import { Transaction, address as addressCodec, crypto, payments, script } from 'bitcoinjs-lib';
import type { Network } from 'bitcoinjs-lib';
import { useSecp256k1 } from './secp256k1';

const TAG = new TextEncoder().encode('BIP0322-signed-message');

/** sha256(sha256(tag) ‖ sha256(tag) ‖ message): the BIP-322 message hash. */
export function bip322MessageHash(message: string): Uint8Array {
  const tagHash = crypto.sha256(TAG);
  return crypto.sha256(concat(tagHash, tagHash, new TextEncoder().encode(message)));
}

/** The virtual to_spend transaction of BIP-322 for a locking script and a message. */
export function bip322ToSpend(outputScript: Uint8Array, message: string): Transaction {
  const tx = new Transaction();
  tx.version = 0;
  tx.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([script.OPS.OP_0, bip322MessageHash(message)]),
  );
  tx.addOutput(outputScript, 0n);
  return tx;
}

/** The virtual to_sign transaction (unsigned) spending to_spend's only output. */
export function bip322ToSign(toSpend: Transaction): Transaction {
  const tx = new Transaction();
  tx.version = 0;
  tx.addInput(toSpend.getHash(), 0, 0);
  tx.addOutput(script.compile([script.OPS.OP_RETURN]), 0n);
  return tx;
}

/** Parses a serialised witness stack; undefined when it is malformed. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0;
  const read = (): number | undefined => {
    const first = bytes[offset];
    if (first === undefined) return undefined;
    offset += 1;
    if (first < 0xfd) return first;
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    // A length cut short reads as zeros past the end; the final `offset === bytes.length` refuses it.
    let value = 0;
    for (let i = size - 1; i >= 0; i--) value = value * 256 + (bytes[offset + i] ?? 0);
    offset += size;
    return value;
  };
  const count = read();
  if (count === undefined || count > 1000) return undefined;
  const stack: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const length = read();
    // An item running past the end needs no check of its own: subarray clamps, the offset passes
    // the length, and the next read or the final `offset === bytes.length` refuses it.
    if (length === undefined) return undefined;
    stack.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return offset === bytes.length ? stack : undefined;
}

/**
 * True when `signature` (base64) is a valid BIP-322 simple signature of `message` by `address`
 * (P2WPKH or P2TR key path) on `network`. Anything malformed or of another address kind is false.
 */
export function verifyBip322Signature(params: {
  address: string;
  message: string;
  signature: string;
  network: Network;
}): boolean {
  const ecc = useSecp256k1();
  let outputScript: Uint8Array;
  let witness: Uint8Array[] | undefined;
  try {
    outputScript = addressCodec.toOutputScript(params.address, params.network);
    witness = decodeWitness(fromBase64(params.signature));
  } catch {
    return false;
  }
  if (!witness) return false;
  const toSign = bip322ToSign(bip322ToSpend(outputScript, params.message));
  if (outputScript.length === 22 && outputScript[0] === 0x00 && outputScript[1] === 0x14) {
    const [encoded, publicKey] = witness;
    if (witness.length !== 2 || !encoded || !publicKey || publicKey.length !== 33) return false;
    if (!equal(crypto.hash160(publicKey), outputScript.subarray(2))) return false;
    let decoded: { signature: Uint8Array; hashType: number };
    try {
      decoded = script.signature.decode(encoded);
    } catch {
      return false;
    }
    if (decoded.hashType !== Transaction.SIGHASH_ALL) return false;
    const scriptCode = payments.p2pkh({ pubkey: publicKey }).output;
    if (!scriptCode) return false;
    const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, decoded.hashType);
    return ecc.verify(hash, publicKey, decoded.signature, true);
  }
  if (outputScript.length === 34 && outputScript[0] === 0x51 && outputScript[1] === 0x20) {
    const [signature] = witness;
    if (witness.length !== 1 || !signature) return false;
    if (
      signature.length !== 64 &&
      !(signature.length === 65 && signature[64] === Transaction.SIGHASH_ALL)
    ) {
      return false;
    }
    const hashType =
      signature.length === 65 ? Transaction.SIGHASH_ALL : Transaction.SIGHASH_DEFAULT;
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType);
    return ecc.verifySchnorr(hash, outputScript.subarray(2), signature.subarray(0, 64));
  }
  return false;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** base64 → bytes with atob (browsers and Node ≥ 16 both have it; no Buffer in browsers). */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('not base64');
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
