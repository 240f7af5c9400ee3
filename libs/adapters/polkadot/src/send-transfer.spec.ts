// sendNativeTransfer and estimateTransferFee against a scripted @polkadot/api stand-in: what is
// signed and submitted, which statuses settle the wait, and how the block's events decide the
// outcome. The chopsticks spec (polkadot-adapter.spec.ts) covers the same paths on a real runtime.
import { polkadot } from '@kit/core';
import type { TransferRequest } from '@kit/core';
import { estimateTransferFee } from './estimate-fee';
import { fakeApi, status } from './fake-api.spec-helper';
import type { InjectedSigner } from './injected-web3';
import { sendNativeTransfer } from './send-transfer';

const ALICE = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const BOB = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3';
const signer = {
  signPayload: async () => ({ id: 1, signature: '0x' }),
} as unknown as InjectedSigner;

const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  connectorId: 'polkadot:talisman',
  network: polkadot,
  from: ALICE,
  to: BOB,
  amount: '12345678901234567890',
  ...overrides,
});

const send = (api: ReturnType<typeof fakeApi>['api'], timeoutMs = 60_000) =>
  sendNativeTransfer(api, signer, request(), { timeoutMs });

describe('sendNativeTransfer', () => {
  it('signs transferKeepAlive of the exact amount with the extension, and resolves once in a block that applied it', async () => {
    const { api, log } = fakeApi({
      txHash: '0x7a',
      blockExtrinsics: ['0x01', '0x7a'],
      events: [{ index: 0, failed: { text: 'other extrinsic failed' } }, { index: 1 }],
    });
    await expect(send(api)).resolves.toEqual({ hash: '0x7a' });
    expect(log).toEqual([
      ['transferKeepAlive', BOB, 12345678901234567890n],
      ['signAsync', ALICE, { signer }],
      ['getBlock', '0xb10c'],
      ['at', '0xb10c'],
    ]);
  });

  it('settles on a finalized status as well, and ignores the statuses before', async () => {
    const { api, log } = fakeApi({
      submit: async (report) => {
        report(status('Ready'));
        report(status('Finalized', '0xf1'));
        report(status('InBlock', '0xlater'));
        return () => undefined;
      },
    });
    await expect(send(api)).resolves.toEqual({ hash: '0x7a' });
    expect(log).toContainEqual(['getBlock', '0xf1']);
    expect(log).not.toContainEqual(['getBlock', '0xlater']);
  });

  it.each(['Invalid', 'Dropped', 'Usurped'] as const)(
    'fails when the pool reports the extrinsic %s',
    async (type) => {
      const { api } = fakeApi({
        submit: async (report) => (report(status(type)), () => undefined),
      });
      await expect(send(api)).rejects.toThrow(`the transfer was ${type}`);
    },
  );

  it('unsubscribes once settled, whether the subscription starts before or after the status', async () => {
    const early = jest.fn();
    const { api } = fakeApi({ submit: async (report) => (report(status('InBlock')), early) });
    await send(api);
    expect(early).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    let report: (s: ReturnType<typeof status>) => void = () => undefined;
    const waiting = fakeApi({
      submit: async (callback) => {
        report = callback;
        return late;
      },
    });
    const sending = send(waiting.api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late).not.toHaveBeenCalled();
    report(status('InBlock'));
    // A status after settling changes nothing: no second unsubscribe.
    report(status('Finalized', '0xf2'));
    await sending;
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('gives up after timeoutMs when the extrinsic is never included, and unsubscribes', async () => {
    const stop = jest.fn();
    const { api } = fakeApi({ submit: async () => stop });
    await expect(send(api, 20)).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'the transfer was not included',
    });
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('passes on a refused submission as it is', async () => {
    const refusal = new Error('1010: Invalid Transaction: Inability to pay some fees');
    const { api } = fakeApi({ submit: () => Promise.reject(refusal) });
    await expect(send(api)).rejects.toBe(refusal);
  });

  it("fails with the pallet error's name when the block says the transfer failed", async () => {
    const { api } = fakeApi({
      blockExtrinsics: ['0x01', '0x7a'],
      events: [
        { index: 1, failed: { module: { section: 'balances', name: 'InsufficientBalance' } } },
      ],
    });
    await expect(send(api)).rejects.toThrow('the transfer failed: balances.InsufficientBalance');
  });

  it('names a dispatch error that is not a module error by its text', async () => {
    const { api } = fakeApi({ events: [{ index: 0, failed: { text: 'BadOrigin' } }] });
    await expect(send(api)).rejects.toThrow('the transfer failed: BadOrigin');
  });

  it("ignores other extrinsics' failures and events outside extrinsics", async () => {
    const { api } = fakeApi({
      blockExtrinsics: ['0x7a', '0x02'],
      events: [
        { index: undefined, failed: { text: 'at finalization' } },
        { index: 1, failed: { text: 'another extrinsic' } },
      ],
    });
    await expect(send(api)).resolves.toEqual({ hash: '0x7a' });
  });

  it('fails when the reported block does not hold the extrinsic', async () => {
    const { api } = fakeApi({ blockExtrinsics: ['0x01'] });
    await expect(send(api)).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: '0x7a is not in block 0xb10c',
    });
  });

  it('refuses an asset transfer before signing anything', async () => {
    const { api, log } = fakeApi();
    await expect(
      sendNativeTransfer(api, signer, request({ tokenAddress: '1984' }), { timeoutMs: 1000 }),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
      details: 'polkadot asset transfers are not supported',
    });
    expect(log).toEqual([]);
  });

  it.each(['1.5', '-1', '1e12', ' 1', '0x10', ''])(
    'refuses the amount %p as INVALID_DECIMAL before signing anything',
    async (amount) => {
      const { api, log } = fakeApi();
      await expect(
        sendNativeTransfer(api, signer, request({ amount }), { timeoutMs: 1000 }),
      ).rejects.toMatchObject({
        name: 'ValidationError',
        code: 'INVALID_DECIMAL',
        shortMessage: `Number ${amount} is not a valid decimal number.`,
      });
      expect(log).toEqual([]);
    },
  );
});

