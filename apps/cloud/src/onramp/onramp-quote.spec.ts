import type { PurchasableAsset } from './onramp-catalogue';
import {
  formatCents,
  networkFeeCents,
  parseFiatCents,
  priceOnramp,
  providerFeeCents,
  unitsForCents,
} from './onramp-quote';

const ETH: PurchasableAsset = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:1',
  network: {
    name: 'kit-devnet',
    display_name: 'Kit Devnet',
    chain_id: '31337',
    contract_address: '',
  },
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  priceMicros: 3_000_000_000n,
};
const KUSD: PurchasableAsset = {
  ...ETH,
  symbol: 'KUSD',
  decimals: 6,
  address: '0x1',
  priceMicros: 1_000_000n,
};

describe('the on-ramp price of a purchase', () => {
  it('takes a provider fee of 1-2 % of every amount from 10.00 to 25000.00, a function of it alone', () => {
    const seen = new Set<bigint>();
    for (let total = 1_000n; total <= 2_500_000n; total += 997n) {
      const fee = providerFeeCents(total);
      expect(fee * 100n).toBeGreaterThanOrEqual(total);
      expect(fee * 50n).toBeLessThanOrEqual(total);
      expect(providerFeeCents(total)).toBe(fee);
      seen.add((fee * 10_000n) / total);
    }
    // Spread over the range, not stuck at one end.
    expect(Math.min(...[...seen].map(Number))).toBeLessThanOrEqual(105);
    expect(Math.max(...[...seen].map(Number))).toBeGreaterThanOrEqual(195);
  });

  it('prices the payout gas at 1 gwei and ETH at 3000 USD, rounded up to the cent', () => {
    expect(networkFeeCents(ETH, 'USD')).toBe(7n); // 21,000 gas: 0.063 USD
    expect(networkFeeCents(KUSD, 'USD')).toBe(18n); // 60,000 gas: 0.18 USD
    expect(networkFeeCents(KUSD, 'EUR')).toBe(17n); // 0.18 USD / 1.08
  });

  it('buys at the price table, cut to 8 decimals', () => {
    expect(unitsForCents(ETH, 'USD', 300_000n)).toBe(10n ** 18n);
    expect(unitsForCents(ETH, 'USD', 100n)).toBe(333_330_000_000_000n); // 1 USD: 0.00033333 ETH
    expect(unitsForCents(KUSD, 'EUR', 10_000n)).toBe(108_000_000n);
  });

  it('adds up: total = subtotal + provider fee + network fee', () => {
    const pricing = priceOnramp(ETH, 'USD', 12_345n);
    expect(pricing.subtotalCents + pricing.providerFeeCents + pricing.networkFeeCents).toBe(
      12_345n,
    );
  });

  it('reads and writes fiat amounts in cents', () => {
    expect(parseFiatCents('10')).toBe(1_000n);
    expect(parseFiatCents(99.5)).toBe(9_950n);
    expect(() => parseFiatCents('1e3')).toThrow('at most two decimals');
    expect(() => parseFiatCents('-5')).toThrow();
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(123_450n)).toBe('1234.50');
  });
});
