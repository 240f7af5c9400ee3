import { parseUnits } from '@kit/core/units';
import type { DisplayBalance, DisplayTokenBalance } from './balances.slice';

/**
 * The balance read for one asset of the account, in its smallest units: the native coin's when
 * `tokenAddress` is undefined, else that token's (addresses compared case-insensitively). Undefined
 * while unread, or when the read value does not parse at `decimals`: forms then skip their
 * "no more than the balance" rule rather than block on it (send and swap, spec §5).
 */
export function balanceInUnits(
  tokenAddress: string | undefined,
  decimals: number,
  native: DisplayBalance | undefined,
  tokens: readonly DisplayTokenBalance[],
): bigint | undefined {
  const address = tokenAddress?.toLowerCase();
  const balance =
    address === undefined
      ? native?.balance
      : tokens.find((candidate) => candidate.address.toLowerCase() === address)?.balance;
  if (balance === undefined) return undefined;
  try {
    return parseUnits(balance, decimals);
  } catch {
    return undefined;
  }
}
