import { ValidationError } from '../errors/errors';
import { KitError } from '../errors/kit-error';
import { isValidAddress, validateAddress } from './address';

const VALID: Array<[string, string]> = [
  ['eip155', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ['eip155', '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
  ['solana', '11111111111111111111111111111111'],
  ['bip122', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ['bip122', 'bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9'],
  ['bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ['polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
  ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
];

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('validateAddress / isValidAddress', () => {
  it.each(VALID)('accepts a valid %s address %s', (namespace, address) => {
    expect(isValidAddress(namespace, address)).toBe(true);
    expect(() => validateAddress(namespace, address)).not.toThrow();
  });

  it.each([
    ['eip155', '11111111111111111111111111111111', 'a Solana address'],
    ['eip155', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'a broken EIP-55 checksum'],
    ['solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an EVM address'],
    ['solana', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'an SS58 address'],
    [
      'bip122',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'a bech32 v1 address',
    ],
    ['polkadot', '5GoKvZWG5ZPYL1WUovuHW3zJBWBP5eT8CbqjdRY4Q6iMa9cj', 'a bad SS58 checksum'],
    ['eip155', '', 'an empty string'],
    ['solana', '   ', 'whitespace'],
    ['polkadot', ' 5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'a leading space'],
  ])(
    'rejects for %s the value %s (%s) with "Invalid {namespace} address"',
    (namespace, address) => {
      expect(isValidAddress(namespace, address)).toBe(false);
      const error = thrown(() => validateAddress(namespace, address));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({
        code: 'INVALID_ADDRESS',
        shortMessage: `Invalid ${namespace} address`,
        message: `Invalid ${namespace} address`,
      });
    },
  );

  it('rejects an unknown namespace with a ValidationError, not another error type', () => {
    expect(isValidAddress('cosmos', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBe(false);
    const error = thrown(() => validateAddress('cosmos', 'cosmos1abc'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(KitError);
    expect(error).toMatchObject({
      code: 'INVALID_ADDRESS',
      shortMessage: 'Invalid cosmos address',
    });
    expect(() => validateAddress('cosmos', 'x')).toThrow('Invalid cosmos address');
  });

  it('does not treat inherited object keys as namespaces', () => {
    expect(isValidAddress('constructor', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidAddress('__proto__', 'x')).toBe(false);
    expect(() => validateAddress('toString', 'x')).toThrow('Invalid toString address');
  });

  it('rejects non-string input with a ValidationError', () => {
    expect(isValidAddress('eip155', undefined as unknown as string)).toBe(false);
    expect(isValidAddress(undefined as unknown as string, 'x')).toBe(false);
    expect(() => validateAddress(42 as unknown as string, 'x')).toThrow(ValidationError);
    expect(() => validateAddress('eip155', null as unknown as string)).toThrow(
      'Invalid eip155 address',
    );
  });
});
