// Reads and sends need ABI encoding, and so ethers (about 60 kB minified). Discovery, connecting
// and signing need none of it, so the adapter reaches these through dynamic imports: ethers loads
// once a page first reads a balance or sends, never before the visitor has connected.
import type { AdapterBalance, KitNetwork, RpcClient, TransferRequest } from '@kit/core';
import type { BalanceReadOptions, EvmBalances } from './balances';
import type { SendContext } from './send-context';

export async function readNativeBalance(
  rpc: RpcClient,
  network: KitNetwork,
  address: string,
): Promise<AdapterBalance> {
  return (await import('./ethers-operations')).readNativeBalance(rpc, network, address);
}

export async function readBalances(
  rpc: RpcClient,
  network: KitNetwork,
  address: string,
  tokenAddresses: readonly string[],
  options: BalanceReadOptions & { native: boolean },
): Promise<{ native?: AdapterBalance; tokens: EvmBalances['tokens'] }> {
  return (await import('./ethers-operations')).readBalances(
    rpc,
    network,
    address,
    tokenAddresses,
    options,
  );
}

export async function sendTransfer(
  request: TransferRequest,
  context: SendContext,
): Promise<{ hash: string }> {
  return (await import('./ethers-operations')).sendTransfer(request, context);
}

export async function estimateTransferFee(
  rpc: RpcClient,
  request: TransferRequest,
): Promise<AdapterBalance> {
  return (await import('./ethers-operations')).estimateTransferFee(rpc, request);
}
