// The network fee of a transfer: eth_estimateGas × eth_gasPrice, in the native currency.
import type { AdapterBalance, RpcClient, TransferRequest } from '@kit/core';
import { buildTransfer } from './transfer';

/**
 * Estimates the fee of `request` on its network through the RPC client: both calls go out in the
 * same tick, so the transport sends them as one HTTP request. The wallet is not involved, so no
 * prompt and no network switch.
 */
export async function estimateTransferFee(
  rpc: RpcClient,
  request: TransferRequest,
): Promise<AdapterBalance> {
  const transaction = buildTransfer(request);
  const [gas, gasPrice] = await Promise.all([
    rpc.request<string>({ method: 'eth_estimateGas', params: [transaction] }),
    rpc.request<string>({ method: 'eth_gasPrice', params: [] }),
  ]);
  return {
    value: (BigInt(gas) * BigInt(gasPrice)).toString(),
    decimals: request.network.nativeCurrency.decimals,
    symbol: request.network.nativeCurrency.symbol,
  };
}
