import { verifyMessage } from 'ethers';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@kit/testing';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader, floor3 } from './support/devnet-reader';
import { modal, openConnect, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// WalletConnect end to end: the playground offers a QR code, a sign-client wallet (Node, this
// test) pairs from the URI read off the page through apps/cloud's relay, and the visitor's
// account, signatures and ERC20 send go through that wallet. Account 7 is this journey's alone.
describe('the WalletConnect journey', () => {
  const browser = useBrowser();
  let wallet: WalletConnectTestWallet | undefined;

  afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  it('pairs from the QR code, shows the account and balance, signs, sends KUSD, survives a reload and ends on the wallet disconnect; nothing leaves 127.0.0.1', async () => {
    const stack = readStack();
    const [devnet1] = stack.devnet.chains;
    // Account 2: no other journey sends from it or reads its history (activity reads account 7's).
    const account = stack.devnet.accounts[2]!;
    const receiver = stack.devnet.accounts[5]!;
    const chain = devnetReader(devnet1!.rpcUrl, devnet1!.chainId);
    const playground = await browser.open(stack, { accounts: [1] });
    const { page } = playground;
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const { dialog, view } = modal(page);

    // Connect → WalletConnect: the QR code carries the pairing URI.
    await openConnect(page);
    await dialog.getByRole('button', { name: /WalletConnect/ }).click();
    const qr = dialog.getByTestId('kit-wc-qr');
    await qr.waitFor();
    const uri = (await qr.getAttribute('data-uri')) ?? '';
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: account.privateKey,
      chains: [{ chainId: devnet1!.chainId, rpcUrl: devnet1!.rpcUrl }],
    });
    await wallet.pair(uri);

    // The session connects eip155: the modal closes and the page's hooks show the address.
    await page.getByTestId('connection').getByText(account.address, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('[data-kit-button="account"]').click();
    await view('Account').waitFor();
    await waitForText(
      dialog.getByTestId('kit-balance'),
      `${floor3(await chain.native(account.address))} ETH`,
    );
    await page.keyboard.press('Escape');

    // personal_sign through the wallet session.
    const signature = await page.evaluate(async (address) => {
      const kit = (
        window as unknown as {
          kit: {
            registry: {
              getAdapter(ns: string): {
                signMessage(p: {
                  connectorId: string;
                  address: string;
                  message: string;
                }): Promise<string>;
              };
            };
          };
        }
      ).kit;
      return kit.registry
        .getAdapter('eip155')
        .signMessage({ connectorId: 'eip155:walletConnect', address, message: 'Hello from Kit' });
    }, account.address);
    expect(verifyMessage('Hello from Kit', signature)).toBe(account.address);

    // An ERC20 send: eth_sendTransaction answered by the wallet, mined on the devnet.
    const { usd } = stack.devnet.tokens;
    const before = await chain.tokenUnits(usd, receiver.address);
    await page.evaluate(
      async ({ from, to, token }) => {
        const kit = (
          window as unknown as {
            kit: {
              networks: unknown[];
              registry: {
                getAdapter(ns: string): {
                  sendTransfer(p: object): Promise<{ hash: string }>;
                };
              };
            };
          }
        ).kit;
        await kit.registry.getAdapter('eip155').sendTransfer({
          connectorId: 'eip155:walletConnect',
          network: kit.networks[0],
          from,
          to,
          amount: '1500000',
          tokenAddress: token,
        });
      },
      { from: account.address, to: receiver.address, token: usd.address },
    );
    expect((await chain.tokenUnits(usd, receiver.address)) - before).toBe(1_500_000n);
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'personal_sign',
      'eth_sendTransaction',
    ]);

    // A reload restores the session from storage: connected again without a new pairing.
    await page.reload();
    await page.getByTestId('connection').getByText(account.address, { exact: true }).waitFor();
    await waitForText(page.getByTestId('status'), 'connected');
    expect(wallet.proposals).toHaveLength(1);

    // The wallet ends the session: the page is disconnected.
    await wallet.disconnect();
    await waitForText(page.getByTestId('status'), 'disconnected');

    expect(sockets.length).toBeGreaterThan(0);
    expect(nonLoopbackRequests([...playground.requests, ...sockets])).toEqual([]);
  });

  it("shows 'Connection rejected' when the wallet refuses, and Try again offers a new QR code", async () => {
    const stack = readStack();
    const [devnet1] = stack.devnet.chains;
    const playground = await browser.open(stack, { accounts: [1] });
    const { page } = playground;
    const { dialog } = modal(page);
    await openConnect(page);
    await dialog.getByRole('button', { name: /WalletConnect/ }).click();
    const qr = dialog.getByTestId('kit-wc-qr');
    await qr.waitFor();
    const first = (await qr.getAttribute('data-uri')) ?? '';

    wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: stack.devnet.accounts[2]!.privateKey,
      chains: [{ chainId: devnet1!.chainId, rpcUrl: devnet1!.rpcUrl }],
      behaviour: { rejectSessions: true },
    });
    await wallet.pair(first);
    await waitForText(dialog.getByRole('alert'), /Connection rejected/);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await qr.waitFor();
    expect(await qr.getAttribute('data-uri')).not.toBe(first);
    expect(nonLoopbackRequests(playground.requests)).toEqual([]);
  });
});
