/** @jest-environment jsdom */
// TextEncoder, which jsdom lacks, comes from jest.config.cjs setupFiles: @kit/core needs it while
// loading. No chain is contacted here: the wallets only need to exist.
import type { AdapterEvent, AdapterSetupContext } from '@kit/core';
import {
  announceEip6963,
  createEvmTestWallet,
  installAsWindowEthereum,
  KIT_TEST_WALLET_ICON,
} from '@kit/testing';
import type { Eip6963ProviderInfo, EvmTestWallet } from '@kit/testing';
import { createEvmAdapter } from './evm-adapter';
import type { EvmAdapter, EvmAdapterOptions } from './evm-adapter';

const METAMASK: Eip6963ProviderInfo = {
  uuid: '1e9d2f4c-5b6a-4c3d-8e7f-9a0b1c2d3e4f',
  name: 'MetaMask',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'io.metamask',
};
const RABBY: Eip6963ProviderInfo = {
  uuid: '2f0e3a5d-6c7b-4d4e-9f80-ab1c2d3e4f50',
  name: 'Rabby Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'io.rabby',
};

const cleanups: Array<() => void> = [];
let adapter: EvmAdapter;
let events: AdapterEvent[];

function wallet(flags: Record<string, boolean> = {}): EvmTestWallet {
  return createEvmTestWallet({
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    flags,
  });
}

function announce(provider: object, info: Eip6963ProviderInfo): void {
  cleanups.push(announceEip6963(window, provider, info));
}

function inject(provider: object): void {
  cleanups.push(installAsWindowEthereum(window, provider));
}

function setUp(options: EvmAdapterOptions = {}, context: Partial<AdapterSetupContext> = {}): void {
  adapter = createEvmAdapter({ injectedWaitMs: 0, ...options });
  events = [];
  adapter.subscribe((event) => events.push(event));
  adapter.setup({
    networks: [],
    rpc: () => {
      throw new Error('no chain reads in discovery tests');
    },
    window,
    ...context,
  });
}

