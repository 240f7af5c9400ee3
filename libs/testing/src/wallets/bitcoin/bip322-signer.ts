// BIP-322 "simple" signing for the test wallet: signs the virtual to_sign transaction with the
// account's key and returns the witness stack in base64. The adapter verifies on its own side
// (libs/adapters/bitcoin/src/bip322.ts); both are pinned to BIP-322's published test vectors, so
// the two independent halves agree with the standard rather than merely with each other.
import { Psbt, Transaction, script } from 'bitcoinjs-lib';
import type { Network, Signer } from 'bitcoinjs-lib';
import { sha256 } from '@noble/hashes/sha256';
import { utf8ToBytes } from '@noble/hashes/utils';

const TAG_HASH = sha256(utf8ToBytes('BIP0322-signed-message'));

function messageHash(message: string): Uint8Array {
  const data = new Uint8Array(64 + utf8ToBytes(message).length);
  data.set(TAG_HASH, 0);
  data.set(TAG_HASH, 32);
  data.set(utf8ToBytes(message), 64);
  return sha256(data);
}

/**
 * The BIP-322 simple signature (base64) of `message` by the output `outputScript`, signed with
 * `signer` (an ECDSA signer for P2WPKH, the tweaked Taproot signer plus `tapInternalKey` for P2TR).
 */
export function signBip322(params: {
  outputScript: Uint8Array;
  message: string;
  signer: Signer;
  network: Network;
  tapInternalKey?: Uint8Array;
}): string {
  const toSpend = new Transaction();
  toSpend.version = 0;
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([script.OPS.OP_0, messageHash(params.message)]),
  );
  toSpend.addOutput(params.outputScript, 0n);

  const psbt = new Psbt({ network: params.network });
  psbt.setVersion(0);
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: params.outputScript, value: 0n },
    ...(params.tapInternalKey && { tapInternalKey: params.tapInternalKey }),
  });
  psbt.addOutput({ script: script.compile([script.OPS.OP_RETURN]), value: 0n });
  psbt.signInput(0, params.signer);
  psbt.finalizeInput(0);
  const witness = psbt.data.inputs[0]?.finalScriptWitness;
  if (!witness) throw new Error('BIP-322 signing produced no witness');
  // finalScriptWitness is already the serialised witness stack BIP-322 signatures are made of.
  let binary = '';
  for (const byte of witness) binary += String.fromCharCode(byte);
  return btoa(binary);
}
