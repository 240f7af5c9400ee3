// SOL's balance: one getBalance through the store's RpcClient. It needs no @solana/web3.js, so
// balances after a reconnect on load cost no SDK download.
import type { AdapterBalance, KitNetwork, RpcClient } from '@kit/core';
import { getLamports } from './rpc-reads';

/** The address's lamports, in the network's native currency. */
export async function readNativeBalance(
  rpc: RpcClient,
  network: KitNetwork,
  address: string,
): Promise<AdapterBalance> {
  const lamports = await getLamports(rpc, address);
  return {
    value: lamports.toString(),
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  };
}
