import { getAddress, id } from 'ethers';
import type { BlockchainChain, ChainAsset } from '../blockchain-chains';
import type { IndexedBlock, IndexedTransaction, IndexedTransfer } from './history-store';

/** topic0 of ERC-20 (and ERC-721) `Transfer(address,address,uint256)`. */
const TRANSFER_TOPIC = id('Transfer(address,address,uint256)');

interface RawTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  nonce: string;
  transactionIndex: string;
}

interface RawBlock {
  number: string;
  hash: string;
  timestamp: string;
  transactions: RawTransaction[];
}

interface RawLog {
  address: string;
  topics: string[];
  data: string;
  logIndex: string;
}

interface RawReceipt {
  transactionHash: string;
  status?: string;
  contractAddress?: string | null;
  logs: RawLog[];
}

/** The hash of a block, or undefined when the node does not have it (yet). */
export async function readBlockHash(
  chain: BlockchainChain,
  number: number,
): Promise<string | undefined> {
  const block = (await chain.provider.send('eth_getBlockByNumber', [
    `0x${number.toString(16)}`,
    false,
  ])) as { hash: string } | null;
  return block?.hash;
}

/** Reads receipts; nodes without eth_getBlockReceipts get one eth_getTransactionReceipt each. */
async function readReceipts(chain: BlockchainChain, block: RawBlock): Promise<RawReceipt[]> {
  if (block.transactions.length === 0) return [];
  try {
    const receipts = (await chain.provider.send('eth_getBlockReceipts', [block.number])) as
      RawReceipt[] | null;
    if (Array.isArray(receipts)) return receipts;
  } catch {
    // Not supported by this node: fall through to the per-transaction call.
  }
  const receipts = await Promise.all(
    block.transactions.map(
      (tx) =>
        chain.provider.send('eth_getTransactionReceipt', [tx.hash]) as Promise<RawReceipt | null>,
    ),
  );
  return receipts.filter((receipt): receipt is RawReceipt => receipt !== null);
}

function topicAddress(topic: string | undefined): string | undefined {
  return topic !== undefined && /^0x[0-9a-fA-F]{64}$/.test(topic)
    ? getAddress(`0x${topic.slice(26)}`)
    : undefined;
}

/** The ERC-20 Transfer of a log of a known token, or undefined for any other log. */
function tokenTransfer(
  log: RawLog,
  tokens: ReadonlyMap<string, ChainAsset>,
): IndexedTransfer | undefined {
  const token = tokens.get(log.address.toLowerCase());
  // ERC-20 has exactly two indexed topics and the amount as 32 bytes of data (ERC-721 has 3).
  if (token?.address === undefined || log.topics.length !== 3) return undefined;
  if (log.topics[0] !== TRANSFER_TOPIC || !/^0x[0-9a-fA-F]{64}$/.test(log.data)) return undefined;
  const from = topicAddress(log.topics[1]);
  const to = topicAddress(log.topics[2]);
  if (from === undefined || to === undefined) return undefined;
  return {
    position: Number(log.logIndex),
    token: token.address,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    from,
    to,
    amount: BigInt(log.data).toString(),
  };
}

function indexTransaction(
  chain: BlockchainChain,
  block: RawBlock,
  tx: RawTransaction,
  receipt: RawReceipt | undefined,
  tokens: ReadonlyMap<string, ChainAsset>,
): IndexedTransaction {
  const confirmed = receipt?.status === undefined || receipt.status === '0x1';
  const created = tx.to === null;
  const from = getAddress(tx.from);
  const to = tx.to ?? receipt?.contractAddress ?? '';
  const value = BigInt(tx.value);
  const transfers: IndexedTransfer[] = [];
  // A failed transaction moved nothing (its logs are empty too).
  if (confirmed && value > 0n && to !== '') {
    transfers.push({
      position: -1,
      token: '',
      name: chain.native.name,
      symbol: chain.native.symbol,
      decimals: chain.native.decimals,
      from,
      to: getAddress(to),
      amount: value.toString(),
    });
  }
  for (const log of receipt?.logs ?? []) {
    const transfer = tokenTransfer(log, tokens);
    if (transfer) transfers.push(transfer);
  }
  return {
    chainId: chain.chainId,
    hash: tx.hash,
    blockNumber: Number(block.number),
    txIndex: Number(tx.transactionIndex),
    minedAt: Number(block.timestamp),
    from,
    to: to === '' ? '' : getAddress(to),
    created,
    nonce: Number(tx.nonce),
    status: confirmed ? 'confirmed' : 'failed',
    transfers,
  };
}

/**
 * Reads a block with its transactions and receipts and extracts what the history needs: every
 * transaction, its native value (when > 0) and the Transfer logs of the chain's known tokens.
 * Undefined when the node does not have the block.
 */
export async function readBlock(
  chain: BlockchainChain,
  number: number,
): Promise<IndexedBlock | undefined> {
  const block = (await chain.provider.send('eth_getBlockByNumber', [
    `0x${number.toString(16)}`,
    true,
  ])) as RawBlock | null;
  if (block === null) return undefined;
  const receipts = new Map(
    (await readReceipts(chain, block)).map((receipt) => [receipt.transactionHash, receipt]),
  );
  const tokens = new Map(
    chain.tokens.flatMap((token) =>
      token.address ? [[token.address.toLowerCase(), token] as const] : [],
    ),
  );
  return {
    number: Number(block.number),
    hash: block.hash,
    transactions: block.transactions.map((tx) =>
      indexTransaction(chain, block, tx, receipts.get(tx.hash), tokens),
    ),
  };
}
