import { ValidationError } from '../errors/errors';
import { formatUnits, parseUnits } from './units';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('parseUnits', () => {
  it.each([
    ['1', 18, 1_000_000_000_000_000_000n],
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['0.000000000000000001', 18, 1n],
    ['-1.5', 6, -1_500_000n],
    ['-0', 6, 0n],
    ['007.25', 2, 725n],
    ['42', 0, 42n],
    ['1.50', 1, 15n],
    ['2.000000', 0, 2n],
  ])('parses %p with %i decimals to %p', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected);
  });

  it('is exact beyond float precision', () => {
    expect(parseUnits('1234567890123456789.123456789012345678', 18)).toBe(
      1234567890123456789123456789012345678n,
    );
    expect(parseUnits('0.1', 18) + parseUnits('0.2', 18)).toBe(parseUnits('0.3', 18));
  });

  it('rejects more significant fractional digits than decimals instead of rounding', () => {
    const error = thrown(() => parseUnits('1.234', 2));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'INVALID_DECIMAL',
      shortMessage: 'Number 1.234 is not a valid decimal number.',
      details: 'more than 2 fractional digits',
    });
    expect(() => parseUnits('0.5', 0)).toThrow('Number 0.5 is not a valid decimal number.');
    expect(() => parseUnits('0.0000000000000000001', 18)).toThrow(ValidationError);
  });

  it.each(['', ' 1', '1 ', '.5', '5.', '1e18', '0x1', '\uff11', '1,5', 'abc'])(
    'rejects the non-decimal %p with the spec message',
    (value) => {
      expect(() => parseUnits(value, 18)).toThrow(`Number ${value} is not a valid decimal number.`);
    },
  );

  it.each([-1, 1.5, 256, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects the decimals count %p',
    (decimals) => {
      const error = thrown(() => parseUnits('1', decimals));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        code: 'INVALID_DECIMAL',
        details: 'decimals must be an integer from 0 to 255',
      });
    },
  );

  it('accepts 255 decimals, the uint8 maximum', () => {
    expect(parseUnits('1', 255)).toBe(10n ** 255n);
  });
});

describe('formatUnits', () => {
  it.each([
    [1_000_000_000_000_000_000n, 18, '1'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [-1_500_000n, 6, '-1.5'],
    [-1n, 6, '-0.000001'],
    [0n, 18, '0'],
    [42n, 0, '42'],
    [1234567890123456789123456789012345678n, 18, '1234567890123456789.123456789012345678'],
  ])('formats %p with %i decimals as %p', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('round-trips with parseUnits', () => {
    for (const [value, decimals] of [
      [123456789n, 6],
      [-5n, 3],
      [10n ** 30n + 1n, 18],
    ] as const) {
      expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value);
    }
  });

  it.each([-1, 0.5, 256, Number.NaN])('rejects the decimals count %p', (decimals) => {
    expect(() => formatUnits(1n, decimals)).toThrow(ValidationError);
  });

  it('rejects a value that is not a bigint at runtime', () => {
    const error = thrown(() => formatUnits(1 as unknown as bigint, 18));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'INVALID_DECIMAL', details: 'value must be a bigint' });
  });
});
