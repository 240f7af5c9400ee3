import { ValidationError } from '../errors/errors';
import { KitError } from '../errors/kit-error';
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip';
import { KNOWN_NAMESPACES } from './caip-types';

const EVM_ACCOUNT = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('CAIP-2 network ids', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:11155111', 'eip155', '11155111'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['eip155:a-b_C', 'eip155', 'a-b_C'],
  ])('parses %s into namespace and reference', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference, caipNetworkId: id });
    expect(isCaipNetworkId(id)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', '   '],
    ['a missing reference', 'eip155:'],
    ['a missing namespace', ':1'],
    ['a lone colon', ':'],
    ['no colon', 'eip155'],
    ['three parts', 'eip155:1:2'],
    ['a leading space', ' eip155:1'],
    ['a trailing space', 'eip155:1 '],
    ['a trailing newline', 'eip155:1\n'],
    ['a space inside the reference', 'eip155:1 2'],
    ['an unknown namespace', 'cosmos:cosmoshub-4'],
    ['an upper-case namespace', 'EIP155:1'],
    ['a Cyrillic look-alike in the namespace', 'eip155:1'.replace('e', '\u0435')],
    ['full-width digits in the reference', 'eip155:\uff11'],
    ['a reference longer than 32 characters', `eip155:${'1'.repeat(33)}`],
    ['a reference with a dot', 'eip155:1.0'],
    ['a reference with a percent sign', 'eip155:%31'],
  ])('rejects %s with "Invalid CAIP-2 network id"', (_label, id) => {
    expect(() => parseCaipNetworkId(id)).toThrow('Invalid CAIP-2 network id');
    const error = thrown(() => parseCaipNetworkId(id));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(KitError);
    expect(error).toMatchObject({ code: 'INVALID_CAIP_NETWORK_ID' });
    expect(isCaipNetworkId(id)).toBe(false);
  });

  it('accepts a 32-character reference, the CAIP-2 maximum', () => {
    expect(isCaipNetworkId(`eip155:${'1'.repeat(32)}`)).toBe(true);
  });

  it('rejects non-string input instead of crashing', () => {
    expect(isCaipNetworkId(undefined)).toBe(false);
    expect(isCaipNetworkId(1)).toBe(false);
    expect(() => parseCaipNetworkId(null as unknown as string)).toThrow(
      'Invalid CAIP-2 network id',
    );
  });

  it('accepts a third-party namespace only when it is passed in the options', () => {
    const namespaces = [...KNOWN_NAMESPACES, 'cosmos'];
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(false);
    expect(parseCaipNetworkId('cosmos:cosmoshub-4', { namespaces })).toEqual({
      namespace: 'cosmos',
      reference: 'cosmoshub-4',
      caipNetworkId: 'cosmos:cosmoshub-4',
    });
    expect(isCaipNetworkId('eip155:1', { namespaces: ['cosmos'] })).toBe(false);
  });

  it('still applies the CAIP-2 namespace charset to namespaces given in the options', () => {
    expect(isCaipNetworkId('ab:1', { namespaces: ['ab'] })).toBe(false);
    expect(isCaipNetworkId('Cosmos:1', { namespaces: ['Cosmos'] })).toBe(false);
    expect(isCaipNetworkId('toolongns:1', { namespaces: ['toolongns'] })).toBe(false);
  });

  it('formats a namespace and a string or numeric reference', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1');
    expect(formatCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
    expect(formatCaipNetworkId('cosmos', 'cosmoshub-4', { namespaces: ['cosmos'] })).toBe(
      'cosmos:cosmoshub-4',
    );
  });

  it.each([
    ['an unknown namespace', 'cosmos', 'cosmoshub-4'],
    ['an empty reference', 'eip155', ''],
    ['a reference with a colon', 'eip155', '1:2'],
    ['a NaN chain id', 'eip155', Number.NaN],
    ['an Infinity chain id', 'eip155', Number.POSITIVE_INFINITY],
    ['a fractional chain id', 'eip155', 1.5],
  ])('refuses to format %s', (_label, namespace, reference) => {
    const error = thrown(() => formatCaipNetworkId(namespace, reference as string | number));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'INVALID_CAIP_NETWORK_ID',
      message: 'Invalid CAIP-2 network id',
    });
  });

  it('round-trips format and parse', () => {
    const id = formatCaipNetworkId('polkadot', '91b171bb158e2d3848fa23a9f1c25182');
    const { namespace, reference } = parseCaipNetworkId(id);
    expect(formatCaipNetworkId(namespace, reference)).toBe(id);
  });
});

