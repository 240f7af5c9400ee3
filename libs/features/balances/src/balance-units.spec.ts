import { balanceInUnits } from './balance-units';
import type { DisplayBalance, DisplayTokenBalance } from './balances.slice';

const native: DisplayBalance = { balance: '1.5', formatted: '1.5', symbol: 'ETH' };
const usdc: DisplayTokenBalance = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  balance: '12.25',
  formatted: '12.25',
};

describe('balanceInUnits', () => {
  it('reads the native balance when no token address is given', () => {
    expect(balanceInUnits(undefined, 18, native, [usdc])).toBe(1_500_000_000_000_000_000n);
  });

  it("reads a token's balance, matching its address in any case", () => {
    expect(balanceInUnits(usdc.address.toLowerCase(), 6, native, [usdc])).toBe(12_250_000n);
  });

  it('is undefined while the balance is unread', () => {
    expect(balanceInUnits(undefined, 18, undefined, [])).toBeUndefined();
    expect(balanceInUnits('0x0000000000000000000000000000000000000001', 6, native, [usdc])).toBe(
      undefined,
    );
  });

  it('is undefined when the read balance has more decimals than the asset', () => {
    expect(balanceInUnits(usdc.address, 1, native, [usdc])).toBeUndefined();
  });
});
