import type { BlockchainTransaction } from './blockchain-schemas';

/**
 * True when every transfer of a transaction is a spam NFT (spec §5). A transaction without
 * transfers (a contract call) is not spam: nothing in it was flagged.
 */
export function isSpamOnly(transaction: BlockchainTransaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  );
}

/**
 * The history rules of spec §5 for a page fetched for one network: only that network's
 * transactions, and none whose transfers are all spam NFTs. (The third rule, a non-numeric
 * transfer value counting as 0, is applied when each transfer is parsed.)
 */
export function applyHistoryRules(
  transactions: readonly BlockchainTransaction[],
  caipNetworkId: string,
): BlockchainTransaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipNetworkId && !isSpamOnly(transaction),
  );
}
