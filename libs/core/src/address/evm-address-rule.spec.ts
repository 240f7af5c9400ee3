// EVM_PROFILE's address rule with its EIP-55 code loaded on first need (issue 22). Each test
// starts from fresh modules: the code is not loaded until the test loads it.
import type * as EvmAddressRule from './evm-address-rule';
import type * as NamespaceProfileModule from '../namespace/namespace-profile';
import type * as EvmProfileModule from '../networks/evm-profile';
import type * as AddressEntry from '../address';
import type * as SiwxEntry from '../siwx';
import type { SiwxMessageData } from '../siwx/siwx-types';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const LOWER = CHECKSUMMED.toLowerCase();
const UPPER = `0x${CHECKSUMMED.slice(2).toUpperCase()}`;
// One letter's case flipped: mixed case with a broken checksum.
const BROKEN = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

interface Fresh {
  rule: typeof EvmAddressRule;
  profile: (typeof EvmProfileModule)['EVM_PROFILE'];
  canonicalAddressOf: (typeof NamespaceProfileModule)['canonicalAddressOf'];
  loadAddressRules: (typeof NamespaceProfileModule)['loadAddressRules'];
}

/** The rule's modules, fresh: no EIP-55 code loaded yet. */
function fresh(): Fresh {
  return {
    rule: jest.requireActual<typeof EvmAddressRule>('./evm-address-rule'),
    profile: jest.requireActual<typeof EvmProfileModule>('../networks/evm-profile').EVM_PROFILE,
    ...jest.requireActual<typeof NamespaceProfileModule>('../namespace/namespace-profile'),
  };
}

/** Makes the EIP-55 chunk fail to arrive `failures` times, then load; returns the load count. */
function chunkFailing(failures: number): { loads: () => number } {
  let calls = 0;
  jest.doMock('./evm-checksum-chunk', () => ({
    importEvmChecksum: () => {
      calls += 1;
      return calls <= failures
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve(jest.requireActual('./evm-address'));
    },
  }));
  return { loads: () => calls };
}

beforeEach(() => {
  jest.resetModules();
});

afterEach(() => {
  jest.dontMock('./evm-checksum-chunk');
});

describe('EVM_PROFILE address rule before its EIP-55 code has loaded', () => {
  it('accepts all-lower and all-upper addresses, which carry no checksum to check', () => {
    const { profile } = fresh();
    expect(profile.address.isValid(LOWER)).toBe(true);
    expect(profile.address.isValid(UPPER)).toBe(true);
    expect(profile.address.isValid(LOWER.slice(2))).toBe(true);
  });

  it('refuses every mixed-case address, a broken checksum above all: it is never let through unchecked', () => {
    const { profile, canonicalAddressOf, rule } = fresh();
    expect(rule.loadedEvmChecksum()).toBeUndefined();
    expect(profile.address.isValid(BROKEN)).toBe(false);
    expect(profile.address.isValid(CHECKSUMMED)).toBe(false);
    expect(canonicalAddressOf(profile.address, BROKEN)).toBeUndefined();
    expect(profile.siwx?.accountAddress?.isValid(BROKEN)).toBe(false);
  });

  it('gives no canonical spelling (so no address counts as valid) until the code is loaded', () => {
    const { profile, canonicalAddressOf } = fresh();
    expect(profile.address.canonical?.(LOWER)).toBeUndefined();
    expect(canonicalAddressOf(profile.address, LOWER)).toBeUndefined();
  });

  it('still refuses shapes that are no address', () => {
    const { profile } = fresh();
    expect(profile.address.isValid('0X' + LOWER.slice(2))).toBe(false);
    expect(profile.address.isValid(LOWER.slice(0, -1))).toBe(false);
    expect(profile.address.isValid(`${LOWER}0`)).toBe(false);
  });
});

describe('EVM_PROFILE address rule once loaded (NamespaceAddressRule.load)', () => {
  it('accepts a valid checksum, refuses a broken one, and writes EIP-55', async () => {
    const { profile, canonicalAddressOf, loadAddressRules } = fresh();
    await loadAddressRules(profile);
    expect(profile.address.isValid(CHECKSUMMED)).toBe(true);
    expect(profile.address.isValid(BROKEN)).toBe(false);
    expect(canonicalAddressOf(profile.address, BROKEN)).toBeUndefined();
    expect(canonicalAddressOf(profile.address, LOWER)).toBe(CHECKSUMMED);
    expect(canonicalAddressOf(profile.address, UPPER.slice(2))).toBe(CHECKSUMMED);
  });

  it("keeps the sign-in account line to EIP-4361's grammar: 0x required", async () => {
    const { profile, canonicalAddressOf } = fresh();
    const rule = profile.siwx!.accountAddress!;
    await rule.load?.();
    expect(canonicalAddressOf(rule, LOWER)).toBe(CHECKSUMMED);
    expect(rule.isValid(CHECKSUMMED)).toBe(true);
    expect(rule.isValid(CHECKSUMMED.slice(2))).toBe(false);
    expect(rule.isValid(BROKEN)).toBe(false);
  });

  it('loads the code once, however many ask at the same time', async () => {
    const chunk = chunkFailing(0);
    const { rule, profile } = fresh();
    const [first, second] = await Promise.all([rule.loadEvmChecksum(), rule.loadEvmChecksum()]);
    await profile.address.load?.();
    expect(first).toBe(second);
    expect(rule.loadedEvmChecksum()).toBe(first);
    expect(chunk.loads()).toBe(1);
  });
});

describe('EVM_PROFILE address rule when its EIP-55 code fails to load', () => {
  it('rejects with the loader error, keeps refusing mixed case, and the next load tries again', async () => {
    const chunk = chunkFailing(1);
    const { profile, rule, loadAddressRules } = fresh();
    await expect(loadAddressRules(profile)).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(rule.loadedEvmChecksum()).toBeUndefined();
    expect(profile.address.isValid(BROKEN)).toBe(false);
    expect(profile.address.isValid(CHECKSUMMED)).toBe(false);

    await loadAddressRules(profile);
    expect(chunk.loads()).toBe(2);
    expect(profile.address.isValid(CHECKSUMMED)).toBe(true);
    expect(profile.address.isValid(BROKEN)).toBe(false);
  });
});

describe('the checks that answer at once bring the EIP-55 code along', () => {
  it('@kit/core/address: isValidAddress and validateAddress check a checksum with nothing loaded first', () => {
    const address = jest.requireActual<typeof AddressEntry>('../address');
    expect(address.isValidAddress('eip155', CHECKSUMMED)).toBe(true);
    expect(address.isValidAddress('eip155', BROKEN)).toBe(false);
    expect(() => address.validateAddress('eip155', BROKEN)).toThrow('Invalid eip155 address');
    expect(address.toChecksumAddress(LOWER)).toBe(CHECKSUMMED);
  });

  it('@kit/core/siwx: the codec reads and checks an EIP-55 account line with nothing loaded first', () => {
    const siwx = jest.requireActual<typeof SiwxEntry>('../siwx');
    const data: SiwxMessageData = {
      domain: 'example.com',
      accountAddress: LOWER,
      uri: 'https://example.com',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'abcdefgh12',
      issuedAt: '2026-01-01T00:00:00Z',
    };
    const message = siwx.createSiwxMessage(data);
    expect(message).toContain(CHECKSUMMED);
    expect(siwx.parseSiwxMessage(message).accountAddress).toBe(CHECKSUMMED);
    expect(() => siwx.createSiwxMessage({ ...data, accountAddress: BROKEN })).toThrow();
  });
});
