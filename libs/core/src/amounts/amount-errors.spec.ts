import { validateDecimal } from './decimal';
import { formatUnits, parseUnits } from './units';

// The INVALID_DECIMAL message names the value at fault; for a value that is not a string it
// names what it is, and describing it must never be what throws.
describe('INVALID_DECIMAL messages name the value at fault', () => {
  it.each([
    ['a bad string as it is', '1.2.3', 'Number 1.2.3 is not a valid decimal number.'],
    ['the empty string as it is', '', 'Number  is not a valid decimal number.'],
    ['a number by its text', 12, 'Number 12 is not a valid decimal number.'],
    ['null', null, 'Number null is not a valid decimal number.'],
    ['undefined', undefined, 'Number undefined is not a valid decimal number.'],
    ['a bigint by its digits', 5n, 'Number 5 is not a valid decimal number.'],
    [
      'a symbol by its description',
      Symbol('amount'),
      'Number Symbol(amount) is not a valid decimal number.',
    ],
    [
      'an object by its type',
      { toString: () => '1' },
      'Number object is not a valid decimal number.',
    ],
    [
      'an object without a prototype',
      Object.create(null),
      'Number object is not a valid decimal number.',
    ],
    ['a function by its type', () => '1', 'Number function is not a valid decimal number.'],
  ])('describes %s', (_what, value, message) => {
    expect(() => validateDecimal(value)).toThrow(
      expect.objectContaining({ code: 'INVALID_DECIMAL', message }),
    );
  });

  it('names the bad decimals count, or its type when it is not a number', () => {
    expect(() => parseUnits('1', 1.5)).toThrow('Number 1.5 is not a valid decimal number.');
    expect(() => formatUnits(1n, -1)).toThrow('Number -1 is not a valid decimal number.');
    expect(() => parseUnits('1', '6' as never)).toThrow(
      'Number string is not a valid decimal number.',
    );
  });

  it('names the type of a value to format that is not a bigint', () => {
    expect(() => formatUnits(15 as never, 1)).toThrow(
      'Number number is not a valid decimal number.',
    );
  });
});

describe('parseUnits of negative amounts', () => {
  it.each([
    ['-1.5', 4, -15000n],
    ['-0.5', 2, -50n],
    ['-0.000', 3, 0n],
    ['-12', 0, -12n],
  ])('%s at %i decimals is %s', (value, decimals, units) => {
    expect(parseUnits(value, decimals)).toBe(units);
  });
});
