// Deterministic Solana keys for the local chain. TEST-ONLY: the seeds are public (they are in this
// file), so anyone can derive these keys; they hold nothing anywhere but the local ledger.
import { sha256 } from '@noble/hashes/sha256';
import { utf8ToBytes } from '@noble/hashes/utils';
import { Keypair } from '@solana/web3.js';

/** The key of dev account `index` (0 is the mint authority of the SPL test token). */
export function solanaDevAccountKeypair(index: number): Keypair {
  return Keypair.fromSeed(sha256(utf8ToBytes(`kit solana devnet account ${index}`)));
}

/** The key whose public key is the SPL test token's mint address (fixed, so it can be documented). */
export function solanaTestMintKeypair(): Keypair {
  return Keypair.fromSeed(sha256(utf8ToBytes('kit solana devnet mint KUSD')));
}
