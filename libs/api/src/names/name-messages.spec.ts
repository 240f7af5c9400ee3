import { isKitError } from '@kit/core';
import { buildNameRegistrationMessage, coinTypeForChainId, fullNameOf } from './name-messages';

describe('buildNameRegistrationMessage', () => {
  it("writes AppKit's JSON { name: '<label>.kit.id', attributes: {}, timestamp }", () => {
    expect(buildNameRegistrationMessage({ name: 'alice', timestamp: 1_750_000_000 })).toBe(
      '{"name":"alice.kit.id","attributes":{},"timestamp":1750000000}',
    );
  });

  it('takes the full name or another zone without doubling it', () => {
    const full = buildNameRegistrationMessage({ name: 'alice.kit.id', timestamp: 1 });
    expect(JSON.parse(full)).toEqual({ name: 'alice.kit.id', attributes: {}, timestamp: 1 });
    const zoned = buildNameRegistrationMessage({ name: 'alice', zone: 'test.id', timestamp: 1 });
    expect(JSON.parse(zoned)).toMatchObject({ name: 'alice.test.id' });
  });

  it.each([
    ['too short', 'ab'],
    ['with a space', 'bad name'],
    ['with a Cyrillic look-alike', '\u0430lice'],
    ['in another zone', 'alice.eth'],
  ])('refuses a name %s (spec §5)', (_, name) => {
    expect(() => buildNameRegistrationMessage({ name, timestamp: 1 })).toThrow(
      'Names use letters, digits and hyphens only, at least 4 characters',
    );
  });

  it('refuses a timestamp that is not unix seconds, such as milliseconds', () => {
    let caught: unknown;
    try {
      buildNameRegistrationMessage({ name: 'alice', timestamp: 1_750_000_000_000 });
    } catch (error) {
      caught = error;
    }
    expect(isKitError(caught) && caught.code).toBe('NAME_REGISTER_FAILED');
    expect(() => buildNameRegistrationMessage({ name: 'alice', timestamp: 1.5 })).toThrow();
  });
});

describe('coinTypeForChainId', () => {
  it('sets the ENSIP-11 flag on every EVM chain id, mainnet included', () => {
    expect(coinTypeForChainId(1)).toBe(2147483649);
    expect(coinTypeForChainId(31337)).toBe(0x80000000 + 31337);
    expect(coinTypeForChainId('137')).toBe(0x80000000 + 137);
    expect(coinTypeForChainId(0x7fffffff)).toBe(0xffffffff);
  });

  it.each([0, -1, 0x80000000, 1.5, Number.NaN, 'abc', '0x1'])(
    'refuses %p, which has no coin type',
    (chainId) => {
      expect(() => coinTypeForChainId(chainId)).toThrow('Invalid CAIP-2 network id');
    },
  );
});

describe('fullNameOf', () => {
  it('adds the zone to a bare name only', () => {
    expect(fullNameOf(' alice ')).toBe('alice.kit.id');
    expect(fullNameOf('alice.kit.id')).toBe('alice.kit.id');
  });
});
