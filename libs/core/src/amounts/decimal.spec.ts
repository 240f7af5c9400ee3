import { ValidationError } from '../errors/errors';
import { isDecimal, validateDecimal } from './decimal';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('the decimal rule (spec §5)', () => {
  it.each([
    '0',
    '5',
    '-5',
    '1.5',
    '-1.5',
    '0.000001',
    '007',
    '-0',
    '123456789012345678901234567890.1',
  ])('accepts %p', (value) => {
    expect(isDecimal(value)).toBe(true);
    expect(() => validateDecimal(value)).not.toThrow();
  });

  it('requires digits on both sides of a dot, so ".5" and "5." are not decimals', () => {
    expect(isDecimal('.5')).toBe(false);
    expect(isDecimal('5.')).toBe(false);
    expect(isDecimal('-.5')).toBe(false);
    expect(() => validateDecimal('.5')).toThrow('Number .5 is not a valid decimal number.');
    expect(() => validateDecimal('5.')).toThrow('Number 5. is not a valid decimal number.');
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', '   '],
    ['a leading space', ' 1.5'],
    ['a trailing space', '1.5 '],
    ['a trailing newline', '1.5\n'],
    ['a plus sign', '+1'],
    ['a double minus', '--1'],
    ['a lone minus', '-'],
    ['a lone dot', '.'],
    ['two dots', '1.2.3'],
    ['a comma decimal separator', '1,5'],
    ['a thousands separator', '1,000'],
    ['an underscore separator', '1_000'],
    ['an exponent', '1e5'],
    ['hexadecimal', '0x10'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['full-width digits', '\uff11\uff12'],
    ['Arabic-Indic digits', '\u0661\u0662'],
    ['a Cyrillic look-alike', '1\u0430'],
    ['a unicode minus sign', '\u22121'],
  ])('rejects %s with the spec message and code INVALID_DECIMAL', (_label, value) => {
    expect(isDecimal(value)).toBe(false);
    const error = thrown(() => validateDecimal(value));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'INVALID_DECIMAL',
      message: `Number ${value} is not a valid decimal number.`,
    });
  });

  it('accepts a 10,000-digit decimal', () => {
    expect(isDecimal(`${'9'.repeat(5000)}.${'1'.repeat(5000)}`)).toBe(true);
  });

  it('rejects non-string input, naming it in the message without crashing', () => {
    expect(isDecimal(1.5)).toBe(false);
    expect(() => validateDecimal(1.5)).toThrow('Number 1.5 is not a valid decimal number.');
    expect(() => validateDecimal(undefined)).toThrow(
      'Number undefined is not a valid decimal number.',
    );
    expect(() => validateDecimal(Object.create(null))).toThrow(
      'Number object is not a valid decimal number.',
    );
    expect(() => validateDecimal(Symbol('x'))).toThrow(ValidationError);
  });
});
