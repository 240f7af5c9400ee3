// The adapter and the injectedWeb3 test extension in a real page: Debian's Chromium runs the
// browser bundles (@polkadot/api over the page's own WebSocket) against the chopsticks devnet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startPolkadotDevnet } from '@kit/testing';
import type {
  PolkadotDevnet,
  PolkadotTestWallet,
  createPolkadotTestWallet,
  installPolkadotTestWallet,
} from '@kit/testing';
import { signatureVerify } from '@polkadot/util-crypto';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import type { createPolkadotAdapter, PolkadotAdapter } from './polkadot-adapter';

/** What the page holds once the bundles ran and the test wired them. */
interface PageScope {
  KitPolkadotTestWallet: {
    createPolkadotTestWallet: typeof createPolkadotTestWallet;
    installPolkadotTestWallet: typeof installPolkadotTestWallet;
  };
  KitPolkadotAdapter: { createPolkadotAdapter: typeof createPolkadotAdapter };
  wallet: PolkadotTestWallet;
  adapter: PolkadotAdapter;
}

jest.setTimeout(180_000);

const workspaceRoot = path.resolve(__dirname, '../../../..');
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const WALLET_BUNDLE = path.join(workspaceRoot, 'libs/testing/dist/polkadot-test-wallet.browser.js');

/** The adapter as a page script: window.KitPolkadotAdapter. */
async function adapterBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { createPolkadotAdapter } from '@kit/adapter-polkadot';\n" +
        'globalThis.KitPolkadotAdapter = { createPolkadotAdapter };',
      resolveDir: workspaceRoot,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

function buildWalletBundle(): void {
  const script = path.join(workspaceRoot, 'libs/testing/scripts/build-browser-wallet.mjs');
  const run = spawnSync(process.execPath, [script, 'polkadot-test-wallet'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wallet bundle: ${run.stderr}`);
}

/** Installs Debian's chromium when it is missing (CI and fresh machines run as root). */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const run = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

describe('PolkadotAdapter in Chromium', () => {
  let devnet: PolkadotDevnet;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ensureChromium();
    buildWalletBundle();
    const [started, adapterScript, launched] = await Promise.all([
      startPolkadotDevnet({ accounts: 3 }),
      adapterBundle(),
      chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    ]);
    devnet = started;
    browser = launched;
    page = await browser.newPage();
    await page.setContent('<!doctype html><title>Kit polkadot</title>');
    await page.addScriptTag({ content: readFileSync(WALLET_BUNDLE, 'utf8') });
    await page.addScriptTag({ content: adapterScript });
    await page.evaluate((network) => {
      const scope = window as unknown as PageScope;
      const wallet = scope.KitPolkadotTestWallet.createPolkadotTestWallet({
        accounts: [{ uri: '//Alice' }, { uri: '//Bob' }],
      });
      scope.KitPolkadotTestWallet.installPolkadotTestWallet(window, wallet);
      const adapter = scope.KitPolkadotAdapter.createPolkadotAdapter({ appName: 'Kit page' });
      adapter.setup({
        networks: [network],
        window,
        rpc: () => ({ request: () => Promise.reject(new Error('not used')) }),
      });
      scope.wallet = wallet;
      scope.adapter = adapter;
    }, devnet.network);
  });

  afterAll(async () => {
    await page?.evaluate(() => (window as unknown as PageScope).adapter.teardown());
    await browser?.close();
    await devnet?.stop();
  });

  it('connects, reads the balance, signs and transfers from the page', async () => {
    const [alice, bob] = devnet.accounts.map((account) => account.address) as [string, string];
    const result = await page.evaluate(
      async ({ network, to }) => {
        const { adapter } = window as unknown as PageScope;
        const connectorId = 'polkadot:kit-test-wallet';
        const connected = await adapter.connect({ connectorId });
        const from = connected.accounts[0]!.address;
        const balance = await adapter.getBalance({ address: to, network });
        const signature = await adapter.signMessage({ connectorId, address: from, message: 'hi' });
        const sent = await adapter.sendTransfer({
          connectorId,
          network,
          from,
          to,
          amount: '2000000000000',
        });
        const after = await adapter.getBalance({ address: to, network });
        return { connected, balance, signature, sent, after: after.value };
      },
      { network: devnet.network, to: bob },
    );
    expect(result.connected.accounts[0]?.address).toBe(alice);
    expect(result.balance).toEqual({ value: devnet.balance, decimals: 12, symbol: 'ROC' });
    expect(signatureVerify('hi', result.signature, alice).isValid).toBe(true);
    expect(result.sent.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(BigInt(result.after)).toBe(BigInt(devnet.balance) + 2_000_000_000_000n);
  });

  it('rejects with "User rejected the request" when the page wallet refuses to sign', async () => {
    const error = await page.evaluate(async () => {
      const { adapter, wallet } = window as unknown as PageScope;
      wallet.rejectNext('signRaw');
      const [address] = (await wallet.addresses()) as [string];
      try {
        await adapter.signMessage({
          connectorId: 'polkadot:kit-test-wallet',
          address,
          message: 'no',
        });
        return undefined;
      } catch (caught) {
        const { name, code, message } = caught as { name: string; code: string; message: string };
        return { name, code, message };
      }
    });
    expect(error).toEqual({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
  });
});
