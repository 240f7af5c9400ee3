/** @jest-environment jsdom */
// TextEncoder, which jsdom lacks, comes from jest.config.cjs setupFiles (jsdom/text-encoding-polyfill.ts):
// @kit/core needs it while loading, before anything in this file could run.
import { verifyMessage } from 'ethers';
import { startDevnet } from '../devnet/devnet';
import type { Devnet } from '../devnet/devnet';
import { KIT_TEST_WALLET_ICON, announceEip6963, installAsWindowEthereum } from './eip6963';
import type { Eip6963ProviderInfo } from './eip6963';
import { createEvmTestWallet } from './evm-test-wallet';
import type { EvmTestWallet } from './evm-test-wallet';

const INFO: Eip6963ProviderInfo = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Kit Test Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'dev.kit.testwallet',
};

interface AnnounceDetail {
  info: Eip6963ProviderInfo;
  provider: EvmTestWallet;
}

let devnet: Devnet;
let wallet: EvmTestWallet;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  devnet = await startDevnet();
}, 30_000);

beforeEach(() => {
  wallet = createEvmTestWallet({
    privateKey: devnet.accounts[1]!.privateKey,
    chains: [devnet.chains[0]!],
  });
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  wallet.destroy();
});

afterAll(async () => {
  await devnet?.stop();
});

function collectAnnouncements(): AnnounceDetail[] {
  const seen: AnnounceDetail[] = [];
  const listener = (event: Event): void => {
    seen.push((event as CustomEvent<AnnounceDetail>).detail);
  };
  window.addEventListener('eip6963:announceProvider', listener);
  cleanups.push(() => window.removeEventListener('eip6963:announceProvider', listener));
  return seen;
}

describe('announceEip6963 in jsdom', () => {
  it('dispatches eip6963:announceProvider with the frozen info and the provider', () => {
    const seen = collectAnnouncements();
    const stop = announceEip6963(window, wallet, INFO);

    expect(seen).toHaveLength(1);
    expect(seen[0]!.info).toEqual(INFO);
    expect(seen[0]!.provider).toBe(wallet);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(Object.isFrozen(seen[0]!.info)).toBe(true);
    stop();
  });

  it('announces again for a later eip6963:requestProvider, and stops after the returned function runs', () => {
    const stop = announceEip6963(window, wallet, INFO);
    const seen = collectAnnouncements();

    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(seen.map((detail) => detail.info.rdns)).toEqual(['dev.kit.testwallet']);

    stop();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(seen).toHaveLength(1);
  });

  it('refuses an icon that is not a data:image URI', () => {
    expect(() =>
      announceEip6963(window, wallet, { ...INFO, icon: 'https://example.com/icon.svg' }),
    ).toThrow(/data:image/);
  });

  it('lets a dApp connect, sign and read the devnet through the announced provider', async () => {
    const seen = collectAnnouncements();
    const stop = announceEip6963(window, wallet, INFO);
    const provider = seen[0]!.provider;
    const address = devnet.accounts[1]!.address;

    const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['gm', account],
    })) as string;
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [account, 'latest'],
    });

    expect(account).toBe(address.toLowerCase());
    expect(verifyMessage('gm', signature)).toBe(address);
    expect(BigInt(balance as string)).toBeGreaterThan(0n);
    stop();
  });
});

describe('jsdom text encoding', () => {
  it("has TextEncoder from the setup file, encoding into this realm's Uint8Array", () => {
    const bytes = new TextEncoder().encode('gm');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes)).toBe('gm');
  });
});

describe('installAsWindowEthereum in jsdom', () => {
  it('sets window.ethereum with its flags, fires ethereum#initialized, and restores the previous value', () => {
    const flagged = createEvmTestWallet({
      privateKey: devnet.accounts[1]!.privateKey,
      chains: [devnet.chains[0]!],
      flags: { isMetaMask: true },
    });
    const initialized = jest.fn();
    window.addEventListener('ethereum#initialized', initialized);
    cleanups.push(
      () => window.removeEventListener('ethereum#initialized', initialized),
      () => flagged.destroy(),
    );
    const target = window as unknown as {
      ethereum?: { isMetaMask?: boolean; isKitTestWallet?: boolean };
    };

    const uninstall = installAsWindowEthereum(window, flagged);

    expect(target.ethereum).toBe(flagged);
    expect(target.ethereum?.isMetaMask).toBe(true);
    expect(target.ethereum?.isKitTestWallet).toBe(true);
    expect(initialized).toHaveBeenCalledTimes(1);

    uninstall();
    expect('ethereum' in window).toBe(false);
  });
});
