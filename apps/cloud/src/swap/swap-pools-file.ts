import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_FILE_MODE } from '../server/data-dir';

/** Where the deployed swap pools are remembered, in the cloud's data dir. */
export const SWAP_POOLS_FILE = 'swap-pools.json';

/** A Uniswap V2 pair of the pool, its tokens in the pair's own order (token0 < token1). */
export interface SwapPairRecord {
  address: string;
  token0: string;
  token1: string;
}

/** The swap pool deployed on one devnet run (addresses checksummed). */
export interface SwapPoolRecord {
  chainId: number;
  /** With chainId, names the devnet run (a restarted anvil has a new genesis). */
  genesisHash: string;
  /** The account that deployed it and holds the liquidity (the devnet's account 0). */
  operator: string;
  weth: string;
  factory: string;
  router: string;
  pairs: SwapPairRecord[];
  /** ISO 8601. */
  deployedAt: string;
  /** How long the deployment took, in milliseconds. */
  deployMs: number;
}

interface SwapPoolsFile {
  pools: Record<string, SwapPoolRecord>;
}

/** The file's key of a devnet run. */
export function swapPoolKey(chainId: number, genesisHash: string): string {
  return `${chainId}:${genesisHash.toLowerCase()}`;
}

function readFile(dataDir: string): SwapPoolsFile {
  const file = path.join(dataDir, SWAP_POOLS_FILE);
  if (!existsSync(file)) return { pools: {} };
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<SwapPoolsFile>;
    return typeof json.pools === 'object' && json.pools !== null
      ? { pools: json.pools }
      : { pools: {} };
  } catch {
    // A cache of what is on the chain: unreadable means redeploy, not refuse to start.
    return { pools: {} };
  }
}

/** Every pool the data dir remembers, of any devnet run. */
export function readSwapPools(dataDir: string): SwapPoolRecord[] {
  return Object.values(readFile(dataDir).pools);
}

/** The pool remembered for a devnet run, if any (whether it is still on the chain is not checked). */
export function findSwapPool(
  dataDir: string,
  chainId: number,
  genesisHash: string,
): SwapPoolRecord | undefined {
  return readFile(dataDir).pools[swapPoolKey(chainId, genesisHash)];
}

/** Remembers a pool (replacing the one of the same run); written whole and renamed into place. */
export function writeSwapPool(dataDir: string, record: SwapPoolRecord): void {
  const file = path.join(dataDir, SWAP_POOLS_FILE);
  const content = readFile(dataDir);
  content.pools[swapPoolKey(record.chainId, record.genesisHash)] = record;
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(content, null, 2)}\n`, { mode: DATA_FILE_MODE });
  renameSync(temp, file);
}
