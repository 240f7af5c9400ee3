// The fee of a native transfer, as the runtime itself computes it (TransactionPaymentApi, through
// @polkadot/api's paymentInfo), so it matches what the transfer will be charged before any tip.
import type { AdapterBalance, TransferRequest } from '@kit/core';
import { parseBaseUnits } from '@kit/core/base-units';
import type { ApiPromise } from '@polkadot/api';
import { adapterError } from './polkadot-errors';

/** partialFee of balances.transferKeepAlive from `request.from`, in the chain's native unit. */
export async function estimateTransferFee(
  api: ApiPromise,
  request: TransferRequest,
): Promise<AdapterBalance> {
  if (request.tokenAddress !== undefined) {
    throw adapterError('ESTIMATE_GAS_FAILED', 'polkadot asset transfers are not supported');
  }
  const tx = api.tx.balances.transferKeepAlive(request.to, parseBaseUnits(request.amount));
  const info = await tx.paymentInfo(request.from);
  return {
    value: info.partialFee.toString(),
    decimals: api.registry.chainDecimals[0] ?? request.network.nativeCurrency.decimals,
    symbol: api.registry.chainTokens[0] ?? request.network.nativeCurrency.symbol,
  };
}
