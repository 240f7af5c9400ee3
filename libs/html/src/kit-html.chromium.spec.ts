/**
 * @jest-environment node
 */
// A plain HTML page with no React of its own loads the browser bundle (scripts/build-browser-
// bundle.mjs), opens Kit's modal from <kit-connect-button> and connects an EIP-6963 test wallet
// on a real anvil, in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureChromium,
  startDevnet,
  type Devnet,
} from '@kit/testing';
import { chromium, type Browser, type Page } from 'playwright-core';

jest.setTimeout(180_000);

const workspaceRoot = path.resolve(__dirname, '../../..');
const WALLET_BUNDLE = path.join(workspaceRoot, 'libs/testing/dist/evm-test-wallet.browser.js');

/** The page an integrator writes (docs/install.md's plain-HTML example, pointed at the devnet). */
const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Plain page</title></head>
  <body>
    <h1>A page with no React</h1>
    <kit-connect-button></kit-connect-button>
    <script type="module">
      import { createKitModal, createEvmAdapter, kitDevnet, withRpcUrl } from './kit.js';
      const rpcUrl = new URLSearchParams(location.search).get('rpc');
      window.kit = createKitModal({
        networks: [withRpcUrl(kitDevnet, rpcUrl)],
        adapters: [createEvmAdapter()],
      });
    </script>
  </body>
</html>
`;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
};

/** Serves the page at / and the bundle's files beside it, on loopback. */
async function servePage(bundleDir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = pathname === '/' ? null : path.join(bundleDir, path.normalize(pathname));
    if (file !== null && !file.startsWith(bundleDir + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = file === null ? PAGE : readFileSync(file);
      const type = CONTENT_TYPES[file === null ? '.html' : path.extname(file)] ?? 'text/plain';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Runs one of the workspace's bundle scripts; fails with its stderr. */
function runScript(script: string, ...args: string[]): void {
  const run = spawnSync(process.execPath, [path.join(workspaceRoot, script), ...args], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script}: ${run.stderr}`);
}

describe('@kit/html on a plain HTML page in Chromium', () => {
  let devnet: Devnet;
  let browser: Browser;
  let served: { server: Server; url: string };
  let bundleDir: string;

  beforeAll(async () => {
    ensureChromium();
    bundleDir = mkdtempSync(path.join(tmpdir(), 'kit-html-bundle-'));
    runScript('libs/html/scripts/build-browser-bundle.mjs', '--outdir', bundleDir);
    runScript('libs/testing/scripts/build-browser-wallet.mjs', 'evm-test-wallet');
    [devnet, browser, served] = await Promise.all([
      startDevnet(),
      chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
      servePage(bundleDir),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => served?.server.close(resolve));
    await devnet?.stop();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  /** A fresh page with the EIP-1193 test wallet (devnet account 1) announced through EIP-6963. */
  async function openPage(): Promise<{ page: Page; errors: string[]; outside: string[] }> {
    const context = await browser.newContext();
    const errors: string[] = [];
    const outside: string[] = [];
    // Nothing leaves the machine: any request off loopback is recorded and refused.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    await context.addInitScript({ path: WALLET_BUNDLE });
    const chain = devnet.chains[0]!;
    await context.addInitScript(
      ({ privateKey, chainId, rpcUrl }) => {
        const api = (window as unknown as { KitTestWallet: Record<string, CallableFunction> })
          .KitTestWallet;
        const wallet = api['createEvmTestWallet']!({
          privateKeys: [privateKey],
          chains: [{ chainId, rpcUrl }],
        });
        api['announceEip6963']!(window, wallet, {
          uuid: '6a0c52c8-5f2e-4b51-9d64-3c2b7a1e9f10',
          name: 'Kit Test Wallet',
          icon: (api as unknown as { KIT_TEST_WALLET_ICON: string }).KIT_TEST_WALLET_ICON,
          rdns: 'dev.kit.testwallet',
        });
      },
      { privateKey: devnet.accounts[1]!.privateKey, chainId: chain.chainId, rpcUrl: chain.rpcUrl },
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (line) => {
      if (line.type() === 'error') errors.push(line.text());
    });
    await page.goto(`${served.url}?rpc=${encodeURIComponent(chain.rpcUrl)}`);
    return { page, errors, outside };
  }

  it('opens the modal from <kit-connect-button> and connects the EIP-6963 wallet on anvil', async () => {
    const { page, errors, outside } = await openPage();
    const address = devnet.accounts[1]!.address;
    // The page brought no React: the only scripts are the bundle and its chunks.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    );
    expect(scripts).toEqual([]);

    const connect = page.locator('kit-connect-button').getByRole('button');
    await expect(connect.textContent()).resolves.toBe('Connect Wallet');
    await connect.click();
    const dialog = page.locator('dialog.kit-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Kit Test Wallet/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The element now shows the connected account and its balance read from anvil.
    await page
      .locator('kit-connect-button')
      .getByRole('button', { name: `Account ${address}, balance 10000.000 ETH` })
      .waitFor();
    const connection = await page.evaluate(() => {
      const state = (
        window as unknown as {
          kit: {
            getState(): {
              connection: { connections: Record<string, { accounts: Array<{ address: string }> }> };
            };
          };
        }
      ).kit.getState();
      return state.connection.connections['eip155']?.accounts[0]?.address;
    });
    expect(connection).toBe(address);
    // Only the alert a page without a project id gets (it runs with no cloud services).
    expect(errors.filter((line) => !line.startsWith('[Kit] APKT008 Project ID Missing'))).toEqual(
      [],
    );
    expect(outside).toEqual([]);
    await page.context().close();
  });
});
