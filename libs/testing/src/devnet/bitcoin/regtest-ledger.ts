// An in-memory Bitcoin regtest ledger: UTXO set, mempool and blocks mined on demand. Every
// submitted transaction is checked as a node would check it before relaying: it parses, spends
// only outputs that exist and are unspent (in the chain and in the mempool), every input carries
// a valid signature (see verify-input.ts), outputs do not exceed inputs, none is dust and the
// fee pays the minimum relay rate. It is a test stand-in, not a node: there is no proof of work, no script
// interpreter beyond P2WPKH and P2TR key paths, no locktime or coinbase-maturity rules, and mined
// blocks carry no coinbase of their own (fees are burnt); `fund` is the faucet.
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { Block, Transaction, address as addressCodec, script } from 'bitcoinjs-lib';
import { LedgerRejection } from './ledger-rejection';
import { REGTEST } from './regtest-ecc';
import { prevoutKind, verifyInput } from './verify-input';
import type { Prevout } from './verify-input';
import type {
  EsploraAddress,
  EsploraAddressStats,
  EsploraOutput,
  EsploraTransaction,
  EsploraTxStatus,
  EsploraUtxo,
} from './esplora-types';

/** The regtest genesis block hash (every regtest chain shares it). */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

/** Options of the ledger; every field has a default. */
export interface RegtestLedgerOptions {
  /** Seconds since the epoch for block times; defaults to the wall clock. */
  now?: () => number;
  /** The minimum fee rate in sat/vB a transaction must pay (bitcoind's default: 1). */
  minRelayFeeRate?: number;
}

/** A block of the ledger. */
export interface LedgerBlock {
  height: number;
  hash: string;
  time: number;
  txids: string[];
}

interface StoredOutput extends Prevout {
  txid: string;
  vout: number;
  /** Hex of the locking script: the index by which addresses find their outputs. */
  scriptHex: string;
}

interface StoredTransaction {
  tx: Transaction;
  hex: string;
  fee: bigint;
  /** The outputs this transaction spends; empty for the ledger's own funding transactions. */
  spends: StoredOutput[];
  coinbase: boolean;
  block?: LedgerBlock;
}

const COINBASE_INDEX = 0xffffffff;
const ZERO_HASH = new Uint8Array(32);
/** No output may carry more than all bitcoin there will ever be (consensus MAX_MONEY). */
const MAX_MONEY = 21_000_000n * 100_000_000n;

/** An in-memory regtest chain with an Esplora-shaped read API (see the file comment). */
export class RegtestLedger {
  readonly #now: () => number;
  readonly #minRelayFeeRate: number;
  readonly #transactions = new Map<string, StoredTransaction>();
  readonly #outputs = new Map<string, StoredOutput>();
  /** Outpoint key → txid of the transaction (mined or in the mempool) that spends it. */
  readonly #spentBy = new Map<string, string>();
  readonly #blocks: LedgerBlock[];
  #mempool: string[] = [];
  #faucetNonce = 0;

  constructor(options: RegtestLedgerOptions = {}) {
    this.#now = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.#minRelayFeeRate = options.minRelayFeeRate ?? 1;
    this.#blocks = [{ height: 0, hash: REGTEST_GENESIS_HASH, time: 1296688602, txids: [] }];
  }

  /** The height of the last block (0 is genesis). */
  get tipHeight(): number {
    return this.#tip().height;
  }

  /** The hash of the last block. */
  get tipHash(): string {
    return this.#tip().hash;
  }

