import {
  hashMessage,
  Interface,
  JsonRpcProvider,
  Network,
  parseUnits,
  verifyMessage,
} from 'ethers';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@kit/testing';
import { selectedEngines } from './engines/engines';
import { byCss, byRole, byTestId, type JourneyPage } from './engines/journey-page';
import { useEngine } from './engines/use-engine';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader } from './support/devnet-reader';
import { readMailedCode } from './support/mailbox';
import { readStack } from './support/stack';

// The main journeys once more, in every engine (Chromium, Firefox ESR, WebKitGTK) through one
// thin driver layer (src/engines): the injected EIP-6963 wallet (connect, sign, send), WalletConnect
// pairing from the QR code, and the e-mail login of the embedded wallet. The Chromium-only journeys
// (main-journey, walletconnect-journey, embedded-email…) go deeper; these prove the same paths work
// in the other engines. KIT_E2E_ENGINES=firefox (or webkit, chromium) runs one engine alone.

const DIALOG = 'dialog.kit-dialog';
const MESSAGE = 'Hello from the Kit playground';
const ERC1271 = new Interface([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);

/** The modal's card while `view` is current. */
function view(name: string) {
  return byCss(`.kit-card[data-view="${name}"]`, DIALOG);
}

/** Every URL the page loaded (resource timing: scripts, styles, images, fetches). */
function loadedUrls(page: JourneyPage): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .concat(location.href),
  );
}

async function openConnect(page: JourneyPage): Promise<void> {
  await page.click(byRole('button', 'Connect Wallet'));
  await page.waitFor(byCss(DIALOG));
}

