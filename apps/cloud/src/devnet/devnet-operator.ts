import { getAddress, type JsonRpcProvider } from 'ethers';

/** A mined transaction, as the operator reports it. */
export interface OperatorReceipt {
  hash: string;
  /** Checksummed; set for a contract creation. */
  contractAddress?: string;
  gasUsed: bigint;
  blockNumber: number;
}

/** A transaction the operator sends (it fills in from, nonce, gas and fees). */
export interface OperatorTransaction {
  to?: string;
  data?: string;
  value?: bigint;
}

interface RawReceipt {
  transactionHash: string;
  status: string;
  contractAddress?: string | null;
  gasUsed: string;
  blockNumber: string;
}

/** Receipt polls before giving up; with automine the first normally succeeds. */
const RECEIPT_POLLS = 500;
const RECEIPT_POLL_MS = 10;

// The last transaction sent per node, shared by every operator of the process: the swap pool and
// the on-ramp (of one cloud or of several clouds on one devnet) send one at a time.
const queues = new Map<string, Promise<unknown>>();

/**
 * The devnet's account 0 as the services' operator: it deploys the swap pool, mints the test
 * tokens (it owns them) and pays on-ramp purchases. It is the node's first unlocked account
 * (`eth_accounts[0]`, which the devnet harness's account 0 is), so the node signs and picks the
 * nonce; operators send one transaction at a time per node and wait for its receipt.
 */
export class DevnetOperator {
  private addressOnce: Promise<string> | undefined;

  /** `provider` is asked for on first use; `rpcUrl` (its node) keys the send queue. */
  constructor(
    private readonly providerOf: () => JsonRpcProvider,
    private readonly rpcUrl: string,
  ) {}

  private get provider(): JsonRpcProvider {
    return this.providerOf();
  }

  /** The operator's address (checksummed). */
  address(): Promise<string> {
    this.addressOnce ??= (async () => {
      const accounts = (await this.provider.send('eth_accounts', [])) as string[];
      const first = accounts[0];
      if (first === undefined) {
        throw new Error('the devnet node has no unlocked account to operate the local services');
      }
      return getAddress(first);
    })();
    const pending = this.addressOnce;
    pending.catch(() => {
      if (this.addressOnce === pending) this.addressOnce = undefined;
    });
    return pending;
  }

  /** Sends a transaction and resolves with its receipt once mined; a revert rejects. */
  send(tx: OperatorTransaction, what: string): Promise<OperatorReceipt> {
    const run = (queues.get(this.rpcUrl) ?? Promise.resolve()).then(() => this.sendNow(tx, what));
    const settled = run.catch(() => undefined);
    queues.set(this.rpcUrl, settled);
    // Forget an idle node, so the map does not keep one entry per devnet ever used.
    void settled.then(() => {
      if (queues.get(this.rpcUrl) === settled) queues.delete(this.rpcUrl);
    });
    return run;
  }

  private async sendNow(tx: OperatorTransaction, what: string): Promise<OperatorReceipt> {
    const from = await this.address();
    const hash = (await this.provider.send('eth_sendTransaction', [
      {
        from,
        ...(tx.to !== undefined ? { to: tx.to } : {}),
        ...(tx.data !== undefined ? { data: tx.data } : {}),
        ...(tx.value !== undefined ? { value: `0x${tx.value.toString(16)}` } : {}),
      },
    ])) as string;
    const receipt = await this.waitForReceipt(hash);
    if (receipt.status !== '0x1') throw new Error(`${what} reverted (transaction ${hash})`);
    return {
      hash: receipt.transactionHash,
      ...(receipt.contractAddress ? { contractAddress: getAddress(receipt.contractAddress) } : {}),
      gasUsed: BigInt(receipt.gasUsed),
      blockNumber: Number(receipt.blockNumber),
    };
  }

  private async waitForReceipt(hash: string): Promise<RawReceipt> {
    for (let attempt = 0; attempt < RECEIPT_POLLS; attempt++) {
      const receipt = (await this.provider.send('eth_getTransactionReceipt', [
        hash,
      ])) as RawReceipt | null;
      if (receipt) return receipt;
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
    }
    throw new Error(`transaction ${hash} was not mined`);
  }
}
