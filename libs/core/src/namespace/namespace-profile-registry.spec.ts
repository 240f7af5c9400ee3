import type { ChainAdapter } from '../adapter/chain-adapter';
import { profileOfAdapter } from './adapter-profile';
import { defineNamespaceProfile } from './namespace-profile';
import { NamespaceProfileRegistry, namespaceOfSiwxAccountName } from './namespace-profile-registry';

const tezos = defineNamespaceProfile({
  namespace: 'tezos',
  address: {
    isValid: (address) => /^tz1[1-9A-HJ-NP-Za-km-z]{33}$/i.test(address),
    canonical: (address) => `tz1${address.slice(3)}`,
  },
  siwx: { accountName: 'Tezos', verify: () => true },
  supports: { send: true, sign: true },
});

function adapterOf(overrides: Partial<ChainAdapter>): ChainAdapter {
  return {
    namespace: 'tezos',
    capabilities: {
      signMessage: false,
      sendTransfer: false,
      switchNetwork: false,
      estimateFee: false,
      getBalance: true,
      getTokenBalances: false,
    },
    setup: () => undefined,
    getConnectors: () => [],
    subscribe: () => () => undefined,
    connect: async () => ({ accounts: [], caipNetworkId: 'tezos:NetXdQprcVkpaWU' }),
    disconnect: async () => undefined,
    getAccounts: async () => [],
    ...overrides,
  };
}

describe('NamespaceProfileRegistry', () => {
  const address = 'TZ1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb';

  it('answers address, sign-in and feature questions from the registered profile', () => {
    const registry = new NamespaceProfileRegistry([tezos]);
    expect(registry.namespaces()).toEqual(['tezos']);
    expect(registry.isValidAddress('tezos', address)).toBe(true);
    expect(registry.canonicalAddress('tezos', address)).toBe(`tz1${address.slice(3)}`);
    expect(registry.isValidAddress('tezos', '0xabc')).toBe(false);
    expect(registry.supports('tezos', 'send')).toBe(true);
    expect(registry.supports('tezos', 'activity')).toBe(false);
    expect(registry.siwx('tezos')?.accountName).toBe('Tezos');
    expect(namespaceOfSiwxAccountName(registry, 'Tezos')?.namespace).toBe('tezos');
  });

  it('knows nothing of a namespace without a profile', () => {
    const registry = new NamespaceProfileRegistry();
    expect(registry.get('tezos')).toBeUndefined();
    expect(registry.isValidAddress('tezos', address)).toBe(false);
    expect(registry.supports('tezos', 'send')).toBe(false);
    expect(registry.supports(undefined, 'send')).toBe(false);
  });

  it("loads the namespace's address rule and its sign-in account rule (NamespaceAddressRule.load), nothing without a profile", async () => {
    const loaded: string[] = [];
    const lazy = defineNamespaceProfile({
      ...tezos,
      address: { ...tezos.address, load: async () => void loaded.push('address') },
      siwx: {
        accountName: 'Tezos',
        accountAddress: { isValid: () => true, load: async () => void loaded.push('account line') },
      },
    });
    const registry = new NamespaceProfileRegistry([lazy]);
    await registry.loadAddressRules('tezos');
    expect(loaded.sort()).toEqual(['account line', 'address']);
    await expect(registry.loadAddressRules('cosmos')).resolves.toBeUndefined();
    await expect(
      new NamespaceProfileRegistry([tezos]).loadAddressRules('tezos'),
    ).resolves.toBeUndefined();
  });

  it('passes on a failed load of an address rule, so the caller can refuse and try again', async () => {
    const failing = defineNamespaceProfile({
      ...tezos,
      address: { ...tezos.address, load: () => Promise.reject(new Error('chunk failed')) },
    });
    await expect(new NamespaceProfileRegistry([failing]).loadAddressRules('tezos')).rejects.toThrow(
      'chunk failed',
    );
  });

  it('lets the profile registered last own a namespace', () => {
    const registry = new NamespaceProfileRegistry([tezos]);
    registry.register(defineNamespaceProfile({ ...tezos, supports: {} }));
    expect(registry.supports('tezos', 'send')).toBe(false);
  });
});

describe('profileOfAdapter', () => {
  it('derives send and sign from the capabilities of an adapter without a profile', () => {
    const adapter = adapterOf({
      capabilities: { ...adapterOf({}).capabilities, sendTransfer: true },
      sendTransfer: async () => ({ hash: 'op1' }),
    });
    const profile = profileOfAdapter(adapter);
    expect(profile.supports).toEqual({ send: true, sign: false });
    expect(profile.siwx).toBeUndefined();
    expect(profile.address.isValid('anything')).toBe(true);
    expect(profile.address.isValid(' ')).toBe(false);
  });

  it("keeps an adapter's own profile as it is", () => {
    expect(profileOfAdapter(adapterOf({ profile: tezos }))).toBe(tezos);
  });
});
