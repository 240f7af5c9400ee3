import { decodeCursor, encodeCursor } from './history-cursor';
import { toWireTransaction } from './history-items';
import type { IndexedTransaction, IndexedTransfer } from './history-store';

const A = '0x00000000000000000000000000000000000000aA';
const B = '0x00000000000000000000000000000000000000bB';
const TOKEN = '0x00000000000000000000000000000000000000cC';
const icon = (symbol: string) => `http://127.0.0.1/public/getTokenImage/${symbol}`;

const eth = (from: string, to: string, amount = '1000000000000000000'): IndexedTransfer => ({
  position: -1,
  token: '',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  from,
  to,
  amount,
});
const kit = (from: string, to: string, position = 0): IndexedTransfer => ({
  position,
  token: TOKEN,
  name: 'Kit Token',
  symbol: 'KIT',
  decimals: 18,
  from,
  to,
  amount: '4000000000000000000',
});

const tx = (overrides: Partial<IndexedTransaction>): IndexedTransaction => ({
  chainId: 31337,
  hash: '0xabc',
  blockNumber: 7,
  txIndex: 0,
  minedAt: 1_700_000_000,
  from: A,
  to: B,
  created: false,
  nonce: 3,
  status: 'confirmed',
  transfers: [],
  ...overrides,
});

const operation = (value: IndexedTransaction, owner = A) =>
  toWireTransaction(value, owner, 'eip155:31337', icon).metadata.operationType;

describe('history items', () => {
  it("shows a transaction as the owner sees it: only the owner's transfers, valued at the price table", () => {
    const item = toWireTransaction(
      tx({ transfers: [eth(A, B), kit(B, '0x' + '1'.repeat(40), 1)] }),
      A.toLowerCase(),
      'eip155:31337',
      icon,
    );
    expect(item).toEqual({
      id: '0xabc',
      metadata: {
        operationType: 'send',
        hash: '0xabc',
        minedAt: '2023-11-14T22:13:20.000Z',
        sentFrom: A,
        sentTo: B,
        status: 'confirmed',
        nonce: 3,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: icon('ETH') } },
          direction: 'out',
          quantity: { numeric: '1' },
          value: 3000,
          price: 3000,
        },
      ],
    });
  });

  it('names the operation from the directions of the owner transfers', () => {
    expect(operation(tx({ transfers: [eth(A, B)] }))).toBe('send');
    expect(operation(tx({ transfers: [eth(B, A)] }))).toBe('receive');
    expect(operation(tx({ transfers: [eth(A, B), kit(B, A)] }))).toBe('trade');
    expect(operation(tx({ transfers: [eth(A, A)] }))).toBe('send');
    expect(operation(tx({ transfers: [] }))).toBe('execute');
    expect(operation(tx({ created: true, to: TOKEN, transfers: [kit(B, A)] }))).toBe('deploy');
    expect(operation(tx({ created: true, to: TOKEN, transfers: [kit(A, B)] }), B)).toBe('receive');
  });

  it('marks a transfer to oneself as self', () => {
    const item = toWireTransaction(tx({ transfers: [eth(A, A)] }), A, 'eip155:31337', icon);
    expect(item.transfers[0]?.direction).toBe('self');
  });
});

describe('history cursor', () => {
  it('round-trips a position as an opaque string', () => {
    const position = { minedAt: 1_700_000_000, chainId: 31337, blockNumber: 12, txIndex: 3 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    '',
    'bm9wZQ',
    Buffer.from('1.2.3').toString('base64url'),
    Buffer.from('1.2.3.x').toString('base64url'),
  ])('refuses the cursor %j with a 400', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
