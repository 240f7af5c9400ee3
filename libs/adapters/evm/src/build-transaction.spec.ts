// buildTransaction (send-transaction.ts) without a chain: a built request as the wallet's object.
import { mainnet } from '@kit/core';
import type { TransactionRequest } from '@kit/core';
import { buildTransaction } from './send-transaction';

const request = (overrides: Partial<TransactionRequest> = {}): TransactionRequest => ({
  connectorId: 'injected',
  network: mainnet,
  from: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  to: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
  data: '0xa9059cbb',
  value: '0',
  ...overrides,
});

describe('buildTransaction', () => {
  it('checksums the addresses, keeps the data and leaves out a zero value and absent gas fields', () => {
    expect(buildTransaction(request())).toStrictEqual({
      from: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      to: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      data: '0xa9059cbb',
    });
  });

  it('writes value, gas and gas price as hex quantities', () => {
    expect(
      buildTransaction(request({ value: '1', gas: '21000', gasPrice: '1000000000' })),
    ).toMatchObject({ value: '0x1', gas: '0x5208', gasPrice: '0x3b9aca00' });
  });

  it('keeps a zero gas or gas price the request gives', () => {
    const transaction = buildTransaction(request({ gas: '0', gasPrice: '0' }));
    expect(transaction).toMatchObject({ gas: '0x0', gasPrice: '0x0' });
    expect(transaction).not.toHaveProperty('value');
  });

  it('accepts empty calldata', () => {
    expect(buildTransaction(request({ data: '0x' })).data).toBe('0x');
  });

  it('refuses data that is not 0x-hex of whole bytes, naming it', () => {
    for (const data of ['', 'a9059cbb', '0xa9059cb', '0xzz', '0x00 ', ' 0x00']) {
      expect(() => buildTransaction(request({ data }))).toThrow(
        expect.objectContaining({
          code: 'UNKNOWN_ERROR',
          details: `transaction data is not 0x-hex: ${data}`,
        }),
      );
    }
  });

  it.each(['value', 'gas', 'gasPrice'] as const)(
    'refuses a %s that is not a decimal number of the smallest unit, naming the field',
    (field) => {
      for (const value of ['1.5', '-1', '0x10', '', ' 1', '1 ']) {
        expect(() => buildTransaction(request({ [field]: value }))).toThrow(
          expect.objectContaining({
            code: 'INVALID_DECIMAL',
            message: expect.stringContaining(`Number ${value} is not a valid decimal number.`),
            details: field,
          }),
        );
      }
    },
  );

  it('refuses malformed addresses as INVALID_ADDRESS', () => {
    for (const overrides of [{ from: '0x12' }, { to: 'vitalik.eth' }]) {
      expect(() => buildTransaction(request(overrides))).toThrow(
        expect.objectContaining({ code: 'INVALID_ADDRESS' }),
      );
    }
  });
});