  /** The txids waiting in the mempool, oldest first. */
  get mempool(): readonly string[] {
    return [...this.#mempool];
  }

  /**
   * Validates a raw transaction (hex) and puts it in the mempool; returns its txid. Throws a
   * LedgerRejection, with bitcoind's reject reason, when a node would refuse it.
   */
  submit(hex: string): string {
    const tx = parse(hex);
    const txid = tx.getId();
    const known = this.#transactions.get(txid);
    if (known) {
      throw known.block
        ? new LedgerRejection(-27, 'Transaction already in block chain')
        : new LedgerRejection(-26, 'txn-already-in-mempool');
    }
    if (tx.ins.length === 0) throw new LedgerRejection(-26, 'bad-txns-vin-empty');
    if (tx.outs.length === 0) throw new LedgerRejection(-26, 'bad-txns-vout-empty');
    if (tx.isCoinbase()) throw new LedgerRejection(-26, 'coinbase');

    const spends = this.#resolveInputs(tx);
    const inputSum = spends.reduce((sum, output) => sum + output.value, 0n);
    let outputSum = 0n;
    for (const output of tx.outs) {
      if (output.value < 0n) throw new LedgerRejection(-26, 'bad-txns-vout-negative');
      if (output.value > MAX_MONEY) throw new LedgerRejection(-26, 'bad-txns-vout-toolarge');
      outputSum += output.value;
    }
    if (outputSum > MAX_MONEY) throw new LedgerRejection(-26, 'bad-txns-txouttotal-toolarge');
    if (tx.outs.some((output) => output.value < dustThreshold(output.script))) {
      throw new LedgerRejection(-26, 'dust');
    }
    if (outputSum > inputSum) throw new LedgerRejection(-26, 'bad-txns-in-belowout');
    const fee = inputSum - outputSum;
    const minimumFee = BigInt(Math.ceil(tx.virtualSize() * this.#minRelayFeeRate));
    if (fee < minimumFee) {
      throw new LedgerRejection(-26, `min relay fee not met, ${fee} < ${minimumFee}`);
    }
    for (let index = 0; index < tx.ins.length; index++) verifyInput(tx, index, spends);

    this.#record(tx, { fee, spends, coinbase: false });
    this.#mempool.push(txid);
    return txid;
  }

  /** Mines `count` blocks; the first takes the whole mempool. Returns the new block hashes. */
  mine(count = 1): string[] {
    if (!Number.isInteger(count) || count < 1)
      throw new RangeError('count must be a positive integer');
    const hashes: string[] = [];
    for (let i = 0; i < count; i++) {
      hashes.push(this.#mineBlock(this.#mempool.splice(0)).hash);
    }
    return hashes;
  }

  /**
   * Faucet: pays `outputs` from a new coinbase transaction and mines it in a block of its own
   * (with whatever waits in the mempool). Returns the funding txid.
   */
  fund(outputs: ReadonlyArray<{ address: string; value: bigint }>): string {
    const tx = new Transaction();
    tx.version = 2;
    // A unique coinbase script (BIP-34 height + a nonce) so funding transactions never share a txid.
    const height = this.tipHeight + 1;
    tx.addInput(
      ZERO_HASH,
      COINBASE_INDEX,
      0xffffffff,
      script.compile([
        script.number.encode(height),
        utf8ToBytes(`kit faucet ${this.#faucetNonce++}`),
      ]),
    );
    for (const { address, value } of outputs) tx.addOutput(toOutputScript(address), value);
    const txid = tx.getId();
    this.#record(tx, { fee: 0n, spends: [], coinbase: true });
    this.#mineBlock([...this.#mempool.splice(0), txid]);
    return txid;
  }

  /** The unspent outputs of an address, confirmed and in the mempool (Esplora's /utxo). */
  utxos(address: string): EsploraUtxo[] {
    const scriptHex = bytesToHex(toOutputScript(address));
    const found: EsploraUtxo[] = [];
    for (const output of this.#outputs.values()) {
      if (output.scriptHex !== scriptHex || this.#spentBy.has(outpoint(output.txid, output.vout))) {
        continue;
      }
      found.push({
        txid: output.txid,
        vout: output.vout,
        status: this.status(output.txid) ?? { confirmed: false },
        value: Number(output.value),
      });
    }
    return found;
  }

  /** Funded and spent totals of an address, in the chain and in the mempool (Esplora's /address). */
  addressStats(address: string): EsploraAddress {
    const scriptHex = bytesToHex(toOutputScript(address));
    const chain = emptyStats();
    const mempool = emptyStats();
    const chainTxs = new Set<string>();
    const mempoolTxs = new Set<string>();
    for (const output of this.#outputs.values()) {
      if (output.scriptHex !== scriptHex) continue;
      const funding = this.#transactions.get(output.txid);
      const [stats, txs] = funding?.block ? [chain, chainTxs] : [mempool, mempoolTxs];
      stats.funded_txo_count += 1;
      stats.funded_txo_sum += Number(output.value);
      txs.add(output.txid);
      const spender = this.#spentBy.get(outpoint(output.txid, output.vout));
      if (spender) {
        const [spentStats, spentTxs] = this.#transactions.get(spender)?.block
          ? [chain, chainTxs]
          : [mempool, mempoolTxs];
        spentStats.spent_txo_count += 1;
        spentStats.spent_txo_sum += Number(output.value);
        spentTxs.add(spender);
      }
    }
    chain.tx_count = chainTxs.size;
    mempool.tx_count = mempoolTxs.size;
    return { address, chain_stats: chain, mempool_stats: mempool };
  }

  /** A transaction in Esplora's JSON shape, or undefined when the ledger does not know it. */
  transaction(txid: string): EsploraTransaction | undefined {
    const stored = this.#transactions.get(txid);
    if (!stored) return undefined;
    const { tx } = stored;
    return {
      txid,
      version: tx.version,
      locktime: tx.locktime,
      vin: tx.ins.map((input, index) => ({
        txid: stored.coinbase ? bytesToHex(ZERO_HASH) : bytesToHex(input.hash.slice().reverse()),
        vout: input.index,
        prevout: stored.spends[index] ? describeOutput(stored.spends[index]) : null,
        scriptsig: bytesToHex(input.script),
        witness: input.witness.map(bytesToHex),
        is_coinbase: stored.coinbase,
        sequence: input.sequence,
      })),
      vout: tx.outs.map((output) => describeOutput(output)),
      size: tx.byteLength(),
      weight: tx.weight(),
      fee: Number(stored.fee),
      status: this.status(txid) ?? { confirmed: false },
    };
  }

  /** The raw transaction (hex), or undefined. */
  transactionHex(txid: string): string | undefined {
    return this.#transactions.get(txid)?.hex;
  }

  /** Whether and where a transaction is mined, or undefined when the ledger does not know it. */
  status(txid: string): EsploraTxStatus | undefined {
    const stored = this.#transactions.get(txid);
    if (!stored) return undefined;
    const { block } = stored;
    return block
      ? {
          confirmed: true,
          block_height: block.height,
          block_hash: block.hash,
          block_time: block.time,
        }
      : { confirmed: false };
  }

  /** A block by height, or undefined. */
  block(height: number): LedgerBlock | undefined {
    const block = this.#blocks[height];
    return block && { ...block, txids: [...block.txids] };
  }

  // ---- internals ------------------------------------------------------------------------------

  #tip(): LedgerBlock {
    const tip = this.#blocks[this.#blocks.length - 1];
    if (!tip) throw new Error('the ledger has no genesis block');
    return tip;
  }

  #resolveInputs(tx: Transaction): StoredOutput[] {
    const seen = new Set<string>();
    return tx.ins.map((input) => {
      const key = outpoint(bytesToHex(input.hash.slice().reverse()), input.index);
      if (seen.has(key)) throw new LedgerRejection(-26, 'bad-txns-inputs-duplicate');
      seen.add(key);
      const output = this.#outputs.get(key);
      if (!output) throw new LedgerRejection(-25, 'bad-txns-inputs-missingorspent');
      const spender = this.#spentBy.get(key);
      if (spender) {
        // bitcoind words the two cases differently: spent in a block vs. by a pending transaction.
        throw this.#transactions.get(spender)?.block
          ? new LedgerRejection(-25, 'bad-txns-inputs-missingorspent')
          : new LedgerRejection(-26, 'txn-mempool-conflict');
      }
      return output;
    });
  }

  #record(tx: Transaction, details: Omit<StoredTransaction, 'tx' | 'hex'>): void {
    const txid = tx.getId();
    this.#transactions.set(txid, { tx, hex: tx.toHex(), ...details });
    for (const spent of details.spends) this.#spentBy.set(outpoint(spent.txid, spent.vout), txid);
    tx.outs.forEach((output, vout) => {
      this.#outputs.set(outpoint(txid, vout), {
        txid,
        vout,
        script: output.script,
        value: output.value,
        scriptHex: bytesToHex(output.script),
      });
    });
  }

  #mineBlock(txids: string[]): LedgerBlock {
    const previous = this.#tip();
    const transactions = txids.flatMap((txid) => this.#transactions.get(txid)?.tx ?? []);
    const header = new Block();
    header.version = 0x20000000;
    header.prevHash = hexToBytes(previous.hash).reverse();
    // A real merkle root over the block's transactions; an empty block commits to its height so
    // its hash still differs from its parent's.
    header.merkleRoot =
      transactions.length > 0
        ? Block.calculateMerkleRoot(transactions)
        : sha256(utf8ToBytes(`kit empty block ${previous.height + 1}`));
    header.timestamp = Math.max(this.#now(), previous.time + 1);
    header.bits = 0x207fffff; // regtest's minimum difficulty; nothing checks proof of work here.
    header.nonce = 0;
    const block: LedgerBlock = {
      height: previous.height + 1,
      hash: header.getId(),
      time: header.timestamp,
      txids: [...txids],
    };
    this.#blocks.push(block);
    for (const txid of txids) {
      const stored = this.#transactions.get(txid);
      if (stored) stored.block = block;
    }
    return block;
  }
}

