import { balanceRequested } from '@kit/balances';
import { selectActiveBalanceLoading } from '@kit/balances/active-balances';
import { selectActiveCaipAddress } from '@kit/connection';
import { waitForState } from '@kit/testing';
import type { Kit } from './create-kit';

/**
 * Forces a balance read of the active account and resolves once its result is in state (a newer
 * timestamp, no read under way): what the store's integration specs wait on after a transfer.
 */
export async function refreshBalances(kit: Kit): Promise<void> {
  const readAt = (state: ReturnType<Kit['getState']>) => {
    const caipAddress = selectActiveCaipAddress(state);
    return caipAddress ? (state.balances.native[caipAddress]?.timestamp ?? 0) : 0;
  };
  const before = readAt(kit.getState());
  kit.store.dispatch(balanceRequested({ force: true }));
  await waitForState(kit, (state) => readAt(state) > before && !selectActiveBalanceLoading(state));
}
