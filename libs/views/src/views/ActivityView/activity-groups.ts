import type { BlockchainTransaction } from '@kit/activity';

/** Transactions mined on one calendar day (the viewer's time zone), newest first. */
export interface ActivityGroup {
  /** `YYYY-MM-DD` of the day, a stable React key. */
  key: string;
  /** 'Today', 'Yesterday', or the date ('March 3, 2026'). */
  title: string;
  transactions: BlockchainTransaction[];
}

const DAY_TITLE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** The local calendar day of a moment, as `YYYY-MM-DD`. */
function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Groups a newest-first list by the local day it was mined on, keeping the order. A transaction
 * whose `minedAt` is not a date lands in an 'Unknown date' group at the end rather than breaking
 * the list.
 */
export function groupTransactionsByDate(
  transactions: readonly BlockchainTransaction[],
  now: Date,
): ActivityGroup[] {
  const today = dayKey(now);
  const yesterdayDate = new Date(now);
  yesterdayDate.setDate(now.getDate() - 1);
  const yesterday = dayKey(yesterdayDate);
  const groups = new Map<string, ActivityGroup>();
  const undated: BlockchainTransaction[] = [];
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt);
    if (Number.isNaN(mined.getTime())) {
      undated.push(transaction);
      continue;
    }
    const key = dayKey(mined);
    let group = groups.get(key);
    if (group === undefined) {
      const title =
        key === today ? 'Today' : key === yesterday ? 'Yesterday' : DAY_TITLE.format(mined);
      group = { key, title, transactions: [] };
      groups.set(key, group);
    }
    group.transactions.push(transaction);
  }
  const result = [...groups.values()];
  if (undated.length > 0)
    result.push({ key: 'unknown', title: 'Unknown date', transactions: undated });
  return result;
}
