import * as v from 'valibot';
import { toExplorerWallet, WireWalletSchema, type ExplorerWallet } from './explorer-wallet';

// The Explorer API's answers (explorer-client.ts): they load with the first answer, not with the
// page (issue 22: the wallet list is prefetched before the first click, its check need not be).

/** GET /getWallets: the page, each wallet checked on its own (walletsOf). */
export const WalletsResponseSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.array(v.unknown()),
});

/** The wallets of a page's `data` that pass their check, sanitised; the others are dropped. */
export function walletsOf(items: readonly unknown[]): ExplorerWallet[] {
  return items.flatMap((item) => {
    const wire = v.safeParse(WireWalletSchema, item);
    return wire.success ? [toExplorerWallet(wire.output)] : [];
  });
}
