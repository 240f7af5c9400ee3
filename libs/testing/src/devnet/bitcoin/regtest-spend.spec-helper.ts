// Builds and signs regtest transactions by hand for the ledger's tests, without Psbt: Psbt refuses
// to produce some of the invalid transactions the ledger must refuse (outputs above inputs).
import { hexToBytes } from '@noble/hashes/utils';
import { Transaction, payments, script } from 'bitcoinjs-lib';
import { ecdsaSigner, taprootKeyPathSigner } from '../../wallets/bitcoin/bitcoin-signers';
import { toOutputScript } from './regtest-ledger';

/** An output to spend and the key that may spend it. */
export interface SpendInput {
  txid: string;
  vout: number;
  value: bigint;
  /** The locking script kind of the output (the address the key controls). */
  kind: 'p2wpkh' | 'p2tr';
  /** Hex secret key. */
  privateKey: string;
}

/** A signed transaction spending `inputs` to `outputs` (each input signed with SIGHASH_ALL/DEFAULT). */
export function signedSpend(
  inputs: SpendInput[],
  outputs: Array<{ address: string; value: bigint }>,
): Transaction {
  const tx = new Transaction();
  tx.version = 2;
  for (const input of inputs) tx.addInput(hexToBytes(input.txid).reverse(), input.vout, 0xfffffffd);
  for (const output of outputs) tx.addOutput(toOutputScript(output.address), output.value);
  const prevoutScripts = inputs.map(lockingScript);
  const values = inputs.map((input) => input.value);
  inputs.forEach((input, index) => {
    const secret = hexToBytes(input.privateKey);
    if (input.kind === 'p2wpkh') {
      const signer = ecdsaSigner(secret);
      const scriptCode = payments.p2pkh({ pubkey: signer.publicKey }).output as Uint8Array;
      const hash = tx.hashForWitnessV0(index, scriptCode, input.value, Transaction.SIGHASH_ALL);
      tx.setWitness(index, [
        script.signature.encode(signer.sign(hash), Transaction.SIGHASH_ALL),
        signer.publicKey,
      ]);
    } else {
      const signer = taprootKeyPathSigner(secret);
      const hash = tx.hashForWitnessV1(index, prevoutScripts, values, Transaction.SIGHASH_DEFAULT);
      tx.setWitness(index, [signer.signSchnorr?.(hash) as Uint8Array]);
    }
  });
  return tx;
}

function lockingScript(input: SpendInput): Uint8Array {
  const secret = hexToBytes(input.privateKey);
  if (input.kind === 'p2wpkh') {
    return payments.p2wpkh({ pubkey: ecdsaSigner(secret).publicKey }).output as Uint8Array;
  }
  return payments.p2tr({ pubkey: taprootKeyPathSigner(secret).publicKey.subarray(1) })
    .output as Uint8Array;
}
