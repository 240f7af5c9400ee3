import { hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { toChecksumAddress } from '@kit/core/address';
import { openWalletPage, startEvmHarness, TEST_WALLET_ID } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';

let harness: EvmHarness;
let page: WalletPage;
let address: string;

beforeAll(async () => {
  harness = await startEvmHarness();
  address = toChecksumAddress(harness.devnet.accounts[1]!.address);
}, 30_000);

afterAll(async () => {
  await harness?.stop();
});

beforeEach(async () => {
  page = openWalletPage(harness);
  await page.adapter.connect({ connectorId: TEST_WALLET_ID });
});

afterEach(async () => {
  await page?.close();
});

describe('signMessage', () => {
  it('signs with personal_sign and the signature recovers to the account', async () => {
    const message = 'Sign in to dapp.example\nNonce: 8f2c ✓';
    const signature = await page.adapter.signMessage({
      connectorId: TEST_WALLET_ID,
      address,
      message,
    });

    expect(verifyMessage(message, signature)).toBe(address);
    expect(page.wallet.requests.at(-1)).toEqual({
      method: 'personal_sign',
      params: [hexlify(toUtf8Bytes(message)), address],
    });
  });

  it('signs a text that looks like hex as that text', async () => {
    const signature = await page.adapter.signMessage({
      connectorId: TEST_WALLET_ID,
      address,
      message: '0xdeadbeef',
    });
    expect(verifyMessage('0xdeadbeef', signature)).toBe(address);
  });

  it('fails with "User rejected the request", code USER_REJECTED, rpcCode 4001 when refused', async () => {
    page.wallet.rejectNext('personal_sign');
    await expect(
      page.adapter.signMessage({ connectorId: TEST_WALLET_ID, address, message: 'gm' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request',
      code: 'USER_REJECTED',
      rpcCode: 4001,
    });
  });

  it('fails with SIGN_MESSAGE_FAILED, keeping the wallet code, when the wallet errs otherwise', async () => {
    page.wallet.rejectNext('personal_sign', { code: -32603, message: 'Internal JSON-RPC error.' });
    const failure = page.adapter.signMessage({
      connectorId: TEST_WALLET_ID,
      address,
      message: 'gm',
    });
    await expect(failure).rejects.toMatchObject({
      code: 'SIGN_MESSAGE_FAILED',
      shortMessage: 'WagmiAdapter:signMessage - Sign message failed',
      rpcCode: -32603,
    });
    await expect(failure).rejects.toHaveProperty('cause.message', 'Internal JSON-RPC error.');
  });

  it('fails with SIGN_MESSAGE_FAILED and rpcCode 4100 for an account the site may not use', async () => {
    await expect(
      page.adapter.signMessage({
        connectorId: TEST_WALLET_ID,
        address: toChecksumAddress(harness.devnet.accounts[5]!.address),
        message: 'gm',
      }),
    ).rejects.toMatchObject({ code: 'SIGN_MESSAGE_FAILED', rpcCode: 4100 });
  });
});
