import type { AdapterBalance } from './chain-adapter';
import type { KitNetwork } from './network';

/** An amount of `network`'s native currency in its smallest unit (wei, lamports, satoshis, planck). */
export function nativeBalance(
  network: KitNetwork,
  value: bigint | number | string,
): AdapterBalance {
  return {
    value: value.toString(),
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  };
}
