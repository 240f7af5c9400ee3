import { maximumAmount, shortAmount } from './display-amount';

describe('shortAmount (spec §5: 3 decimals, cut)', () => {
  it.each([
    ['1.5', '1.5'],
    ['1.23456', '1.234'],
    ['2.0009', '2'],
    ['10', '10'],
    ['999999.9999', '999999.999'],
    ['0.000000000000000001', '<0.001'],
    ['0', '0'],
    ['0.000', '0'],
    ['007.5', '7.5'],
    // Issue 23: '+1000000 K…' was cut mid-number by the row; millions read short.
    ['1000000', '1M'],
    ['1234567.89', '1.234M'],
    ['2500000000', '2.5B'],
    ['7000000000000', '7T'],
    ['abc', 'abc'],
  ])('shows %s as %s', (numeric, shown) => {
    expect(shortAmount(numeric)).toBe(shown);
  });
});

describe('maximumAmount (a fee bound: 3 decimals, rounded up)', () => {
  it.each([
    // Issue 23: the swap preview broke '0.000331701201257622 ETH' across lines.
    ['0.000331701201257622', '<0.001'],
    ['0.0123', '0.013'],
    ['0.012', '0.012'],
    ['0.0009999', '<0.001'],
    ['0.001', '0.001'],
    ['1.9999', '2'],
    ['2', '2'],
    ['0', '0'],
    ['x', 'x'],
  ])('shows %s as %s', (numeric, shown) => {
    expect(maximumAmount(numeric)).toBe(shown);
  });
});
