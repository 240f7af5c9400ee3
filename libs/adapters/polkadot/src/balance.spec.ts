// readFreeBalance against a scripted @polkadot/api stand-in.
import { polkadot } from '@kit/core';
import { readFreeBalance } from './balance';
import { fakeApi } from './fake-api.spec-helper';

const ALICE = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

describe('readFreeBalance', () => {
  it("is system.account's free balance, exactly, in the chain's own decimals and token", async () => {
    const { api, log } = fakeApi({
      free: 2n ** 70n + 1n,
      chainDecimals: [12, 18],
      chainTokens: ['ROC', 'X'],
    });
    await expect(readFreeBalance(api, polkadot, ALICE)).resolves.toStrictEqual({
      value: (2n ** 70n + 1n).toString(),
      decimals: 12,
      symbol: 'ROC',
    });
    expect(log).toEqual([['account', ALICE]]);
  });

  it("falls back to the network's currency when the chain names none", async () => {
    const { api } = fakeApi({ free: 0n });
    await expect(readFreeBalance(api, polkadot, ALICE)).resolves.toStrictEqual({
      value: '0',
      decimals: 10,
      symbol: 'DOT',
    });
  });
});
