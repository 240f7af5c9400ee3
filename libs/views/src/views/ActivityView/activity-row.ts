import type { BlockchainTransaction, TransactionTransfer } from '@kit/activity';
import { shortAmount } from '../../utils/display-amount';

/** What one row of the Activity list says about a transaction. */
export interface ActivityRow {
  /** 'Sent', 'Received', 'Approved'…; 'Failed' when the transaction failed. */
  title: string;
  /** The first transfer's signed amount and symbol ('-0.25 ETH', '+1M KUSD'), when it has one. */
  amount?: string;
  /** The same amount exactly ('+1000000 KUSD'), for the title and screen readers. */
  fullAmount?: string;
  /** 'To 0x7099…79C8' or 'From 0xf39F…2266'. */
  counterparty: string;
  /** The same with the whole address, for the title and screen readers. */
  fullCounterparty: string;
  /** The local time it was mined ('14:05'); empty for an unreadable date. */
  time: string;
  /** The icon of the first transfer's token, already sanitised by the client. */
  iconUrl?: string;
  failed: boolean;
}

const TITLES: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  execute: 'Executed',
  deploy: 'Deployed',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
};

const TIME = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function amountOf(
  transfer: TransactionTransfer | undefined,
  shorten: (numeric: string) => string,
): string | undefined {
  if (transfer === undefined) return undefined;
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
  return `${sign}${shorten(transfer.quantity.numeric)} ${symbol}`.trim();
}

/** The row of `transaction` as seen by `address`; `truncate` shortens the counterparty. */
export function toActivityRow(
  transaction: BlockchainTransaction,
  address: string,
  truncate: (address: string) => string,
): ActivityRow {
  const { metadata } = transaction;
  const failed = metadata.status === 'failed';
  const operation = metadata.operationType.toLowerCase();
  const title = failed
    ? 'Failed'
    : (TITLES[operation] ??
      (operation ? operation[0]!.toUpperCase() + operation.slice(1) : 'Transaction'));
  const outgoing = metadata.sentFrom.toLowerCase() === address.toLowerCase();
  const other = outgoing ? metadata.sentTo : metadata.sentFrom;
  const direction = outgoing ? 'To' : 'From';
  const mined = new Date(metadata.minedAt);
  const first = transaction.transfers[0];
  const amount = amountOf(first, shortAmount);
  const fullAmount = amountOf(first, (numeric) => numeric.trim());
  const iconUrl = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url;
  return {
    title,
    ...(amount !== undefined && fullAmount !== undefined ? { amount, fullAmount } : {}),
    counterparty: `${direction} ${truncate(other)}`,
    fullCounterparty: `${direction} ${other}`,
    time: Number.isNaN(mined.getTime()) ? '' : TIME.format(mined),
    ...(iconUrl !== undefined ? { iconUrl } : {}),
    failed,
  };
}
