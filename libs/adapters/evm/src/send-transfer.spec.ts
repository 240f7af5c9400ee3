import { toChecksumAddress } from '@kit/core/address';
import type { KitNetwork, TransferRequest } from '@kit/core';
import { createDevnetProvider } from '@kit/testing';
import { Contract, parseEther, parseUnits } from 'ethers';
import type { JsonRpcProvider } from 'ethers';
import { openWalletPage, startEvmHarness, TEST_WALLET_ID } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];

let harness: EvmHarness;
let page: WalletPage;
let network: KitNetwork;
let node: JsonRpcProvider;
let from: string;
let to: string;

beforeAll(async () => {
  harness = await startEvmHarness();
  network = harness.networks[0]!;
  node = createDevnetProvider(harness.devnet.chains[0]!);
  from = toChecksumAddress(harness.devnet.accounts[1]!.address);
  // A fresh receiver, so balances before and after are easy to reason about.
  to = toChecksumAddress('0x00000000000000000000000000000000000c0fee');
}, 30_000);

afterAll(async () => {
  node?.destroy();
  await harness?.stop();
});

beforeEach(async () => {
  page = openWalletPage(harness);
  await page.adapter.connect({ connectorId: TEST_WALLET_ID });
});

afterEach(async () => {
  await page?.close();
});

function transfer(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return { connectorId: TEST_WALLET_ID, network, from, to, amount: '1', ...overrides };
}

function tokenBalance(token: string, owner: string): Promise<bigint> {
  return new Contract(token, ERC20, node).getFunction('balanceOf')(owner) as Promise<bigint>;
}

describe('sendTransfer', () => {
  it('sends native currency and the receiver holds it once the call resolves', async () => {
    const before = await node.getBalance(to);
    const amount = parseEther('1.5');

    const { hash } = await page.adapter.sendTransfer(transfer({ amount: amount.toString() }));

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await node.getBalance(to)).toBe(before + amount);
    const sent = page.wallet.requests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      { from, to, data: '0x', value: '0x14d1120d7b160000', chainId: '0x7a69' },
    ]);
    expect((await node.getTransactionReceipt(hash))?.status).toBe(1);
  });

  it('sends an ERC20 token with transfer(receiver, amount) on the token contract', async () => {
    const { usd } = harness.devnet.tokens;
    const before = await tokenBalance(usd.address, to);
    const amount = parseUnits('12.5', 6);

    await page.adapter.sendTransfer(
      transfer({ amount: amount.toString(), tokenAddress: usd.address }),
    );

    expect(await tokenBalance(usd.address, to)).toBe(before + amount);
    const sent = page.wallet.requests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      expect.objectContaining({
        from,
        to: toChecksumAddress(usd.address),
        data: expect.stringMatching(/^0xa9059cbb/),
      }),
    ]);
  });

  it('fails with INSUFFICIENT_FUNDS when the amount exceeds the balance', async () => {
    const balance = await node.getBalance(from);
    await expect(
      page.adapter.sendTransfer(transfer({ amount: (balance + 1n).toString() })),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      shortMessage: 'Insufficient funds for the amount and the network fee',
    });
  });

  it('fails with "User rejected the request" when the visitor refuses, and sends nothing', async () => {
    const nonce = await node.getTransactionCount(from);
    page.wallet.rejectNext('eth_sendTransaction');
    await expect(page.adapter.sendTransfer(transfer())).rejects.toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request',
      rpcCode: 4001,
    });
    expect(await node.getTransactionCount(from)).toBe(nonce);
  });

  it.each([
    ['nonce too low: next nonce 7, tx nonce 3', 'NONCE_ERROR'],
    ['replacement transaction underpriced', 'FEE_TOO_LOW'],
    ['intrinsic gas too low', 'GAS_ERROR'],
  ])('maps the node error %j to %s', async (message, code) => {
    page.wallet.rejectNext('eth_sendTransaction', { code: -32000, message });
    await expect(page.adapter.sendTransfer(transfer())).rejects.toMatchObject({
      code,
      rpcCode: -32000,
    });
  });

  it('refuses a malformed amount or receiver before asking the wallet', async () => {
    const count = page.wallet.requests.length;
    await expect(page.adapter.sendTransfer(transfer({ amount: '1.5' }))).rejects.toMatchObject({
      code: 'INVALID_DECIMAL',
    });
    await expect(page.adapter.sendTransfer(transfer({ to: '' }))).rejects.toMatchObject({
      code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    });
    await expect(page.adapter.sendTransfer(transfer({ to: '0xnope' }))).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    expect(page.wallet.requests).toHaveLength(count);
  });
});

describe('estimateFee', () => {
  it('is eth_estimateGas × eth_gasPrice in ETH, both in one HTTP request', async () => {
    const rpc = harness.rpc.get(network.caipNetworkId)!;
    rpc.reset();
    const fee = await page.adapter.estimateFee(transfer({ amount: parseEther('1').toString() }));

    const gasPrice = (await node.send('eth_gasPrice', [])) as string;
    expect(fee).toEqual({
      value: (21_000n * BigInt(gasPrice)).toString(),
      decimals: 18,
      symbol: 'ETH',
    });
    expect(rpc.httpRequests).toHaveLength(1);
    expect(rpc.calls().map((call) => call.method)).toEqual(['eth_estimateGas', 'eth_gasPrice']);
  });

  it('fails with ESTIMATE_GAS_FAILED when the node cannot estimate the transfer', async () => {
    const { usd } = harness.devnet.tokens;
    // More tokens than the sender holds: the transfer reverts in estimation.
    await expect(
      page.adapter.estimateFee(
        transfer({ tokenAddress: usd.address, amount: parseUnits('2000000', 6).toString() }),
      ),
    ).rejects.toMatchObject({
      code: 'ESTIMATE_GAS_FAILED',
      shortMessage: 'WagmiAdapter:estimateGas - error estimating gas',
    });
  });
});
