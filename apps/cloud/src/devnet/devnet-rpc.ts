import { FetchRequest, JsonRpcProvider, Network } from 'ethers';

/** What an RPC call of the cloud's chain services may take before they give up on the node. */
export const DEVNET_RPC_TIMEOUT_MS = 10_000;

/**
 * A JSON-RPC provider for a devnet chain: a fixed network (no eth_chainId probe, no retry loop
 * when the node is down) and no response cache (with automine every transaction makes a cached
 * block number, nonce or balance stale).
 */
export function createDevnetRpc(chain: { chainId: number; rpcUrl: string }): JsonRpcProvider {
  const request = new FetchRequest(chain.rpcUrl);
  request.timeout = DEVNET_RPC_TIMEOUT_MS;
  return new JsonRpcProvider(request, undefined, {
    staticNetwork: Network.from(chain.chainId),
    cacheTimeout: -1,
    batchStallTime: 0,
  });
}

/**
 * The hash of the chain's genesis block. With the chain id it names one devnet run: anvil stamps
 * its genesis with the start time, so a restarted devnet has another hash.
 */
export async function genesisHashOf(provider: JsonRpcProvider): Promise<string> {
  const block = (await provider.send('eth_getBlockByNumber', ['0x0', false])) as {
    hash?: string;
  } | null;
  if (typeof block?.hash !== 'string') throw new Error('the node has no genesis block');
  return block.hash.toLowerCase();
}

/** The timestamp (unix seconds) of the latest block: the chain's own clock, time warps included. */
export async function latestBlockTime(provider: JsonRpcProvider): Promise<bigint> {
  const block = (await provider.send('eth_getBlockByNumber', ['latest', false])) as {
    timestamp?: string;
  } | null;
  return BigInt(block?.timestamp ?? Math.floor(Date.now() / 1000));
}

/** True when an address holds contract code. */
export async function hasCode(provider: JsonRpcProvider, address: string): Promise<boolean> {
  const code = (await provider.send('eth_getCode', [address, 'latest'])) as string;
  return code !== '0x' && code !== '0x0' && code !== '';
}
