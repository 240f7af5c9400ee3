import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import {
  isToyAddress,
  transferBytes,
  verifyToySignature,
  type SignedToyTransfer,
} from './toy-protocol';

/** Why the ledger refused a transfer; `code` is the JSON-RPC error code its server answers with. */
export class ToyLedgerRejection extends Error {
  override name = 'ToyLedgerRejection';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A transfer the ledger applied. */
export interface ToyLedgerEntry extends SignedToyTransfer {
  hash: string;
}

/**
 * The toy chain's whole state: balances and nonces by address, and the transfers applied, in
 * order. A transfer is applied at once (one transfer, one block) if its signature is the sender's,
 * its nonce is the sender's next one and the sender holds the amount.
 */
export class ToyLedger {
  readonly #balances = new Map<string, bigint>();
  readonly #nonces = new Map<string, number>();
  readonly #entries: ToyLedgerEntry[] = [];

  constructor(
    readonly chain: string,
    genesis: Record<string, bigint> = {},
  ) {
    for (const [address, amount] of Object.entries(genesis)) this.#balances.set(address, amount);
  }

  balanceOf(address: string): bigint {
    return this.#balances.get(address) ?? 0n;
  }

  nonceOf(address: string): number {
    return this.#nonces.get(address) ?? 0;
  }

  /** The transfers applied, oldest first. */
  entries(): readonly ToyLedgerEntry[] {
    return this.#entries;
  }

  /** Applies a signed transfer and returns its hash; throws ToyLedgerRejection if it breaks a rule. */
  apply(transfer: SignedToyTransfer): string {
    const { chain, from, to, amount, nonce, signature } = transfer;
    if (chain !== this.chain) throw new ToyLedgerRejection(-32602, `wrong chain ${chain}`);
    if (!isToyAddress(from) || !isToyAddress(to)) {
      throw new ToyLedgerRejection(-32602, 'invalid address');
    }
    if (!/^[1-9][0-9]*$/.test(amount)) throw new ToyLedgerRejection(-32602, 'invalid amount');
    if (!verifyToySignature(from, transferBytes(transfer), signature)) {
      throw new ToyLedgerRejection(-32003, 'invalid signature');
    }
    if (nonce !== this.nonceOf(from)) throw new ToyLedgerRejection(-32000, 'nonce too low');
    const value = BigInt(amount);
    if (this.balanceOf(from) < value) throw new ToyLedgerRejection(-32000, 'insufficient funds');
    this.#balances.set(from, this.balanceOf(from) - value);
    this.#balances.set(to, this.balanceOf(to) + value);
    this.#nonces.set(from, nonce + 1);
    const hash = bytesToHex(sha256(utf8ToBytes(`${signature}`)));
    this.#entries.push({ chain, from, to, amount, nonce, signature, hash });
    return hash;
  }
}
