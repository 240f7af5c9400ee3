import { ValidationError } from '../errors/errors';
import { isValidAccountName, validateAccountName } from './account-name';

const MESSAGE = 'Names use letters, digits and hyphens only, at least 4 characters';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('account name validation (spec §5)', () => {
  it.each(['alice', 'Bob1', 'my-name', '1234', 'a-b-', '----', 'x'.repeat(300)])(
    'accepts %p',
    (value) => {
      expect(isValidAccountName(value)).toBe(true);
      expect(() => validateAccountName(value)).not.toThrow();
    },
  );

  it('accepts exactly 4 characters and rejects 3 (CONSTANTS.NAME_MIN_LENGTH)', () => {
    expect(isValidAccountName('abcd')).toBe(true);
    expect(isValidAccountName('abc')).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', '    '],
    ['a leading space', ' alice'],
    ['a trailing space', 'alice '],
    ['a space inside', 'al ice'],
    ['an underscore', 'al_ice'],
    ['a dot', 'alice.eth'],
    ['an emoji', 'alice\u{1f600}'],
    ['an accented letter', 'jos\u00e9'],
    ['a Cyrillic look-alike', '\u0430lice'],
    ['full-width digits', '\uff11\uff12\uff13\uff14'],
    ['a trailing newline', 'alice\n'],
    ['three characters', 'abc'],
  ])('rejects %s with code INVALID_ACCOUNT_NAME', (_label, value) => {
    expect(isValidAccountName(value)).toBe(false);
    const error = thrown(() => validateAccountName(value));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'INVALID_ACCOUNT_NAME', message: MESSAGE });
  });

  it('rejects non-string input', () => {
    expect(isValidAccountName(12345)).toBe(false);
    expect(() => validateAccountName(undefined)).toThrow(MESSAGE);
  });
});
