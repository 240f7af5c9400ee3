import { ValidationError } from '../errors/errors';
import { isEvmAddress, toChecksumAddress } from './evm-address';

// EIP-55's own examples: each is already in checksum form (all-caps and all-lower included).
const EIP55_EXAMPLES = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Flips the case of the first letter at or after `from`, which breaks an EIP-55 checksum. */
function flipOneLetter(address: string, from = 2): string {
  const index = address.slice(from).search(/[a-fA-F]/) + from;
  const char = address.charAt(index);
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
  return address.slice(0, index) + flipped + address.slice(index + 1);
}

describe('isEvmAddress', () => {
  it.each(EIP55_EXAMPLES)('accepts the EIP-55 example %s', (address) => {
    expect(isEvmAddress(address)).toBe(true);
  });

  it('accepts all-lower and all-upper addresses, which carry no checksum', () => {
    expect(isEvmAddress(CHECKSUMMED.toLowerCase())).toBe(true);
    expect(isEvmAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(true);
  });

  it('accepts 40 hex characters without the 0x prefix (spec §5)', () => {
    expect(isEvmAddress(CHECKSUMMED.slice(2))).toBe(true);
    expect(isEvmAddress(CHECKSUMMED.slice(2).toLowerCase())).toBe(true);
    expect(isEvmAddress('0000000000000000000000000000000000000000')).toBe(true);
  });

  it.each(EIP55_EXAMPLES.filter((a) => /[a-f]/.test(a) && /[A-F]/.test(a)))(
    'rejects %s with one letter flipped, a broken checksum',
    (address) => {
      expect(isEvmAddress(flipOneLetter(address))).toBe(false);
      expect(isEvmAddress(flipOneLetter(address).slice(2))).toBe(false);
    },
  );

  it.each([
    ['an empty string', ''],
    ['whitespace only', '   '],
    ['0x alone', '0x'],
    ['39 hex characters', `0x${'a'.repeat(39)}`],
    ['41 hex characters', `0x${'a'.repeat(41)}`],
    ['a non-hex letter', `0x${'g'.repeat(40)}`],
    ['an upper-case 0X prefix', `0X${'a'.repeat(40)}`],
    ['a leading space', ` ${CHECKSUMMED}`],
    ['a trailing space', `${CHECKSUMMED} `],
    ['a trailing newline', `${CHECKSUMMED}\n`],
    ['a Cyrillic look-alike letter', CHECKSUMMED.toLowerCase().replace('a', '\u0430')],
    ['a full-width zero', `\uff10x${'a'.repeat(40)}`],
    ['full-width digits', `0x${'\uff11'.repeat(40)}`],
    ['a Solana address', '11111111111111111111111111111111'],
    ['an over-long string', `0x${'a'.repeat(10_000)}`],
  ])('rejects %s', (_label, value) => {
    expect(isEvmAddress(value)).toBe(false);
  });

  it('rejects non-string input', () => {
    expect(isEvmAddress(undefined)).toBe(false);
    expect(isEvmAddress(0x1234)).toBe(false);
  });
});

describe('toChecksumAddress', () => {
  it.each(EIP55_EXAMPLES)('restores the EIP-55 form of %s from lower case', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('adds the 0x prefix to a bare address', () => {
    expect(toChecksumAddress(CHECKSUMMED.slice(2).toLowerCase())).toBe(CHECKSUMMED);
  });

  it.each([
    ['a broken checksum', flipOneLetter(CHECKSUMMED)],
    ['a short address', '0x1234'],
    ['an empty string', ''],
  ])('throws "Invalid eip155 address" for %s', (_label, value) => {
    expect(() => toChecksumAddress(value)).toThrow('Invalid eip155 address');
    expect(() => toChecksumAddress(value)).toThrow(ValidationError);
    try {
      toChecksumAddress(value);
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_ADDRESS' });
    }
  });
});
