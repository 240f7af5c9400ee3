// Signature checks of one transaction input against the output it spends. The ledger verifies the
// two script types wallets use today: P2WPKH (BIP-143 ECDSA) and P2TR key-path spends (BIP-341
// Schnorr). Anything else (legacy P2PKH/P2SH, P2WSH, Taproot script paths, annexes) is refused
// rather than waved through, since an unchecked spend would make every test above it meaningless.
import { equalBytes } from './bytes';
import { Transaction, crypto, payments, script } from 'bitcoinjs-lib';
import { ecc } from './regtest-ecc';
import { LedgerRejection } from './ledger-rejection';

/** An output being spent: its locking script and amount in satoshis. */
export interface Prevout {
  script: Uint8Array;
  value: bigint;
}

const VALID_ECDSA_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
const VALID_SCHNORR_HASH_TYPES = new Set([0x00, ...VALID_ECDSA_HASH_TYPES]);

const BAD_ECDSA =
  'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)';
const BAD_SCHNORR = 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)';

/** Which script a prevout is locked with, as far as the ledger can verify spends of it. */
export function prevoutKind(output: Uint8Array): 'p2wpkh' | 'p2tr' | undefined {
  if (output.length === 22 && output[0] === 0x00 && output[1] === 0x14) return 'p2wpkh';
  if (output.length === 34 && output[0] === 0x51 && output[1] === 0x20) return 'p2tr';
  return undefined;
}

/**
 * Throws a LedgerRejection unless input `index` of `tx` carries a valid signature for
 * `prevouts[index]`. `prevouts` lists the outputs spent by every input, in order (BIP-341 signs
 * them all).
 */
export function verifyInput(tx: Transaction, index: number, prevouts: readonly Prevout[]): void {
  const input = tx.ins[index];
  const prevout = prevouts[index];
  if (!input || !prevout) throw new LedgerRejection(-26, 'bad-txns-inputs-missingorspent');
  if (input.script.length > 0) {
    // Native segwit spends carry everything in the witness; a scriptSig changes nothing we check.
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Witness requires empty scriptSig)',
    );
  }
  switch (prevoutKind(prevout.script)) {
    case 'p2wpkh':
      return verifyP2wpkh(tx, index, prevout);
    case 'p2tr':
      return verifyP2trKeyPath(tx, index, prevouts);
    default:
      throw new LedgerRejection(
        -26,
        'non-mandatory-script-verify-flag (the Kit regtest ledger verifies P2WPKH and P2TR key-path spends only)',
      );
  }
}

function verifyP2wpkh(tx: Transaction, index: number, prevout: Prevout): void {
  const witness = tx.ins[index]?.witness ?? [];
  const [encodedSignature, publicKey] = witness;
  if (witness.length !== 2 || !encodedSignature || !publicKey) {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    );
  }
  if (publicKey.length !== 33 || !ecc.isPoint(publicKey)) {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Using non-compressed keys in segwit)',
    );
  }
  if (!equalBytes(crypto.hash160(publicKey), prevout.script.subarray(2))) {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    );
  }
  let decoded: { signature: Uint8Array; hashType: number };
  try {
    decoded = script.signature.decode(encodedSignature);
  } catch {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Non-canonical DER signature)',
    );
  }
  if (!VALID_ECDSA_HASH_TYPES.has(decoded.hashType)) {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Signature hash type missing or not understood)',
    );
  }
  // BIP-143: the script code of P2WPKH is the P2PKH script of the key.
  const scriptCode = payments.p2pkh({ pubkey: publicKey }).output;
  if (!scriptCode) throw new LedgerRejection(-26, BAD_ECDSA);
  const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType);
  // strict: high-S signatures are non-standard since BIP-62/146 (ecc.verify rejects them too).
  if (!ecc.verify(hash, publicKey, decoded.signature, true)) {
    throw new LedgerRejection(-26, BAD_ECDSA);
  }
}

function verifyP2trKeyPath(tx: Transaction, index: number, prevouts: readonly Prevout[]): void {
  const witness = tx.ins[index]?.witness ?? [];
  const [signature] = witness;
  if (witness.length !== 1 || !signature) {
    throw new LedgerRejection(
      -26,
      'non-mandatory-script-verify-flag (the Kit regtest ledger verifies Taproot key-path spends only)',
    );
  }
  if (signature.length !== 64 && signature.length !== 65) {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature size)',
    );
  }
  // 64 bytes means SIGHASH_DEFAULT; an explicit 65th byte must not be 0x00 (BIP-341).
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : Transaction.SIGHASH_DEFAULT;
  if (!VALID_SCHNORR_HASH_TYPES.has(hashType) || (signature.length === 65 && hashType === 0)) {
    throw new LedgerRejection(
      -26,
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature hash type)',
    );
  }
  const outputKey = prevouts[index]?.script.subarray(2) ?? new Uint8Array();
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    prevouts.map((prevout) => prevout.value),
    hashType,
  );
  if (!ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))) {
    throw new LedgerRejection(-26, BAD_SCHNORR);
  }
}
