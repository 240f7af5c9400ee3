import { rmSync } from 'node:fs';
import {
  packWorkspacePackages,
  removePackedTarballs,
  startDevnet,
  type Devnet,
} from '@kit/testing';
import type { Browser } from 'playwright-core';
import type { AppServer } from './support/app-server';
import {
  buildTestWalletBundle,
  kitDialog,
  launchChromium,
  openConnectModal,
  openPage,
} from './support/browser';
import { guideSection } from './support/install-guide';
import { createOutsideApp, type OutsideApp } from './support/outside-app';
import { serveFolder } from './support/static-server';

// Issue 16: the plain HTML page of docs/install.md, with no React and no bundler of its own, using
// @kit/html's browser module from the installed tarball: the modal opens and connects.
describe('the plain HTML page of docs/install.md, installed from the tarballs', () => {
  let devnet: Devnet;
  let app: OutsideApp | undefined;
  let server: AppServer | undefined;
  let browser: Browser;

  beforeAll(async () => {
    buildTestWalletBundle();
    const packed = packWorkspacePackages();
    try {
      app = createOutsideApp('html', guideSection('Plain HTML'), packed);
    } finally {
      removePackedTarballs(packed);
    }
    [devnet, browser, server] = await Promise.all([
      startDevnet(),
      launchChromium(),
      // Any static file server: the page and node_modules/@kit/html/dist/browser as they are.
      serveFolder(app.dir),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await devnet?.stop();
    if (app) rmSync(app.dir, { recursive: true, force: true });
  });

  it("installs no React of the page's own: only @kit/html is a dependency", () => {
    const manifest = JSON.parse(app!.run('cat package.json')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(['@kit/html']);
  });

  it('opens the modal from <kit-connect-button> and connects the EIP-6963 test wallet', async () => {
    const chain = devnet.chains[0]!;
    const account = devnet.accounts[2]!;
    const { page, messages, close } = await openPage(browser, {
      privateKey: account.privateKey,
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
    });
    try {
      await page.goto(`${server!.url}index.html?rpc=${encodeURIComponent(chain.rpcUrl)}`);
      await openConnectModal(page);
      await kitDialog(page)
        .getByRole('button', { name: /Kit Test Wallet/ })
        .click();
      await page.locator('#account').getByText(`Connected: ${account.address}`).waitFor();
      expect(messages.filter((line) => line.startsWith('pageerror:'))).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage said:\n${messages.join('\n')}`);
    } finally {
      await close();
    }
  });
});
