import { rmSync } from 'node:fs';
import { JsonRpcProvider, parseEther } from 'ethers';
import type { Browser } from 'playwright-core';
import {
  packWorkspacePackages,
  removePackedTarballs,
  startDevnet,
  type Devnet,
  type PackedPackage,
} from '@kit/testing';
import { serveApp, type AppServer } from './support/app-server';
import {
  buildTestWalletBundle,
  kitDialog,
  kitView,
  launchChromium,
  openConnectModal,
  openPage,
} from './support/browser';
import { guideSection } from './support/install-guide';
import { createOutsideApp, type AppEdits, type OutsideApp } from './support/outside-app';

// Issue 16: the Vite + React app of docs/install.md, made in a scratch folder outside the repo
// from the packed tarballs and public npm packages only; strict tsc, vite build, then Chromium.
let packed: PackedPackage[];
let browser: Browser;

beforeAll(async () => {
  packed = packWorkspacePackages();
  buildTestWalletBundle();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  if (packed) removePackedTarballs(packed);
});

/** The guide's app, type-checked and built with the devnet's RPC URL; served by `vite preview`. */
async function buildViteApp(
  name: string,
  rpcUrl: string,
  edit?: AppEdits,
): Promise<{ app: OutsideApp; server: AppServer }> {
  const app = createOutsideApp(name, guideSection('Vite + React'), packed, edit);
  try {
    app.run('npx tsc -p tsconfig.json');
    app.run('npx vite build', { VITE_DEVNET_RPC_URL: rpcUrl });
    const server = await serveApp(
      app.dir,
      (port) => `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    );
    return { app, server };
  } catch (error) {
    rmSync(app.dir, { recursive: true, force: true });
    throw error;
  }
}

describe('the Vite + React 19 app of docs/install.md, installed from the tarballs', () => {
  let devnet: Devnet;
  let app: OutsideApp | undefined;
  let server: AppServer | undefined;

  beforeAll(async () => {
    devnet = await startDevnet();
    ({ app, server } = await buildViteApp('vite-react19', devnet.chains[0]!.rpcUrl));
  });
  afterAll(async () => {
    await server?.stop();
    await devnet?.stop();
    if (app) rmSync(app.dir, { recursive: true, force: true });
  });

  it('installs React 19 and type-checks in strict mode against the published .d.ts', () => {
    expect(app!.run('node -p "require(\'react/package.json\').version"').trim()).toMatch(/^19\./);
  });

  it('connects the EIP-6963 test wallet on anvil and sends 0.25 ETH through the modal', async () => {
    const chain = devnet.chains[0]!;
    const [, , , sender, receiver] = devnet.accounts;
    const rpc = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true });
    const { page, messages, close } = await openPage(browser, {
      privateKey: sender!.privateKey,
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
    });
    try {
      const before = await rpc.getBalance(receiver!.address);
      await page.goto(server!.url);
      await openConnectModal(page);
      await kitDialog(page)
        .getByRole('button', { name: /Kit Test Wallet/ })
        .click();
      await page.getByTestId('account').getByText(`Connected: ${sender!.address}`).waitFor();

      // The Connect button now shows the account and opens Account, where Send starts.
      await page.locator('[data-kit-button]').first().click();
      await kitView(page, 'Account').waitFor();
      const dialog = kitDialog(page);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await kitView(page, 'Send').waitFor();
      await dialog.getByLabel('Amount', { exact: true }).fill('0.25');
      await dialog.getByLabel('To', { exact: true }).fill(receiver!.address);
      const picker = dialog.getByLabel('Token', { exact: true });
      const eth = await picker.locator('option', { hasText: /^ETH/ }).first().textContent();
      await picker.selectOption({ label: eth! });
      await dialog.locator('form button[type="submit"]').click();
      await kitView(page, 'Account').waitFor();

      // On chain, not on screen: the receiver got exactly 0.25 ETH.
      const expected = before + parseEther('0.25');
      let after = await rpc.getBalance(receiver!.address);
      for (let attempt = 0; attempt < 100 && after !== expected; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        after = await rpc.getBalance(receiver!.address);
      }
      expect(after).toBe(expected);
      expect(messages.filter((line) => line.startsWith('pageerror:'))).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage said:\n${messages.join('\n')}`);
    } finally {
      await close();
      rpc.destroy();
    }
  });
});

describe('the same app on React 18', () => {
  let app: OutsideApp | undefined;
  let server: AppServer | undefined;

  beforeAll(async () => {
    // The guide's React 18 note: the same code, React 18 and its types installed instead.
    const react18 = (line: string) =>
      line.replace(/(react|react-dom|@types\/react|@types\/react-dom)@\^19/g, '$1@^18');
    ({ app, server } = await buildViteApp('vite-react18', 'http://127.0.0.1:8545', {
      command: react18,
    }));
  });
  afterAll(async () => {
    await server?.stop();
    if (app) rmSync(app.dir, { recursive: true, force: true });
  });

  it('installs React 18, type-checks and builds', () => {
    expect(app!.run('node -p "require(\'react/package.json\').version"').trim()).toMatch(/^18\./);
  });

  it('opens the modal on Connect', async () => {
    const { page, messages, close } = await openPage(browser);
    try {
      await page.goto(server!.url);
      await openConnectModal(page);
      expect(messages.filter((line) => line.startsWith('pageerror:'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