/** Dispatches a raw announcement, bypassing the helper's own checks. */
function dispatchAnnouncement(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

afterEach(() => {
  adapter?.teardown();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('EIP-6963 discovery', () => {
  it('lists an announced wallet with its rdns, uuid, name and icon', () => {
    const provider = wallet();
    announce(provider, METAMASK);
    setUp();

    expect(adapter.getConnectors()).toEqual([
      {
        id: 'eip155:io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: KIT_TEST_WALLET_ICON,
        info: { rdns: 'io.metamask', uuid: METAMASK.uuid },
      },
    ]);
    expect(adapter.getProvider({ connectorId: 'eip155:io.metamask' })).toBe(provider);
  });

  it('emits connectorsChanged with the full list when a wallet announces itself later', () => {
    announce(wallet(), METAMASK);
    setUp();
    expect(events).toEqual([]);

    announce(wallet(), RABBY);
    expect(events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: [
          expect.objectContaining({ id: 'eip155:io.metamask' }),
          expect.objectContaining({ id: 'eip155:io.rabby', name: 'Rabby Wallet' }),
        ],
      },
    ]);
  });

  it('does not emit again when a known wallet re-announces itself unchanged', () => {
    setUp();
    announce(wallet(), METAMASK);
    expect(events).toHaveLength(1);

    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(events).toHaveLength(1);
    expect(adapter.getConnectors()).toHaveLength(1);
  });

  it('keeps a PNG data: icon', () => {
    const icon =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    announce(wallet(), { ...METAMASK, icon });
    setUp();
    expect(adapter.getConnectors()[0]?.imageUrl).toBe(icon);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['an obfuscated javascript: URL', ' \tJava\nScript:alert(1)'],
    ['an HTML data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a plain-http remote URL', 'http://tracker.example/icon.png'],
  ])('drops %s icon and keeps the wallet', (_, icon) => {
    setUp();
    dispatchAnnouncement({ info: { ...METAMASK, icon }, provider: wallet() });
    const [connector] = adapter.getConnectors();
    expect(connector).toMatchObject({ id: 'eip155:io.metamask', name: 'MetaMask' });
    expect(connector).not.toHaveProperty('imageUrl');
  });

  it.each<[string, () => unknown]>([
    ['no provider', () => ({ info: METAMASK })],
    ['a provider without request()', () => ({ info: METAMASK, provider: {} })],
    ['no info', () => ({ provider: wallet() })],
    [
      'an rdns that is no reverse domain',
      () => ({ info: { ...METAMASK, rdns: 'x"><img src=x>' }, provider: wallet() }),
    ],
    ['an empty name', () => ({ info: { ...METAMASK, name: '  ' }, provider: wallet() })],
    ['no detail at all', () => undefined],
  ])('ignores an announcement with %s', (_, detail) => {
    setUp();
    dispatchAnnouncement(detail());
    expect(adapter.getConnectors()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('stops listening after teardown', () => {
    setUp();
    adapter.teardown();
    announce(wallet(), METAMASK);
    expect(events).toEqual([]);
    expect(adapter.getConnectors()).toEqual([]);
  });

  it('discovers no announced wallet when eip6963 is off', () => {
    announce(wallet(), METAMASK);
    setUp({ eip6963: false });
    expect(adapter.getConnectors()).toEqual([]);
  });
});

describe('injected discovery', () => {
  it("lists window.ethereum as 'eip155:injected', named and given an rdns from its flags", () => {
    inject(wallet({ isMetaMask: true }));
    setUp();
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'eip155:injected',
        name: 'MetaMask',
        type: 'INJECTED',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      },
    ]);
  });

  it.each([
    [{ isRabby: true, isMetaMask: true }, 'Rabby Wallet'],
    [{ isBraveWallet: true, isMetaMask: true }, 'Brave Wallet'],
    [{ isCoinbaseWallet: true }, 'Coinbase Wallet'],
    [{ isTrust: true, isMetaMask: true }, 'Trust Wallet'],
  ])('names a provider flagged %p as %s', (flags, name) => {
    inject(wallet(flags));
    setUp();
    expect(adapter.getConnectors()[0]?.name).toBe(name);
  });

  it("calls a provider without known flags 'Browser Wallet', without rdns", () => {
    inject(wallet());
    setUp();
    expect(adapter.getConnectors()).toEqual([
      { id: 'eip155:injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ]);
  });

  it('emits connectorsChanged when window.ethereum arrives late with ethereum#initialized', () => {
    setUp({ injectedWaitMs: 60_000 });
    expect(adapter.getConnectors()).toEqual([]);

    inject(wallet({ isMetaMask: true }));
    expect(events).toEqual([
      {
        type: 'connectorsChanged',
        connectors: [expect.objectContaining({ id: 'eip155:injected', name: 'MetaMask' })],
      },
    ]);
  });

  it('finds a window.ethereum set late without the event once the wait is over', async () => {
    setUp({ injectedWaitMs: 5 });
    const changed = new Promise<AdapterEvent>((resolve) => adapter.subscribe(resolve));
    Object.defineProperty(window, 'ethereum', {
      value: wallet(),
      configurable: true,
      writable: true,
    });
    cleanups.push(() => delete (window as { ethereum?: unknown }).ethereum);

    await expect(changed).resolves.toMatchObject({
      type: 'connectorsChanged',
      connectors: [{ id: 'eip155:injected' }],
    });
  });

  it('survives a window.ethereum getter that throws', () => {
    Object.defineProperty(window, 'ethereum', {
      get() {
        throw new Error('hostile getter');
      },
      configurable: true,
    });
    cleanups.push(() => delete (window as { ethereum?: unknown }).ethereum);
    expect(() => setUp()).not.toThrow();
    expect(adapter.getConnectors()).toEqual([]);
  });

  it('discovers no injected wallet when injected is off', () => {
    inject(wallet());
    setUp({ injected: false });
    expect(adapter.getConnectors()).toEqual([]);
  });
});

describe('one wallet found both ways', () => {
  it('shows only the announced connector when its rdns matches the injected flags', () => {
    inject(wallet({ isMetaMask: true }));
    announce(wallet(), METAMASK);
    setUp();
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'eip155:io.metamask',
    ]);
  });

  it('shows only the announced connector when it is the very same provider object', () => {
    const provider = wallet();
    inject(provider);
    announce(provider, { ...METAMASK, rdns: 'dev.kit.testwallet', name: 'Kit Test Wallet' });
    setUp();
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'eip155:dev.kit.testwallet',
    ]);
    // A connection saved as 'eip155:injected' on an earlier visit still finds its provider.
    expect(adapter.getProvider({ connectorId: 'eip155:injected' })).toBe(provider);
  });

  it('hides the injected connector when its twin announces itself later', () => {
    inject(wallet({ isMetaMask: true }));
    setUp();
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['eip155:injected']);

    announce(wallet(), METAMASK);
    expect(events.at(-1)).toEqual({
      type: 'connectorsChanged',
      connectors: [expect.objectContaining({ id: 'eip155:io.metamask' })],
    });
  });

  it('shows both when the injected provider is another wallet', () => {
    inject(wallet({ isCoinbaseWallet: true }));
    announce(wallet(), METAMASK);
    setUp();
    expect(adapter.getConnectors().map((connector) => [connector.id, connector.type])).toEqual([
      ['eip155:io.metamask', 'ANNOUNCED'],
      ['eip155:injected', 'INJECTED'],
    ]);
  });
});
