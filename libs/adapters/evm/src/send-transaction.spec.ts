import { toChecksumAddress } from '@kit/core/address';
import type { KitNetwork, TransactionRequest } from '@kit/core';
import { createDevnetProvider } from '@kit/testing';
import { Contract, Interface, MaxUint256, parseEther } from 'ethers';
import type { JsonRpcProvider } from 'ethers';
import { openWalletPage, startEvmHarness, TEST_WALLET_ID } from './evm-harness.spec-helper';
import type { EvmHarness, WalletPage } from './evm-harness.spec-helper';

const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
]);
// A fresh spender, so its allowance starts at zero.
const SPENDER = toChecksumAddress('0x00000000000000000000000000000000005ca1ab');

let harness: EvmHarness;
let page: WalletPage;
let network: KitNetwork;
let node: JsonRpcProvider;
let from: string;

beforeAll(async () => {
  harness = await startEvmHarness();
  network = harness.networks[0]!;
  node = createDevnetProvider(harness.devnet.chains[0]!);
  from = toChecksumAddress(harness.devnet.accounts[1]!.address);
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

function approval(overrides: Partial<TransactionRequest> = {}): TransactionRequest {
  return {
    connectorId: TEST_WALLET_ID,
    network,
    from,
    to: harness.devnet.tokens.usd.address,
    data: ERC20.encodeFunctionData('approve', [SPENDER, MaxUint256]),
    value: '0',
    ...overrides,
  };
}

function allowance(): Promise<bigint> {
  const token = new Contract(harness.devnet.tokens.usd.address, ERC20, node);
  return token.getFunction('allowance')(from, SPENDER) as Promise<bigint>;
}

describe('sendTransaction', () => {
  it('sends built calldata with its gas and gas price, and the call took effect once it resolves', async () => {
    const gasPrice = BigInt((await node.send('eth_gasPrice', [])) as string) * 2n;

    const { hash } = await page.adapter.sendTransaction(
      approval({ gas: '120000', gasPrice: gasPrice.toString() }),
    );

    expect(await allowance()).toBe(MaxUint256);
    const receipt = await node.getTransactionReceipt(hash);
    expect(receipt?.status).toBe(1);
    const sent = page.wallet.requests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      {
        from,
        to: toChecksumAddress(harness.devnet.tokens.usd.address),
        data: approval().data,
        gas: '0x1d4c0',
        gasPrice: `0x${gasPrice.toString(16)}`,
        chainId: '0x7a69',
      },
    ]);
  });

  it('sends a native value with the calldata', async () => {
    const to = toChecksumAddress('0x0000000000000000000000000000000000000b0b');
    const before = await node.getBalance(to);
    await page.adapter.sendTransaction(
      approval({ to, data: '0x', value: parseEther('0.5').toString() }),
    );
    expect((await node.getBalance(to)) - before).toBe(parseEther('0.5'));
  });

  it('fails with "User rejected the request" when the visitor refuses, and sends nothing', async () => {
    const nonce = await node.getTransactionCount(from);
    page.wallet.rejectNext('eth_sendTransaction');
    await expect(page.adapter.sendTransaction(approval())).rejects.toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request',
    });
    expect(await node.getTransactionCount(from)).toBe(nonce);
  });

  it('refuses malformed calldata or quantities before asking the wallet', async () => {
    const count = page.wallet.requests.length;
    await expect(page.adapter.sendTransaction(approval({ data: '0xzz' }))).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
    });
    await expect(page.adapter.sendTransaction(approval({ value: '-1' }))).rejects.toMatchObject({
      code: 'INVALID_DECIMAL',
    });
    await expect(page.adapter.sendTransaction(approval({ gas: '1e6' }))).rejects.toMatchObject({
      code: 'INVALID_DECIMAL',
    });
    expect(page.wallet.requests).toHaveLength(count);
  });
});
