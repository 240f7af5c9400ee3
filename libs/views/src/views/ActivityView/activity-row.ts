import type { BlockchainTransaction, TransactionTransfer } from '@kit/activity';

/** What one row of the Activity list says about a transaction. */
export interface ActivityRow {
  /** 'Sent', 'Received', 'Approved'…; 'Failed' when the transaction failed. */
  title: string;
  /** The first transfer's signed amount and symbol ('-0.25 ETH', '+1.5 KUSD'), when it has one. */
  amount?: string;
  /** 'To 0x7099…79C8' or 'From 0xf39F…2266'. */
  counterparty: string;
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

/**
 * A whole-unit amount cut (not rounded) to 3 decimals, as balances are (spec §5): '1.23456' →
 * '1.234', '1.5' → '1.5'; a non-zero amount below 0.001 reads '<0.001' rather than a false 0.
 */
export function shortAmount(numeric: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(numeric.trim());
  if (match === null) return numeric;
  const whole = match[1]!;
  const fraction = (match[2] ?? '').slice(0, 3).replace(/0+$/, '');
  if (/^0+$/.test(whole) && fraction === '' && /[1-9]/.test(match[2] ?? '')) return '<0.001';
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

function amountOf(transfer: TransactionTransfer | undefined): string | undefined {
  if (transfer === undefined) return undefined;
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : '';
  return `${sign}${shortAmount(transfer.quantity.numeric)} ${symbol}`.trim();
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
  const counterparty = outgoing
    ? `To ${truncate(metadata.sentTo)}`
    : `From ${truncate(metadata.sentFrom)}`;
  const mined = new Date(metadata.minedAt);
  const first = transaction.transfers[0];
  const amount = amountOf(first);
  const iconUrl = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url;
  return {
    title,
    ...(amount !== undefined ? { amount } : {}),
    counterparty,
    time: Number.isNaN(mined.getTime()) ? '' : TIME.format(mined),
    ...(iconUrl !== undefined ? { iconUrl } : {}),
    failed,
  };
}
