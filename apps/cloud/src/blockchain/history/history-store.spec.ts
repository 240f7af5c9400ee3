import { DIALECTS, useTestDatabases } from '../../server/database/database-harness.spec-helper';
import { HistoryStore, type IndexedBlock, type IndexedTransaction } from './history-store';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function tx(number: number, index: number, from: string, to: string): IndexedTransaction {
  return {
    chainId: 31337,
    hash: `0x${number.toString(16).padStart(4, '0')}${index}`,
    blockNumber: number,
    txIndex: index,
    minedAt: 1_764_000_000 + number,
    from,
    to,
    created: false,
    nonce: number,
    status: 'confirmed',
    transfers: [
      {
        position: 0,
        token: TOKEN,
        name: 'Kit USD',
        symbol: 'KUSD',
        decimals: 6,
        from,
        to,
        amount: '1000000000000000000000000',
      },
    ],
  };
}

function block(number: number, transactions: IndexedTransaction[]): IndexedBlock {
  return { number, hash: `0xb${number}`, transactions };
}

describe.each(DIALECTS)('HistoryStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it("pages an address's transactions newest first, the cursor continuing where a page ended", async () => {
    const store = await HistoryStore.open((await databases.open()).database);
    await store.resetChain(31337, '0xgenesis');
    await store.addBlocks(31337, [
      block(1, [tx(1, 0, ALICE, BOB)]),
      block(2, [tx(2, 0, BOB, ALICE), tx(2, 1, ALICE, BOB)]),
      block(3, []),
    ]);
    // Indexing a block again writes the same rows.
    await store.addBlocks(31337, [block(3, [])]);
    expect(await store.progress(31337)).toEqual({
      genesisHash: '0xgenesis',
      head: { number: 3, hash: '0xb3' },
    });
    const first = await store.page(ALICE.toUpperCase().replace('0X', '0x'), [31337], 2);
    expect(first.transactions.map((t) => t.hash)).toEqual(['0x00021', '0x00020']);
    expect(first.transactions[0]).toEqual(tx(2, 1, ALICE, BOB));
    const second = await store.page(ALICE, [31337], 2, first.next);
    expect(second).toEqual({ transactions: [tx(1, 0, ALICE, BOB)] });
    expect(await store.page(ALICE, [1], 2)).toEqual({ transactions: [] });
  });

  it('forgets reverted blocks on rewind, and everything of a chain on reset', async () => {
    const test = await databases.open();
    const store = await HistoryStore.open(test.database);
    await store.resetChain(31337, '0xgenesis');
    await store.addBlocks(31337, [
      block(1, [tx(1, 0, ALICE, BOB)]),
      block(2, [tx(2, 0, BOB, ALICE)]),
    ]);
    await store.rewind(31337, 1);
    const reopened = await HistoryStore.open(await databases.reopen(test));
    expect((await reopened.page(BOB, [31337], 10)).transactions.map((t) => t.hash)).toEqual([
      '0x00010',
    ]);
    expect(await reopened.blockHash(31337, 2)).toBeUndefined();
    await reopened.resetChain(31337, '0xother');
    expect(await reopened.progress(31337)).toEqual({ genesisHash: '0xother' });
    expect((await reopened.page(BOB, [31337], 10)).transactions).toEqual([]);
  });
});
