// The local Solana chain: a LiteSVM bank plus what a validator keeps around it and LiteSVM does
// not: a slot that advances with every transaction, a window of recent blockhashes with their last
// valid block height, and the status of every processed signature. LiteSVM's own blockhash check
// knows only the latest blockhash, so a wallet that read a blockhash just before another
// transaction landed would be refused; the ledger checks the window itself, like a validator.
//
// litesvm 1.x speaks @solana/kit types (base58 address strings, `{ messageBytes, signatures }`
// transactions). 0.x, the line built on @solana/web3.js v1, aborts the process with std::bad_alloc
// on the first garbage collection after any cross-program invocation (the Associated Token Account
// program creating an account); 1.5 does not.
import { getTransactionDecoder } from '@solana/kit';
import type { Address, Lamports, MaybeEncodedAccount } from '@solana/kit';
import { base58 } from '@scure/base';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { recentBlockhash } from './solana-message';
import { transactionErrorJson } from './solana-transaction-errors';
import type { TransactionErrorJson } from './solana-transaction-errors';

/** Blocks a blockhash stays valid for, as on mainnet (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150;
/** Lamports per signature, LiteSVM's (and mainnet's) base fee. */
export const LAMPORTS_PER_SIGNATURE = 5000;

/** What a processed signature's status holds. */
export interface SignatureStatus {
  slot: number;
  err: TransactionErrorJson | null;
}

/** The outcome of submitting a transaction. */
export type SubmitResult =
  | { ok: true; signature: string }
  | { ok: false; signature: string; err: TransactionErrorJson; logs: string[] };

/** A local Solana ledger over LiteSVM. */
export class SolanaLedger {
  readonly #svm: LiteSVM;
  readonly #blockhashes = new Map<string, number>();
  readonly #statuses = new Map<string, SignatureStatus>();
  readonly #listeners = new Set<(signature: string, status: SignatureStatus) => void>();
  #slot = 1;

  constructor() {
    // The ledger checks blockhashes itself (see above); signatures are still verified by LiteSVM.
    this.#svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(10_000n);
    this.#svm.warpToSlot(BigInt(this.#slot));
    this.#remember(this.#svm.latestBlockhash());
  }

  /** The current slot; the ledger makes one block per transaction, so it is also the block height. */
  get slot(): number {
    return this.#slot;
  }

  /** The blockhash new transactions should use, and the last block height it is valid at. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.#svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: this.#blockhashes.get(blockhash) ?? this.#slot };
  }

  /** True while transactions with this blockhash are accepted. */
  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.#blockhashes.get(blockhash);
    return lastValid !== undefined && lastValid >= this.#slot;
  }

  /** The account at a base58 address (`exists: false` when there is none). */
  getAccount(address: string): MaybeEncodedAccount {
    return this.#svm.getAccount(address as Address);
  }

  /** Lamports at a base58 address (0 when there is no account). */
  getBalance(address: string): bigint {
    return this.#svm.getBalance(address as Address) ?? 0n;
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.#svm.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  /** Credits lamports (requestAirdrop) and records it as a processed signature. */
  airdrop(address: string, lamports: bigint): SubmitResult {
    const result = this.#svm.airdrop(address as Address, lamports as Lamports);
    if (!result) throw new Error('LiteSVM refused the airdrop');
    return this.#record(result);
  }

  /**
   * Runs a signed transaction (wire bytes). With `preflight` a failing transaction changes nothing
   * and is not recorded (the RPC answers with the simulation error); without it, it is recorded
   * with its error, as a validator records a failed transaction that was sent with skipPreflight.
   */
  submit(wire: Uint8Array, options: { preflight: boolean }): SubmitResult {
    const transaction = getTransactionDecoder().decode(wire);
    const firstSignature = Object.values(transaction.signatures)[0];
    const signature = base58.encode(firstSignature ?? new Uint8Array(64));
    if (this.#statuses.has(signature)) {
      return { ok: false, signature, err: 'AlreadyProcessed', logs: [] };
    }
    if (!this.isBlockhashValid(recentBlockhash(new Uint8Array(transaction.messageBytes)))) {
      return { ok: false, signature, err: 'BlockhashNotFound', logs: [] };
    }
    if (options.preflight) {
      const simulated = this.#svm.simulateTransaction(transaction);
      if (simulated instanceof FailedTransactionMetadata) {
        return {
          ok: false,
          signature,
          err: transactionErrorJson(simulated),
          logs: simulated.meta().logs(),
        };
      }
    }
    return this.#record(this.#svm.sendTransaction(transaction));
  }

  /** The status of a processed signature, or undefined. */
  status(signature: string): SignatureStatus | undefined {
    return this.#statuses.get(signature);
  }

  /** Called with every signature the ledger processes. */
  onProcessed(listener: (signature: string, status: SignatureStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  #record(result: ReturnType<LiteSVM['sendTransaction']>): SubmitResult {
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const signature = base58.encode(meta.signature());
    const err = failed ? transactionErrorJson(result) : null;
    const status: SignatureStatus = { slot: this.#slot, err };
    this.#statuses.set(signature, status);
    this.#advance();
    for (const listener of [...this.#listeners]) listener(signature, status);
    return err === null
      ? { ok: true, signature }
      : { ok: false, signature, err, logs: meta.logs() };
  }

  /**
   * One block per transaction: LiteSVM's blockhash does not advance on its own, so two identical
   * transfers would otherwise carry the same blockhash and get the same signature.
   */
  #advance(): void {
    this.#slot += 1;
    this.#svm.warpToSlot(BigInt(this.#slot));
    this.#svm.expireBlockhash();
    this.#remember(this.#svm.latestBlockhash());
    for (const [blockhash, lastValid] of this.#blockhashes) {
      if (lastValid < this.#slot) this.#blockhashes.delete(blockhash);
    }
  }

  #remember(blockhash: string): void {
    this.#blockhashes.set(blockhash, this.#slot + BLOCKHASH_VALIDITY_BLOCKS);
  }
}