/** The locking script of a regtest address; throws a RangeError for anything else. */
export function toOutputScript(address: string): Uint8Array {
  try {
    return addressCodec.toOutputScript(address, REGTEST);
  } catch {
    throw new RangeError(`not a regtest address: ${address}`);
  }
}

function parse(hex: string): Transaction {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new LedgerRejection(-22, 'TX decode failed');
  try {
    return Transaction.fromHex(hex);
  } catch {
    throw new LedgerRejection(-22, 'TX decode failed');
  }
}

/**
 * bitcoind's dust threshold at the default 3 sat/vB dust relay fee: what spending the output would
 * cost (output size plus a typical input, witness discounted). 294 sat for P2WPKH, 330 for P2TR and
 * P2WSH, 546 for P2PKH; OP_RETURN outputs are unspendable and never dust.
 */
export function dustThreshold(outputScript: Uint8Array): bigint {
  if (outputScript[0] === 0x6a) return 0n;
  const outputSize = 8 + 1 + outputScript.length;
  const version = outputScript[0] ?? 0xff;
  const isWitnessProgram =
    outputScript.length >= 4 &&
    outputScript.length <= 42 &&
    (version === 0x00 || (version >= 0x51 && version <= 0x60)) &&
    outputScript[1] === outputScript.length - 2;
  const inputSize = isWitnessProgram ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4;
  return BigInt((outputSize + inputSize) * 3);
}

function outpoint(txid: string, vout: number): string {
  return `${txid}:${vout}`;
}

function emptyStats(): EsploraAddressStats {
  return {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  };
}

function describeOutput(output: Prevout): EsploraOutput {
  const kind = prevoutKind(output.script);
  let address: string | undefined;
  try {
    address = addressCodec.fromOutputScript(output.script, REGTEST);
  } catch {
    address = undefined; // OP_RETURN and other scripts without an address
  }
  return {
    scriptpubkey: bytesToHex(output.script),
    scriptpubkey_type:
      kind === 'p2wpkh'
        ? 'v0_p2wpkh'
        : kind === 'p2tr'
          ? 'v1_p2tr'
          : output.script[0] === 0x6a
            ? 'op_return'
            : 'unknown',
    ...(address !== undefined && { scriptpubkey_address: address }),
    value: Number(output.value),
  };
}
