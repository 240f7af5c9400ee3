import { parseStoredHistoryPage } from './stored-history-page';

const CHAIN = 'eip155:31337';

/** A history item as the client returns it (and so as Kit stores it). */
const transaction = (id: string, chain = CHAIN) => ({
  id,
  metadata: {
    operationType: 'send',
    hash: id,
    minedAt: '2026-11-25T20:00:00.000Z',
    sentFrom: '0x1',
    sentTo: '0x2',
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers: [{ direction: 'out', quantity: { numeric: '1' }, value: 0, price: 0 }],
});

describe('parseStoredHistoryPage (the history cache read back)', () => {
  it('reads back a page the client returned, cursor included', () => {
    const page = { data: [transaction('0xa'), transaction('0xb')], next: 'cursor-2' };
    expect(parseStoredHistoryPage(JSON.parse(JSON.stringify(page)), CHAIN)).toEqual(page);
  });

  it('reads back a last page without cursor', () => {
    expect(parseStoredHistoryPage({ data: [] }, CHAIN)).toEqual({ data: [] });
  });

  it.each([
    ['not a page', 'history'],
    ['a page without data', { next: 'x' }],
    ['a page with one invalid transaction', { data: [transaction('0xa'), { id: 42 }] }],
    ['a page with another chain’s transaction', { data: [transaction('0xa', 'eip155:1')] }],
  ])('refuses %s', (_, value) => {
    expect(parseStoredHistoryPage(value, CHAIN)).toBeUndefined();
  });
});
