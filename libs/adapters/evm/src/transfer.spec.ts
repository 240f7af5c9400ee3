// buildTransfer without a chain: the transaction object a TransferRequest stands for.
import { mainnet } from '@kit/core';
import type { TransferRequest } from '@kit/core';
import { Interface } from 'ethers';
import { buildTransfer } from './transfer';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
// Lower-case on the way in, EIP-55 checksummed on the way out.
const FROM = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const FROM_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TO = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359';
const TO_CHECKSUMMED = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TOKEN = '0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb';
const TOKEN_CHECKSUMMED = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';

const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  connectorId: 'injected',
  network: mainnet,
  from: FROM,
  to: TO,
  amount: '1000000000000000000',
  ...overrides,
});

describe('buildTransfer', () => {
  it('sends the native currency as value with empty data, addresses checksummed', () => {
    expect(buildTransfer(request())).toStrictEqual({
      from: FROM_CHECKSUMMED,
      to: TO_CHECKSUMMED,
      data: '0x',
      value: '0xde0b6b3a7640000',
    });
  });

  it('writes amounts beyond 2^53 exactly', () => {
    const amount = (2n ** 200n + 1n).toString();
    expect(buildTransfer(request({ amount })).value).toBe(`0x${(2n ** 200n + 1n).toString(16)}`);
  });

  it('calls transfer(receiver, amount) on the token contract, with no value', () => {
    const transaction = buildTransfer(request({ tokenAddress: TOKEN, amount: '2500000' }));
    expect(transaction).toStrictEqual({
      from: FROM_CHECKSUMMED,
      to: TOKEN_CHECKSUMMED,
      data: ERC20.encodeFunctionData('transfer', [TO_CHECKSUMMED, 2_500_000n]),
    });
    const [receiver, amount] = ERC20.decodeFunctionData('transfer', transaction.data);
    expect([receiver, amount]).toEqual([TO_CHECKSUMMED, 2_500_000n]);
  });

  it('refuses a missing receiver or amount with SEND_AMOUNT_AND_RECEIVER_REQUIRED', () => {
    for (const overrides of [{ to: '' }, { amount: '' }]) {
      expect(() => buildTransfer(request(overrides))).toThrow(
        expect.objectContaining({
          code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
          message: 'An amount and receiver address are required',
        }),
      );
    }
  });

  it('refuses an amount that is not a whole number of wei, naming it', () => {
    for (const amount of ['1.5', '-1', '1e18', ' 1', '1 ', '0x10', 'one', '1\n2']) {
      expect(() => buildTransfer(request({ amount }))).toThrow(
        expect.objectContaining({
          code: 'INVALID_DECIMAL',
          message: `Number ${amount} is not a valid decimal number.`,
        }),
      );
    }
  });

  it('accepts a zero amount and leading zeros as a number of wei', () => {
    expect(buildTransfer(request({ amount: '0' })).value).toBe('0x0');
    expect(buildTransfer(request({ amount: '0010' })).value).toBe('0xa');
  });

  it('refuses malformed sender, receiver and token addresses as INVALID_ADDRESS', () => {
    for (const overrides of [
      { from: '0x1234' },
      { to: 'not an address' },
      { to: `${TO}00` },
      { tokenAddress: '0xzz' },
      { tokenAddress: '' },
    ]) {
      expect(() => buildTransfer(request(overrides))).toThrow(
        expect.objectContaining({ code: 'INVALID_ADDRESS' }),
      );
    }
  });
});
