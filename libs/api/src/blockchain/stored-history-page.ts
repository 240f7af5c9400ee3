import * as v from 'valibot';
import {
  HistoryResponseSchema,
  WireTransactionSchema,
  parseEntries,
  toTransaction,
  type HistoryPage,
} from './blockchain-schemas';
import { applyHistoryRules } from './history-rules';

/**
 * A history page read back from storage (spec §3's history cache), checked with the same schema
 * and rules as the service's answer, since storage is not trusted either. Undefined for anything
 * that is not such a page, or whose transactions are not all valid ones of `caipNetworkId`: a
 * partly bad page is fetched again rather than shown with holes.
 */
export function parseStoredHistoryPage(
  value: unknown,
  caipNetworkId: string,
): HistoryPage | undefined {
  const parsed = v.safeParse(HistoryResponseSchema, value);
  if (!parsed.success) return undefined;
  const { data, next } = parsed.output;
  const transactions = applyHistoryRules(
    parseEntries(data, WireTransactionSchema, toTransaction),
    caipNetworkId,
  );
  if (transactions.length !== data.length) return undefined;
  return { data: transactions, ...(next ? { next } : {}) };
}
