import { type RpcClient } from '@kit/core';
import { createSiwxMessage, verifySiwxMessage } from '@kit/core/siwx';
import { Wallet, toUtf8Bytes, hexlify } from 'ethers';
import { createEvmTestWallet } from '../wallets/evm-test-wallet';
import { deployContractAccount } from './contract-account';
import { createDevnetProvider, startDevnet, type Devnet } from './devnet';

// Sign-in (EIP-4361) verified against the devnet: an EOA signature made by the test wallet the
// browser journeys use, and an ERC-1271 contract account resolved on chain through an RpcClient.
describe('sign-in verification on the devnet', () => {
  let devnet: Devnet;
  let rpc: RpcClient;
  let contract: string;
  let owner: Wallet;

  beforeAll(async () => {
    devnet = await startDevnet();
    const chain = devnet.chains[0];
    const [deployer, ownerAccount] = devnet.accounts;
    if (!chain || !deployer || !ownerAccount) throw new Error('devnet without a chain or accounts');
    owner = new Wallet(ownerAccount.privateKey);
    contract = await deployContractAccount({ chain, from: deployer.address, owner: owner.address });
    const provider = createDevnetProvider(chain);
    rpc = {
      request: ({ method, params }) =>
        provider.send(method, (params ?? []) as unknown[]) as Promise<never>,
    };
  }, 30_000);

  afterAll(async () => {
    await devnet?.stop();
  });

  const message = (accountAddress: string, chainId = 31337) =>
    createSiwxMessage({
      accountAddress,
      chainId: `eip155:${chainId}`,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce: 'devnet1234',
      issuedAt: new Date().toISOString(),
    });

  it("verifies an EOA's personal_sign from the EIP-1193 test wallet", async () => {
    const account = devnet.accounts[2];
    const chain = devnet.chains[0];
    if (!account || !chain) throw new Error('devnet without accounts');
    const wallet = createEvmTestWallet({
      privateKey: account.privateKey,
      chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
      authorized: true,
    });
    const text = message(account.address);
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [hexlify(toUtf8Bytes(text)), account.address.toLowerCase()],
    })) as string;
    await expect(verifySiwxMessage({ message: text, signature, rpc })).resolves.toBe(true);
    await expect(
      verifySiwxMessage({ message: message(owner.address), signature, rpc }),
    ).resolves.toBe(false);
  });

  it('verifies a contract account through ERC-1271 on chain', async () => {
    const text = message(contract);
    const signature = await owner.signMessage(text);
    await expect(verifySiwxMessage({ message: text, signature, rpc })).resolves.toBe(true);
    // Without the chain reader only EOAs can be verified.
    await expect(verifySiwxMessage({ message: text, signature })).resolves.toBe(false);
  });

  it("refuses a contract account's message signed by someone other than its owner", async () => {
    const text = message(contract);
    const signature = await Wallet.createRandom().signMessage(text);
    await expect(verifySiwxMessage({ message: text, signature, rpc })).resolves.toBe(false);
  });

  it('refuses when the reader is of another chain than the message (EIP-4361: resolve on chain-id)', async () => {
    const text = message(contract, 1);
    const signature = await owner.signMessage(text);
    await expect(verifySiwxMessage({ message: text, signature, rpc })).resolves.toBe(false);
  });

  it('refuses an address with no contract behind it', async () => {
    const text = message('0x000000000000000000000000000000000000dEaD');
    const signature = await owner.signMessage(text);
    await expect(verifySiwxMessage({ message: text, signature, rpc })).resolves.toBe(false);
  });
});