describe('estimateTransferFee (polkadot)', () => {
  it("is transferKeepAlive's partial fee for the sender, in the chain's own decimals and token", async () => {
    const { api, log } = fakeApi({
      partialFee: 157_000_000n,
      chainDecimals: [12, 18],
      chainTokens: ['ROC', 'X'],
    });
    await expect(estimateTransferFee(api, request())).resolves.toStrictEqual({
      value: '157000000',
      decimals: 12,
      symbol: 'ROC',
    });
    expect(log).toEqual([
      ['transferKeepAlive', BOB, 12345678901234567890n],
      ['paymentInfo', ALICE],
    ]);
  });

  it("falls back to the network's currency when the chain names none", async () => {
    const { api } = fakeApi({ partialFee: 1n });
    await expect(estimateTransferFee(api, request())).resolves.toStrictEqual({
      value: '1',
      decimals: polkadot.nativeCurrency.decimals,
      symbol: polkadot.nativeCurrency.symbol,
    });
  });

  it('refuses an asset transfer with ESTIMATE_GAS_FAILED before asking the chain', async () => {
    const { api, log } = fakeApi();
    await expect(estimateTransferFee(api, request({ tokenAddress: '1984' }))).rejects.toMatchObject(
      {
        code: 'ESTIMATE_GAS_FAILED',
        details: 'polkadot asset transfers are not supported',
      },
    );
    expect(log).toEqual([]);
  });

  it('refuses an amount that is not a whole number of planck as INVALID_DECIMAL before asking the chain', async () => {
    const { api, log } = fakeApi();
    await expect(estimateTransferFee(api, request({ amount: '0.5' }))).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'INVALID_DECIMAL',
      shortMessage: 'Number 0.5 is not a valid decimal number.',
    });
    expect(log).toEqual([]);
  });
});
