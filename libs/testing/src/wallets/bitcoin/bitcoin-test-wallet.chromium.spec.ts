// The Bitcoin test wallet's browser bundle in Debian's Chromium: it announces itself, shares its
// accounts, signs BIP-322 messages exactly as in Node, signs a PSBT (P2WPKH and P2TR inputs) that
// the regtest ledger accepts, and refuses with 4001 on request.
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { hexToBytes } from '@noble/hashes/utils';
import { Psbt } from 'bitcoinjs-lib';
import { REGTEST } from '../../devnet/bitcoin/regtest-ecc';
import { toOutputScript } from '../../devnet/bitcoin/regtest-ledger';
import { startRegtestLedger } from '../../devnet/bitcoin/start-regtest-ledger';
import type { RegtestLedgerHandle } from '../../devnet/bitcoin/start-regtest-ledger';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../browser/chromium';
import { createBitcoinTestWallet } from './bitcoin-test-wallet';

const libRoot = path.resolve(__dirname, '../../..');

declare global {
  interface Window {
    KitBitcoinTestWallet: {
      createBitcoinTestWallet: typeof createBitcoinTestWallet;
      announceBitcoinWallet: (window: Window, wallet: object, info: object) => () => void;
      BITCOIN_TEST_WALLET_INFO: { name: string; icon: string; rdns: string };
    };
    wallet: ReturnType<typeof createBitcoinTestWallet>;
    announced: Array<{ name: string; rdns: string }>;
  }
}

describe('Bitcoin test wallet in Chromium', () => {
  let ledger: RegtestLedgerHandle;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ledger = await startRegtestLedger({ accounts: 2 });
    // The bundle scripts/build-browser-wallet.mjs writes, built in memory here.
    const bundle = await build({
      entryPoints: [path.join(libRoot, 'src/wallets/bitcoin/bitcoin-test-wallet.browser.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: ['es2022'],
      tsconfig: path.resolve(libRoot, '../../tsconfig.base.json'),
      write: false,
      logLevel: 'silent',
    });
    ensureChromium();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    page = await browser.newPage();
    await page.setContent('<!doctype html><title>bitcoin wallet</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
    await page.evaluate((privateKey) => {
      const api = window.KitBitcoinTestWallet;
      window.wallet = api.createBitcoinTestWallet({ privateKey });
      window.announced = [];
      window.addEventListener('bitcoin:announceProvider', (event) => {
        const { info } = (event as CustomEvent<{ info: { name: string; rdns: string } }>).detail;
        window.announced.push({ name: info.name, rdns: info.rdns });
      });
      api.announceBitcoinWallet(window, window.wallet, {
        ...api.BITCOIN_TEST_WALLET_INFO,
        uuid: 'chromium-test', // about:blank is no secure context, so no crypto.randomUUID()
      });
      window.dispatchEvent(new Event('bitcoin:requestProvider'));
    }, ledger.accounts[0]?.privateKey as string);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await ledger?.stop();
  });

  it('announces itself and answers requests to announce', async () => {
    expect(await page.evaluate(() => window.announced)).toEqual([
      { name: 'Kit Bitcoin Test Wallet', rdns: 'dev.kit.bitcointestwallet' },
      { name: 'Kit Bitcoin Test Wallet', rdns: 'dev.kit.bitcointestwallet' },
    ]);
  });

  it('shares payment and ordinals accounts and signs BIP-322 messages as it does in Node', async () => {
    const account = ledger.accounts[0];
    const accounts = await page.evaluate(() =>
      window.wallet.requestAccounts({ purposes: ['payment', 'ordinals'] }),
    );
    expect(accounts.map((entry) => [entry.purpose, entry.address])).toEqual([
      ['payment', account?.paymentAddress],
      ['ordinals', account?.ordinalsAddress],
    ]);
    const inBrowser = await page.evaluate(
      (address) => window.wallet.signMessage({ address, message: 'hello', protocol: 'bip322' }),
      account?.paymentAddress as string,
    );
    // ECDSA signatures are deterministic (RFC 6979): the same key and message give the same bytes.
    const inNode = createBitcoinTestWallet({
      privateKey: account?.privateKey as string,
      authorized: true,
    });
    expect(inBrowser).toEqual(
      await inNode.signMessage({
        address: account?.paymentAddress as string,
        message: 'hello',
        protocol: 'bip322',
      }),
    );
  });

  it('signs a PSBT spending P2WPKH and P2TR outputs that the regtest ledger accepts', async () => {
    const [from, to] = ledger.accounts;
    if (!from || !to) throw new Error('two accounts expected');
    const [payment] = ledger.ledger.utxos(from.paymentAddress);
    const [ordinals] = ledger.ledger.utxos(from.ordinalsAddress);
    if (!payment || !ordinals) throw new Error('funded at start');
    const psbt = new Psbt({ network: REGTEST });
    psbt.addInput({
      hash: payment.txid,
      index: payment.vout,
      witnessUtxo: { script: toOutputScript(from.paymentAddress), value: BigInt(payment.value) },
    });
    psbt.addInput({
      hash: ordinals.txid,
      index: ordinals.vout,
      witnessUtxo: { script: toOutputScript(from.ordinalsAddress), value: BigInt(ordinals.value) },
      tapInternalKey: hexToBytes(from.ordinalsPublicKey),
    });
    psbt.addOutput({
      script: toOutputScript(to.paymentAddress),
      value: BigInt(payment.value + ordinals.value) - 1_000n,
    });

    const signed = await page.evaluate(
      (params) => window.wallet.signPsbt({ ...params, broadcast: false }),
      {
        psbt: psbt.toBase64(),
        signInputs: { [from.paymentAddress]: [0], [from.ordinalsAddress]: [1] },
      },
    );
    const tx = Psbt.fromBase64(signed.psbt, { network: REGTEST })
      .finalizeAllInputs()
      .extractTransaction();
    const response = await fetch(`${ledger.url}/tx`, { method: 'POST', body: tx.toHex() });
    expect({ status: response.status, text: await response.text() }).toEqual({
      status: 200,
      text: tx.getId(),
    });
  });

  it("refuses the next prompt with 4001 'User rejected the request.' when told to", async () => {
    const error = await page.evaluate(async (address) => {
      window.wallet.rejectNext('signMessage');
      try {
        await window.wallet.signMessage({ address, message: 'no', protocol: 'bip322' });
        return undefined;
      } catch (caught) {
        const { code, message } = caught as { code: number; message: string };
        return { code, message };
      }
    }, ledger.accounts[0]?.paymentAddress as string);
    expect(error).toEqual({ code: 4001, message: 'User rejected the request.' });
  });
});
