import { ValidationError } from '../errors/errors';
import { isValidEmail, validateEmail } from './email';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const LONGEST_LOCAL = 'a'.repeat(64);
const LONG_LABEL = 'b'.repeat(63);

describe('e-mail validation (spec §5)', () => {
  it.each([
    'alice@example.com',
    'Alice.Smith@Example.COM',
    'alice+kit@mail.example.co.uk',
    "o'brien@example.ie",
    'x_y-z!#$%&*/=?^`{|}~@example.org',
    'a@b.io',
    'user@xn--bcher-kva.de',
    'user@example.xn--p1ai',
    'user@sub-domain.example.com',
    `${LONGEST_LOCAL}@example.com`,
    `a@${LONG_LABEL}.${LONG_LABEL}.${LONG_LABEL}.${'c'.repeat(56)}.com`,
  ])('accepts %p', (value) => {
    expect(isValidEmail(value)).toBe(true);
    expect(() => validateEmail(value)).not.toThrow();
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', '   '],
    ['no @', 'alice.example.com'],
    ['two @', 'alice@bob@example.com'],
    ['an empty local part', '@example.com'],
    ['an empty domain', 'alice@'],
    ['a domain without a dot', 'alice@localhost'],
    ['a leading space', ' alice@example.com'],
    ['a trailing space', 'alice@example.com '],
    ['a trailing newline', 'alice@example.com\n'],
    ['a space inside', 'alice smith@example.com'],
    ['a tab inside', 'alice\t@example.com'],
    ['a non-breaking space', 'alice\u00a0@example.com'],
    ['a leading dot in the local part', '.alice@example.com'],
    ['a trailing dot in the local part', 'alice.@example.com'],
    ['two dots in the local part', 'al..ice@example.com'],
    ['a quoted local part', '"alice"@example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['an empty domain label', 'alice@example..com'],
    ['a leading dot in the domain', 'alice@.example.com'],
    ['a trailing dot in the domain', 'alice@example.com.'],
    ['a label starting with a hyphen', 'alice@-example.com'],
    ['a label ending with a hyphen', 'alice@example-.com'],
    ['an underscore in the domain', 'alice@ex_ample.com'],
    ['a 64-character label', `alice@${'b'.repeat(64)}.com`],
    ['a one-letter top-level label', 'alice@example.c'],
    ['a numeric top-level label', 'alice@example.123'],
    ['an IP literal', 'alice@[127.0.0.1]'],
    ['a Cyrillic look-alike in the domain', 'alice@ex\u0430mple.com'],
    ['a Cyrillic look-alike in the local part', '\u0430lice@example.com'],
    ['a full-width @', 'alice\uff20example.com'],
    ['full-width letters', '\uff41lice@example.com'],
    ['a unicode domain (not punycode)', 'user@b\u00fccher.de'],
    ['a display name', 'Alice <alice@example.com>'],
    [
      'more than 254 characters',
      `${LONGEST_LOCAL}@${`${LONG_LABEL}.`.repeat(3)}${'c'.repeat(60)}.com`,
    ],
    ['a 10,000-character string', `${'a'.repeat(10_000)}@example.com`],
  ])('rejects %s with "Please enter a valid email address"', (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
    const error = thrown(() => validateEmail(value));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'INVALID_EMAIL',
      message: 'Please enter a valid email address',
    });
  });

  it('rejects non-string input', () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail({ toString: () => 'a@b.io' })).toBe(false);
    expect(() => validateEmail(null)).toThrow('Please enter a valid email address');
  });
});

describe('e-mail top-level label (letters, or a punycode IDN)', () => {
  it.each([
    ['a@b.co', true],
    ['a@b.xn--p1ai', true],
    ['a@b.co1', false],
    ['a@b.1co', false],
    ['a@b.c', false],
    ['a@b.xn--', false],
    ['a@b.axn--p1ai', false],
    ['a@b.xn--p1ai.', false],
    ['ab.co', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['a@b@c.co', false],
  ])('%s -> %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe('e-mail length limits', () => {
  it('accepts a 64-character local part and 63-character labels, and refuses one more', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@b.co`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@b.co`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(63)}.co`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.co`)).toBe(false);
  });

  it('accepts exactly 254 characters and rejects 255', () => {
    const label = 'b'.repeat(63);
    const at254 = `a@${label}.${label}.${label}.${'c'.repeat(56)}.com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });
});
