import { formatBalance, formatTotal } from './format';

describe('formatBalance (spec §5: floored to 3 decimals, default "0.000")', () => {
  it.each([
    ['1', '1.000'],
    ['1.5', '1.500'],
    ['1.2345', '1.234'],
    ['1.2349999', '1.234'],
    ['0.0009999', '0.000'],
    ['0.001', '0.001'],
    ['0.9999', '0.999'],
    ['007.1', '7.100'],
    ['0', '0.000'],
    ['1234567890123456789.9999', '1234567890123456789.999'],
    ['99999999999999999999999999999999.99999', '99999999999999999999999999999999.999'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });

  it.each([
    ['undefined', undefined],
    ['an empty string', ''],
    ['whitespace', '   '],
    ['a leading space', ' 1.5'],
    ['text', 'abc'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['full-width digits', '\uff11\uff12'],
    ['a comma separator', '1,5'],
    ['".5", which is no decimal by the spec rule', '.5'],
  ])('falls back to "0.000" for %s', (_label, value) => {
    expect(formatBalance(value)).toBe('0.000');
  });

  it('reads the exponent form numbers print in', () => {
    expect(formatBalance('1e-7')).toBe('0.000');
    expect(formatBalance('1.5e3')).toBe('1500.000');
    expect(formatBalance('1.23456e2')).toBe('123.456');
    expect(formatBalance('2.5E-3')).toBe('0.002');
    expect(formatBalance('1e21')).toBe('1000000000000000000000.000');
  });

  it('keeps the leading zero of an exponent form whose point lands before its digits', () => {
    expect(formatBalance('1e-1')).toBe('0.100');
    expect(formatBalance('-1e-1')).toBe('-0.100');
    expect(formatBalance('0e0')).toBe('0.000');
  });

  it('reads multi-digit mantissas and exponents, and only a whole exponent form', () => {
    expect(formatBalance('12e1')).toBe('120.000');
    expect(formatBalance('12.5e1')).toBe('125.000');
    expect(formatBalance('-12.5e+2')).toBe('-1250.000');
    expect(formatBalance('1e10')).toBe('10000000000.000');
    expect(formatBalance('1e999')).toBe(`1${'0'.repeat(999)}.000`);
    expect(formatBalance('x1e5')).toBe('0.000');
    expect(formatBalance('1e5x')).toBe('0.000');
    expect(formatBalance('1.e5')).toBe('0.000');
    expect(formatBalance('e5')).toBe('0.000');
  });

  it('refuses huge exponents instead of allocating their digits', () => {
    expect(formatBalance('1e1000')).toBe('0.000');
  });

  it('cuts negative values toward zero and never shows "-0.000"', () => {
    expect(formatBalance('-1.2349')).toBe('-1.234');
    expect(formatBalance('-0.0001')).toBe('0.000');
    expect(formatBalance('-0')).toBe('0.000');
  });

  it('returns "0.000" for non-string input at runtime', () => {
    expect(formatBalance(1.5 as unknown as string)).toBe('0.000');
    expect(formatBalance(null as unknown as string)).toBe('0.000');
  });
});

describe('formatTotal (spec §5/§9: totals to 2 decimals, floored)', () => {
  it.each([
    ['12.349', '12.34'],
    ['12.345', '12.34'],
    ['0.999', '0.99'],
    ['0.004', '0.00'],
    ['5', '5.00'],
    ['1234567890123456789.9999', '1234567890123456789.99'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatTotal(value)).toBe(expected);
  });

  it.each([undefined, '', 'abc', ' 1'])('falls back to "0.00" for %p', (value) => {
    expect(formatTotal(value)).toBe('0.00');
  });
});
