import type { DevnetOperator } from '../devnet/devnet-operator';
import { genesisHashOf, hasCode } from '../devnet/devnet-rpc';
import type { SwapChain } from './swap-chain';
import { deploySwapPool } from './swap-deployer';
import { findSwapPool, writeSwapPool, type SwapPoolRecord } from './swap-pools-file';

/** The swap pool of the swap chain, deployed on first use. */
export interface SwapPoolKeeper {
  /**
   * The pool: the one the data dir remembers for this devnet run when its contracts are still on
   * the chain, else a fresh deployment (remembered). Concurrent callers share one deployment; a
   * failed one is not remembered, so the next call tries again.
   */
  pool(): Promise<SwapPoolRecord>;
}

/** True when every contract of a remembered pool still has code (the devnet was not reset). */
async function isOnChain(chain: SwapChain, record: SwapPoolRecord): Promise<boolean> {
  const addresses = [
    record.weth,
    record.factory,
    record.router,
    ...record.pairs.map((p) => p.address),
  ];
  const present = await Promise.all(addresses.map((address) => hasCode(chain.provider, address)));
  return present.every(Boolean);
}

/**
 * Keeps the pool of one chain. Deployment is lazy: it costs nine transactions from the devnet's
 * account 0 (about 0.1 s on anvil), which a cloud that never swaps should not pay, nor leave in
 * account 0's nonce and history.
 */
export function createSwapPoolKeeper(
  chain: SwapChain,
  operator: DevnetOperator,
  dataDir: string,
): SwapPoolKeeper {
  let pending: Promise<SwapPoolRecord> | undefined;
  const load = async (): Promise<SwapPoolRecord> => {
    const genesisHash = await genesisHashOf(chain.provider);
    const remembered = findSwapPool(dataDir, chain.chainId, genesisHash);
    if (remembered && (await isOnChain(chain, remembered))) return remembered;
    const record = await deploySwapPool(chain, operator, genesisHash);
    writeSwapPool(dataDir, record);
    return record;
  };
  return {
    pool() {
      pending ??= load();
      const current = pending;
      current.catch(() => {
        if (pending === current) pending = undefined;
      });
      return current;
    },
  };
}