describe.each(selectedEngines())('the main journeys in $name', (engine) => {
  const browser = useEngine(engine);
  const artefact = (journey: string) =>
    `cross-engine-${engine.name.toLowerCase().replace(/\W+/g, '-')}-${journey}`;

  // Without an init script (classic WebDriver) the wallet can only arrive after the page loaded.
  const injectedJourney = `connects the injected EIP-6963 wallet, signs a message and sends 1.5 KUSD from the modal, loading nothing outside 127.0.0.1${
    engine.initScriptBeforeLoad
      ? ''
      : ` (${engine.name}: classic WebDriver has no init script, so the wallet announces itself after the page loaded)`
  }`;
  it(injectedJourney, async () => {
    const stack = readStack();
    const [devnet1] = stack.devnet.chains;
    const { usd } = stack.devnet.tokens;
    const sender = stack.devnet.accounts[1]!;
    const receiver = stack.devnet.accounts[5]!;
    const chain = devnetReader(devnet1!.rpcUrl, devnet1!.chainId);
    const { page, screenshot } = await browser.open(stack, [1]);
    try {
      // Connect -> Kit Test Wallet (announced through EIP-6963): the page's hooks show the account.
      await openConnect(page);
      await page.click(byRole('button', /Kit Test Wallet/, DIALOG));
      await page.waitForText(byTestId('connection'), sender.address);
      await page.waitForText(byTestId('status'), 'connected');
      await page.waitForHidden(byCss(DIALOG));

      // personal_sign through the wallet: a signature by the connected account.
      await page.click(byRole('button', 'Sign message'));
      const signature = await page.waitForText(byTestId('sign-result'), /^0x[0-9a-f]{130}$/);
      expect(verifyMessage(MESSAGE, signature)).toBe(sender.address);

      // Account -> Send: amount, receiver, token, submit; back on Account once mined.
      const before = await chain.tokenUnits(usd, receiver.address);
      await page.click(byCss('[data-kit-button="account"]'));
      await page.waitFor(view('Account'));
      await page.click(byRole('button', 'Send', DIALOG));
      await page.waitFor(view('Send'));
      await page.fill(byRole('textbox', 'Amount', DIALOG), '1.5');
      await page.fill(byRole('textbox', 'To', DIALOG), receiver.address);
      await page.select(byRole('combobox', 'Token', DIALOG), /^KUSD/);
      await page.waitForHidden(byCss('[role="status"]', `${DIALOG} form`));
      await page.click(byCss('form button[type="submit"]', DIALOG));
      await page.waitFor(view('Account'));
      const deadline = Date.now() + 15_000;
      while ((await chain.tokenUnits(usd, receiver.address)) === before) {
        if (Date.now() > deadline) throw new Error('the send never reached the devnet');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await chain.tokenUnits(usd, receiver.address)).toBe(
        before + parseUnits('1.5', usd.decimals),
      );
      expect(nonLoopbackRequests(await loadedUrls(page))).toEqual([]);
    } catch (error) {
      await screenshot(artefact('injected-wallet')).catch(() => undefined);
      throw error;
    } finally {
      chain.destroy();
    }
  });

  describe('WalletConnect', () => {
    let wallet: WalletConnectTestWallet | undefined;
    afterEach(async () => {
      await wallet?.close();
      wallet = undefined;
    });

    it('pairs a wallet from the QR code, signs a message through the session and ends on the wallet disconnect', async () => {
      const stack = readStack();
      const [devnet1] = stack.devnet.chains;
      const account = stack.devnet.accounts[2]!;
      const { page, screenshot } = await browser.open(stack, [1]);
      try {
        // Connect -> WalletConnect: the QR code carries the pairing URI a wallet (Node) pairs from.
        await openConnect(page);
        await page.click(byRole('button', /WalletConnect/, DIALOG));
        const qr = byCss('[data-testid="kit-wc-qr"]', DIALOG);
        await page.waitFor(qr);
        const uri = (await page.attribute(qr, 'data-uri')) ?? '';
        expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
        wallet = await createWalletConnectTestWallet({
          relayUrl: stack.relayUrl,
          privateKey: account.privateKey,
          chains: [{ chainId: devnet1!.chainId, rpcUrl: devnet1!.rpcUrl }],
        });
        await wallet.pair(uri);
        await page.waitForText(byTestId('connection'), account.address);
        await page.waitForHidden(byCss(DIALOG));

        // The playground's Sign message goes through the session to the wallet.
        await page.click(byRole('button', 'Sign message'));
        const signature = await page.waitForText(byTestId('sign-result'), /^0x[0-9a-f]{130}$/);
        expect(verifyMessage(MESSAGE, signature)).toBe(account.address);
        expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign']);

        await wallet.disconnect();
        await page.waitForText(byTestId('status'), 'disconnected');
        expect(nonLoopbackRequests(await loadedUrls(page))).toEqual([]);
      } catch (error) {
        await screenshot(artefact('walletconnect')).catch(() => undefined);
        throw error;
      }
    });
  });

  // Kit's secure site offers Approve in the modal's frame only where it can check that nothing
  // covers the frame (IntersectionObserver v2, Chromium only); elsewhere the frame opens the
  // secure site's own approval window (a popup nobody can frame) and the answer comes from there.
  const emailJourney = engine.visibilityChecks
    ? 'logs in with the code from the local mailbox and signs a message approved in the secure frame'
    : `logs in with the code from the local mailbox and signs a message approved in the secure site's own window (${engine.name}: no IntersectionObserver v2, so the frame opens a popup for the answer)`;
  it(emailJourney, async () => {
    const stack = readStack();
    const [devnet1] = stack.devnet.chains;
    const rpc = new JsonRpcProvider(devnet1!.rpcUrl, undefined, {
      staticNetwork: Network.from(devnet1!.chainId),
    });
    const email = `visitor-${engine.name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
    const { page, screenshot } = await browser.open(stack, [1]);
    try {
      // Connect -> e-mail -> the mailed code -> connected on the embedded (smart) account.
      await openConnect(page);
      await page.fill(byRole('textbox', 'Email', DIALOG), email);
      await page.click(byRole('button', 'Continue with email', DIALOG));
      await page.waitFor(view('EmailVerifyOtp'));
      await page.fill(
        byRole('textbox', 'Code', DIALOG),
        await readMailedCode(stack.cloudUrl, email),
      );
      await page.click(byRole('button', 'Verify', DIALOG));
      await page.waitForText(byTestId('status'), 'connected', 30_000);
      const address = await page.waitForText(byTestId('connection'), /^0x[0-9a-fA-F]{40}$/);
      await page.waitForHidden(byCss(DIALOG));
      // The account is the smart account the secure site deployed on the devnet.
      expect(await rpc.getCode(address)).not.toBe('0x');

      // Sign: the modal frames the secure site's page (another origin) with the request.
      await page.click(byRole('button', 'Sign message'));
      await page.waitFor(view('ApproveTransaction'));
      const approval = await page.frame(byCss('iframe.kit-approve-frame', DIALOG));
      await approval.waitForText(byCss('pre'), MESSAGE);
      if (engine.visibilityChecks) {
        await approval.click(byRole('button', 'Approve'));
      } else {
        // The engine really lacks the check the secure site asks for: no Approve in the frame,
        // which opens the secure site's own window on the visitor's click instead.
        expect(
          await approval.evaluate(
            () =>
              typeof IntersectionObserverEntry !== 'undefined' &&
              'isVisible' in IntersectionObserverEntry.prototype,
          ),
        ).toBe(false);
        expect(await approval.text(byRole('button', 'Approve'))).toBeNull();
        await approval.click(byRole('button', 'Review in a new window'));
        const popup = await page.popup('/secure/approve/popup');
        await popup.waitForText(byCss('pre'), MESSAGE);
        await popup.click(byRole('button', 'Approve'));
      }
      const signature = await page.waitForText(byTestId('sign-result'), /^0x[0-9a-f]{130}$/);
      const check = await rpc.call({
        to: address,
        data: ERC1271.encodeFunctionData('isValidSignature', [hashMessage(MESSAGE), signature]),
      });
      expect(check.slice(0, 10)).toBe('0x1626ba7e');
      expect(nonLoopbackRequests(await loadedUrls(page))).toEqual([]);
    } catch (error) {
      await screenshot(artefact('email')).catch(() => undefined);
      throw error;
    } finally {
      rpc.destroy();
    }
  });
});
