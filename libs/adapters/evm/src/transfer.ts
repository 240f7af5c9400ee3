// The transaction a TransferRequest stands for (spec §7 "Sends").
import { ValidationError } from '@kit/core';
import { parseBaseUnits } from '@kit/core/base-units';
import { toChecksumAddress } from '@kit/core/address';
import type { TransferRequest } from '@kit/core';
import { toHexQuantity } from './hex';
import { ERC20_ABI } from './balances';

/** An eth_sendTransaction / eth_estimateGas transaction object. */
export interface EvmTransaction {
  from: string;
  to: string;
  data: string;
  /** Hex quantity; absent for a token transfer, which moves no native currency. */
  value?: string;
}

/**
 * Native: `{ from, to, data: '0x', value }`. ERC20: `{ from, to: token, data: transfer(receiver,
 * amount) }`. Throws a ValidationError for a missing receiver or amount, a malformed address, or
 * an amount that is not a whole number of the smallest unit.
 */
export function buildTransfer(request: TransferRequest): EvmTransaction {
  if (!request.to || !request.amount) {
    throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
  }
  const amount = parseBaseUnits(request.amount);
  const from = toChecksumAddress(request.from);
  const to = toChecksumAddress(request.to);
  if (request.tokenAddress === undefined) {
    return { from, to, data: '0x', value: toHexQuantity(amount) };
  }
  return {
    from,
    to: toChecksumAddress(request.tokenAddress),
    data: ERC20_ABI.encodeFunctionData('transfer', [to, amount]),
  };
}