describe('CAIP-10 addresses', () => {
  it.each([
    [`eip155:1:${EVM_ACCOUNT}`, 'eip155', '1', EVM_ACCOUNT],
    [
      'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      'bip122',
      '000000000019d6689c085ae165831e93',
      '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
    ],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:11111111111111111111111111111111',
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '11111111111111111111111111111111',
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ],
    ['eip155:1:a.b-c%20', 'eip155', '1', 'a.b-c%20'],
  ])('parses %s into its parts', (caipAddress, namespace, reference, address) => {
    expect(parseCaipAddress(caipAddress)).toEqual({
      namespace,
      reference,
      address,
      caipNetworkId: `${namespace}:${reference}`,
    });
    expect(isCaipAddress(caipAddress)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', ' \t '],
    ['two parts', 'eip155:1'],
    ['four parts', `eip155:1:${EVM_ACCOUNT}:x`],
    ['an empty address', 'eip155:1:'],
    ['an empty reference', `eip155::${EVM_ACCOUNT}`],
    ['an empty namespace', `:1:${EVM_ACCOUNT}`],
    ['only colons', '::'],
    ['an unknown namespace', 'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'],
    ['a leading space', ` eip155:1:${EVM_ACCOUNT}`],
    ['a trailing space', `eip155:1:${EVM_ACCOUNT} `],
    ['a space inside the address', 'eip155:1:0xab 16'],
    ['a Cyrillic look-alike in the address', `eip155:1:${EVM_ACCOUNT.replace('a', '\u0430')}`],
    ['a full-width zero in the address', `eip155:1:\uff10x${EVM_ACCOUNT.slice(2)}`],
    ['an address longer than 128 characters', `eip155:1:${'a'.repeat(129)}`],
    ['a slash in the address', 'eip155:1:0xab/cd'],
  ])('rejects %s with "Invalid CAIP-10 address"', (_label, caipAddress) => {
    expect(() => parseCaipAddress(caipAddress)).toThrow('Invalid CAIP-10 address');
    const error = thrown(() => parseCaipAddress(caipAddress));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'INVALID_CAIP_ADDRESS' });
    expect(isCaipAddress(caipAddress)).toBe(false);
  });

  it('accepts a 128-character address, the CAIP-10 maximum', () => {
    expect(isCaipAddress(`eip155:1:${'a'.repeat(128)}`)).toBe(true);
  });

  it('reports a bad network part of an address as an invalid CAIP-10 address', () => {
    expect(() => parseCaipAddress(`eip155:${'1'.repeat(33)}:${EVM_ACCOUNT}`)).toThrow(
      'Invalid CAIP-10 address',
    );
  });

  it('checks structure only, not the namespace address format', () => {
    // Address formats are the job of validateAddress; CAIP-10 only fixes the charset.
    expect(isCaipAddress('eip155:1:not-an-evm-address')).toBe(true);
  });

  it('accepts a third-party namespace only when it is passed in the options', () => {
    const id = 'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0';
    expect(isCaipAddress(id)).toBe(false);
    expect(parseCaipAddress(id, { namespaces: ['cosmos'] }).address).toBe(
      'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    );
  });

  it('formats a network id and an address', () => {
    expect(formatCaipAddress('eip155:1', EVM_ACCOUNT)).toBe(`eip155:1:${EVM_ACCOUNT}`);
  });

  it.each([
    ['a bad network id', 'eip155', EVM_ACCOUNT],
    ['a network id of an unknown namespace', 'cosmos:cosmoshub-4', 'cosmos1abc'],
    ['an empty address', 'eip155:1', ''],
    ['an address with a colon', 'eip155:1', '1:0xab'],
    ['an address with whitespace', 'eip155:1', ` ${EVM_ACCOUNT}`],
  ])('refuses to format %s with "Invalid CAIP-10 address"', (_label, networkId, address) => {
    const error = thrown(() => formatCaipAddress(networkId, address));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'INVALID_CAIP_ADDRESS',
      message: 'Invalid CAIP-10 address',
    });
  });

  it('round-trips format and parse', () => {
    const caipAddress = formatCaipAddress(
      'bip122:000000000019d6689c085ae165831e93',
      '1A1zP1eP5QGef',
    );
    const parsed = parseCaipAddress(caipAddress);
    expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(caipAddress);
  });
});
