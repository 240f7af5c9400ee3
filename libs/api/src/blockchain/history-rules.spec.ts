import type { BlockchainTransaction, TransactionTransfer } from './blockchain-schemas';
import { numericOr0 } from './blockchain-schemas';
import { applyHistoryRules, isSpamOnly } from './history-rules';

const transfer = (spam?: boolean): TransactionTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  value: 0,
  ...(spam === undefined ? {} : { nft_info: { flags: { is_spam: spam } } }),
});

const tx = (
  id: string,
  chain: string,
  transfers: TransactionTransfer[],
): BlockchainTransaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: id,
    minedAt: '2025-01-01T00:00:00.000Z',
    sentFrom: '0x1',
    sentTo: '0x2',
    status: 'confirmed',
    nonce: 0,
    chain,
  },
  transfers,
});

describe('history rules (spec §5)', () => {
  it('calls a transaction spam only when every transfer is a spam NFT', () => {
    expect(isSpamOnly(tx('a', 'eip155:1', [transfer(true), transfer(true)]))).toBe(true);
    expect(isSpamOnly(tx('b', 'eip155:1', [transfer(true), transfer()]))).toBe(false);
    expect(isSpamOnly(tx('c', 'eip155:1', [transfer(true), transfer(false)]))).toBe(false);
    expect(isSpamOnly(tx('d', 'eip155:1', []))).toBe(false);
  });

  it('keeps the requested chain only and drops spam-only transactions', () => {
    const kept = applyHistoryRules(
      [
        tx('spam', 'eip155:1', [transfer(true)]),
        tx('other', 'eip155:10', [transfer()]),
        tx('mine', 'eip155:1', [transfer()]),
      ],
      'eip155:1',
    );
    expect(kept.map((item) => item.id)).toEqual(['mine']);
  });

  it('counts a non-numeric value as 0', () => {
    expect([numericOr0(2.5), numericOr0('1.25'), numericOr0('n/a'), numericOr0(null)]).toEqual([
      2.5, 1.25, 0, 0,
    ]);
    expect([numericOr0(''), numericOr0(Number.NaN), numericOr0({}), numericOr0(undefined)]).toEqual(
      [0, 0, 0, 0],
    );
  });
});
