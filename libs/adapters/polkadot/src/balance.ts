// The native balance: the free balance of system.account, in the chain's own decimals and symbol.
import type { AdapterBalance, KitNetwork } from '@kit/core';
import type { ApiPromise } from '@polkadot/api';

/** Reads `system.account(address).data.free`; decimals and symbol come from system_properties. */
export async function readFreeBalance(
  api: ApiPromise,
  network: KitNetwork,
  address: string,
): Promise<AdapterBalance> {
  const account = await api.query.system.account(address);
  return {
    value: account.data.free.toString(),
    decimals: api.registry.chainDecimals[0] ?? network.nativeCurrency.decimals,
    symbol: api.registry.chainTokens[0] ?? network.nativeCurrency.symbol,
  };
}
