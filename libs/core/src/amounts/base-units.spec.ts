import fc from 'fast-check';
import { ValidationError } from '../errors/errors';
import { parseBaseUnits } from './base-units';

const refusal = (value: string) =>
  expect.objectContaining({
    name: 'ValidationError',
    code: 'INVALID_DECIMAL',
    message: `Number ${value} is not a valid decimal number.`,
  });

describe('parseBaseUnits: a transfer amount in the smallest unit', () => {
  it.each([
    ['0', 0n],
    ['1', 1n],
    ['1500000000', 1_500_000_000n],
    ['007', 7n],
    ['0000', 0n],
    // Larger than any uint256: the chain's own encoding refuses what it cannot carry.
    ['9'.repeat(100), 10n ** 100n - 1n],
  ])('reads %p as %p', (amount, expected) => {
    expect(parseBaseUnits(amount)).toBe(expected);
  });

  it.each([
    ['the empty string', ''],
    ['a leading space', ' 1'],
    ['a trailing space', '1 '],
    ['a trailing newline', '1\n'],
    ['a space inside', '1 000'],
    ['a minus sign', '-1'],
    ['a plus sign', '+1'],
    ['a decimal point', '1.5'],
    ['a whole number with a point', '1.0'],
    ['a leading point', '.5'],
    ['hex', '0x10'],
    ['binary', '0b1'],
    ['an exponent', '1e18'],
    ['a digit separator', '1_000'],
    ['a thousands separator', '1,000'],
    ['full-width digits', '１２'],
    ['Arabic-Indic digits', '١٢'],
    ['a bigint literal', '1n'],
    ['Infinity', 'Infinity'],
    ['a letter after the digits', '12a'],
    ['a letter before the digits', 'a12'],
  ])('refuses %s with the typed INVALID_DECIMAL error', (_what, amount) => {
    expect(() => parseBaseUnits(amount)).toThrow(ValidationError);
    expect(() => parseBaseUnits(amount)).toThrow(refusal(amount));
  });

  it('reads every run of ASCII digits as the number it spells', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 300n }), fc.nat(5), (value, zeros) => {
        expect(parseBaseUnits('0'.repeat(zeros) + value.toString())).toBe(value);
      }),
    );
  });

  it('refuses any digits with one other character anywhere in them', () => {
    const notDigit = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9]/.test(c));
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), notDigit, fc.nat(), (digits, char, at) => {
        const position = at % (digits.length + 1);
        const amount = digits.slice(0, position) + char + digits.slice(position);
        expect(() => parseBaseUnits(amount)).toThrow(refusal(amount));
      }),
    );
  });
});
