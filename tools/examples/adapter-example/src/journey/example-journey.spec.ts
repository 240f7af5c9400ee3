// The custom namespace through Kit's modal in Debian's Chromium, as a visitor meets it: the toy
// adapter finds the injected Toy Wallet, the modal connects it, the page shows the balance the toy
// node holds and signs through useSignMessage; the signatures are checked in Node.
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '@kit/testing';
import { ToyLedger } from '../ledger/toy-ledger';
import { startToyLedgerServer, type ToyLedgerServer } from '../ledger/toy-ledger-server';
import { toyAddress, verifyToySignature } from '../ledger/toy-protocol';
import { createToyWallet } from '../wallet/toy-wallet';
import { buildWalletScript, serveExamplePage, type ExampleSite } from './example-site';

let browser: Browser;
let site: ExampleSite;
let node: ToyLedgerServer;
let walletScript: string;

const secretKey = bytesToHex(ed25519.utils.randomPrivateKey());
const address = toyAddress(ed25519.getPublicKey(secretKey));
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const payee = createToyWallet(bytesToHex(ed25519.utils.randomPrivateKey())).address;

beforeAll(async () => {
  ensureChromium();
  [browser, site, walletScript] = await Promise.all([
    chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    serveExamplePage(),
    buildWalletScript(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

beforeEach(async () => {
  // 12.5 TOY (6 decimals) for the visitor, a fresh ledger per journey.
  node = await startToyLedgerServer(new ToyLedger('devnet', { [address]: 12_500_000n }));
});
afterEach(() => node.stop());

interface Visit {
  page: Page;
  /** What the page printed and threw, for the failure message. */
  messages: string[];
  close(): Promise<void>;
}

/** Opens the example page with the Toy Wallet injected before the page's scripts run. */
async function visit(query = ''): Promise<Visit> {
  const context = await browser.newContext();
  await context.addInitScript({ content: walletScript });
  await context.addInitScript((key) => window.ToyWalletKit.install(key), secretKey);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => messages.push(`request: ${request.url()}`));
  await page.goto(`${site.url}?rpc=${encodeURIComponent(node.url)}${query}`);
  return { page, messages, close: () => context.close() };
}

/** Runs a journey, adding what the page said to a failure. */
async function journey(query: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const { page, messages, close } = await visit(query);
  try {
    await steps(page);
    expect(messages.filter((line) => line.startsWith('pageerror:'))).toEqual([]);
    // Everything the page fetched is on loopback: the site and the toy node, no outside service.
    const requests = messages.filter((line) => line.startsWith('request: '));
    expect(requests.length).toBeGreaterThan(0);
    expect(
      requests.filter((line) => !/^request: (http:\/\/127\.0\.0\.1:\d+\/|data:)/.test(line)),
    ).toEqual([]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\npage said:\n${messages.join('\n')}`);
  } finally {
    await close();
  }
}

const dialog = (page: Page) => page.locator('dialog.kit-dialog');
const view = (page: Page, name: string) => dialog(page).locator(`.kit-card[data-view="${name}"]`);

/** Connect Wallet → Toy Wallet in the modal, until the page shows the account. */
async function connectThroughModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await view(page, 'Connect').waitFor();
  await dialog(page)
    .getByRole('button', { name: /Toy Wallet/ })
    .click();
  await page.getByTestId('address').getByText(address).waitFor();
}

describe('the toy namespace through the modal in Chromium', () => {
  it('connects the Toy Wallet from the modal and shows the balance the toy node holds', () =>
    journey('', async (page) => {
      await connectThroughModal(page);
      await page.getByTestId('balance').getByText(/TOY/).waitFor();
      expect(await page.getByTestId('balance').textContent()).toBe('12.500 TOY');
    }));

  it('signs a message through useSignMessage, and the signature is the wallet key’s', () =>
    journey('', async (page) => {
      await connectThroughModal(page);
      await page.getByLabel('Message').fill('Hello toy chain');
      await page.getByRole('button', { name: 'Sign message' }).click();
      const signature = await page.getByTestId('signature').textContent();
      expect(verifyToySignature(address, utf8ToBytes('Hello toy chain'), signature ?? '')).toBe(
        true,
      );
    }));

  it("shows 'User rejected the request' when the visitor declines to sign", () =>
    journey('', async (page) => {
      await connectThroughModal(page);
      await page.evaluate(() => window.toyWallet!.rejectNext('signMessage'));
      await page.getByRole('button', { name: 'Sign message' }).click();
      await page.getByTestId('sign-error').getByText('User rejected the request').waitFor();
    }));

  it('signs in through the modal with a CAIP-122 message the Toy Wallet signed', () =>
    journey('&siwx=1', async (page) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await view(page, 'Connect').waitFor();
      await dialog(page)
        .getByRole('button', { name: /Toy Wallet/ })
        .click();
      const signView = view(page, 'SIWXSignMessage');
      await signView.waitFor();
      await signView.getByRole('button', { name: 'Sign', exact: true }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await page.getByTestId('siwx').getByText('signed in on toy:devnet').waitFor();

      const message = (await page.getByTestId('siwx-message').textContent()) ?? '';
      const signature = (await page.getByTestId('siwx-signature').textContent()) ?? '';
      expect(message.split('\n').slice(0, 2)).toEqual([
        `${new URL(site.url).host} wants you to sign in with your Toy account:`,
        address,
      ]);
      expect(message).toContain('\nChain ID: devnet');
      expect(verifyToySignature(address, utf8ToBytes(message), signature)).toBe(true);
    }));

  it('sends 2.5 TOY from the modal: the ledger applies the signed transfer, Account shows the rest', () =>
    journey('', async (page) => {
      await connectThroughModal(page);
      await page.locator('[data-kit-button="account"]').click();
      await view(page, 'Account').waitFor();
      await dialog(page).getByTestId('kit-balance').getByText('12.500 TOY').waitFor();

      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
      await view(page, 'Send').waitFor();
      const sendButton = dialog(page).locator('form button[type="submit"]');
      await dialog(page).getByLabel('Amount', { exact: true }).fill('2.5');
      // The profile's address rule checks the receiver: an EVM address is no toy address.
      await dialog(page).getByLabel('To', { exact: true }).fill(EVM_ADDRESS);
      await dialog(page)
        .getByText('This is not an address on Toy Devnet. Check it and try again.', { exact: true })
        .waitFor();
      expect(await sendButton.isDisabled()).toBe(true);
      await dialog(page).getByLabel('To', { exact: true }).fill(payee);
      await sendButton.click();

      await view(page, 'Account').waitFor();
      await dialog(page).getByTestId('kit-balance').getByText('10.000 TOY').waitFor();
      expect(node.ledger.entries()).toMatchObject([
        { from: address, to: payee, amount: '2500000', nonce: 0 },
      ]);
      expect(node.ledger.balanceOf(payee)).toBe(2_500_000n);
    }));

  it('keeps the Send form, saying the visitor declined in the Toy Wallet, when the transfer is refused', () =>
    journey('', async (page) => {
      await connectThroughModal(page);
      await page.locator('[data-kit-button="account"]').click();
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
      await view(page, 'Send').waitFor();
      await dialog(page).getByLabel('Amount', { exact: true }).fill('1');
      await dialog(page).getByLabel('To', { exact: true }).fill(payee);
      await page.evaluate(() => window.toyWallet!.rejectNext('signTransfer'));
      await dialog(page).locator('form button[type="submit"]').click();

      // The form says it in the visitor's words; the toast keeps the spec's 'User rejected the request'.
      await view(page, 'Send')
        .getByText('You declined the request in Toy Wallet.', { exact: true })
        .waitFor();
      expect(node.ledger.entries()).toEqual([]);
      expect(node.ledger.balanceOf(address)).toBe(12_500_000n);
    }));
});
