import type { BlockchainTransaction } from '@kit/activity';
import { groupTransactionsByDate } from './activity-groups';
import { toActivityRow } from './activity-row';

const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function tx(id: string, minedAt: string, extra: Partial<BlockchainTransaction['metadata']> = {}) {
  return {
    id,
    metadata: {
      operationType: 'send',
      hash: id,
      minedAt,
      sentFrom: SELF,
      sentTo: OTHER,
      status: 'confirmed',
      nonce: 0,
      ...extra,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: '0.25' },
        value: 0,
        fungible_info: { symbol: 'ETH' },
      },
    ],
  } as BlockchainTransaction;
}

// Local times, so the day boundaries are the viewer's whatever the machine's time zone.
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month - 1, day, hour).toISOString();

describe('groupTransactionsByDate', () => {
  const now = new Date(2026, 2, 10, 9);

  it('groups a newest-first list into Today, Yesterday and dated days, keeping the order', () => {
    const groups = groupTransactionsByDate(
      [
        tx('a', at(2026, 3, 10, 8)),
        tx('b', at(2026, 3, 10, 0)),
        tx('c', at(2026, 3, 9, 23)),
        tx('d', at(2026, 3, 3)),
        tx('e', at(2025, 12, 31)),
      ],
      now,
    );
    expect(groups.map((group) => [group.title, group.transactions.map((t) => t.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['March 3, 2026', ['d']],
      ['December 31, 2025', ['e']],
    ]);
  });

  it('puts a transaction with an unreadable date last instead of failing', () => {
    const groups = groupTransactionsByDate([tx('x', 'not a date'), tx('a', at(2026, 3, 10))], now);
    expect(groups.map((group) => group.title)).toEqual(['Today', 'Unknown date']);
  });

  it('knows Yesterday across a month boundary', () => {
    const groups = groupTransactionsByDate([tx('a', at(2026, 2, 28))], new Date(2026, 2, 1, 9));
    expect(groups[0]?.title).toBe('Yesterday');
  });
});

describe('toActivityRow', () => {
  const short = (address: string) => `${address.slice(0, 6)}…`;

  it('reads a send as "Sent", to its receiver, with the signed amount', () => {
    expect(toActivityRow(tx('a', at(2026, 3, 10, 14)), SELF, short)).toMatchObject({
      title: 'Sent',
      counterparty: 'To 0x7099…',
      amount: '-0.25 ETH',
      failed: false,
    });
  });

  it('reads the same transaction from the receiver as coming from the sender', () => {
    const received = tx('a', at(2026, 3, 10), { operationType: 'receive' });
    received.transfers[0]!.direction = 'in';
    expect(toActivityRow(received, OTHER, short)).toMatchObject({
      title: 'Received',
      counterparty: 'From 0xf39F…',
      amount: '+0.25 ETH',
    });
  });

  it('marks a failed transaction and leaves out an amount it does not have', () => {
    const failed = { ...tx('a', at(2026, 3, 10), { status: 'failed' }), transfers: [] };
    const row = toActivityRow(failed, SELF, short);
    expect(row).toMatchObject({ title: 'Failed', failed: true });
    expect(row.amount).toBeUndefined();
  });
});

describe('toActivityRow full values (issue 23)', () => {
  it('keeps the exact amount and the whole address beside the shortened ones', () => {
    const big = tx('b', at(2026, 3, 10), { sentFrom: OTHER, sentTo: SELF });
    big.transfers[0] = {
      direction: 'in',
      quantity: { numeric: '1000000' },
      value: 0,
      fungible_info: { symbol: 'KUSD' },
    } as BlockchainTransaction['transfers'][number];
    expect(toActivityRow(big, SELF, (address) => `${address.slice(0, 6)}…`)).toMatchObject({
      amount: '+1M KUSD',
      fullAmount: '+1000000 KUSD',
      counterparty: 'From 0x7099…',
      fullCounterparty: `From ${OTHER}`,
    });
  });
});
