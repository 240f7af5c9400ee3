// Issue 11's scale check for balances: a wallet holding 20 ERC20 tokens still costs one RPC round
// trip. Real anvil, real adapter, real transport; the count is taken at a loopback proxy.
import { createHttpTransport } from '@kit/api/rpc-transports';
import { JSDOM } from 'jsdom';
import { ContractFactory, Wallet } from 'ethers';
import { createEvmAdapter } from '@kit/adapter-evm';
import { selectActiveTokenBalances } from '@kit/balances/active-balances';
import { createMemoryBackend, kitDevnet, withRpcUrl, type KitLogger } from '@kit/core';
import {
  announceEip6963,
  createCountingRpcClient,
  createDevnetProvider,
  createEvmTestWallet,
  KIT_TEST_TOKEN_ARTIFACT,
  KIT_TEST_WALLET_ICON,
  startDevnet,
  waitForState,
  type CountingRpcClient,
  type Devnet,
} from '@kit/testing';
import { createKit, type Kit } from './create-kit';
import { refreshBalances } from './refresh-balances.spec-helper';

const TOKEN_COUNT = 20;
const CONNECTOR_ID = 'eip155:dev.kit.testwallet';
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: Devnet;
let rpc: CountingRpcClient;
/** The devnet's two tokens plus 18 more, each holding a distinct amount for account 1. */
let tokens: { address: string; symbol: string; amount: string }[];

beforeAll(async () => {
  devnet = await startDevnet();
  const chain = devnet.chains[0]!;
  rpc = await createCountingRpcClient(chain.rpcUrl, (url) => createHttpTransport(url));
  const provider = createDevnetProvider(chain);
  try {
    const deployer = new Wallet(devnet.accounts[0]!.privateKey, provider);
    const factory = new ContractFactory(
      KIT_TEST_TOKEN_ARTIFACT.abi,
      KIT_TEST_TOKEN_ARTIFACT.bytecode,
      deployer,
    );
    const holder = devnet.accounts[1]!.address;
    let nonce = await provider.getTransactionCount(deployer.address);
    const extra = [];
    for (let index = 0; index < TOKEN_COUNT - 2; index += 1) {
      const symbol = `SC${index}`;
      const amount = BigInt(index + 1) * 10n ** 18n;
      const contract = await factory.deploy(`Scale ${index}`, symbol, 18, [holder], amount, {
        nonce: nonce++,
      });
      await contract.waitForDeployment();
      extra.push({ address: await contract.getAddress(), symbol, amount: String(index + 1) });
    }
    tokens = [
      { address: devnet.tokens.usd.address, symbol: 'KUSD', amount: '' },
      { address: devnet.tokens.kit.address, symbol: 'KIT', amount: '' },
      ...extra,
    ];
  } finally {
    provider.destroy();
  }
}, 120_000);

afterAll(async () => {
  await rpc?.close();
  await devnet?.stop();
});

function openKit(): { kit: Kit; close(): Promise<void> } {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const wallet = createEvmTestWallet({
    privateKeys: [devnet.accounts[1]!.privateKey],
    chains: [devnet.chains[0]!],
  });
  const stopAnnouncing = announceEip6963(window, wallet, {
    uuid: '5d1c0a7e-3b2f-4e6d-8c9a-1f2e3d4c5b6a',
    name: 'Kit Test Wallet',
    icon: KIT_TEST_WALLET_ICON,
    rdns: 'dev.kit.testwallet',
  });
  const network = withRpcUrl(kitDevnet, devnet.chains[0]!.rpcUrl);
  const kit = createKit({
    networks: [network],
    adapters: [createEvmAdapter()],
    tokens: { [network.caipNetworkId]: tokens.map((token) => token.address) },
    storage: createMemoryBackend(),
    window,
    logger: silentLogger,
    rpcClientFactory: () => rpc,
  });
  return {
    kit,
    close: async () => {
      await kit.destroy();
      stopAnnouncing();
      window.close();
    },
  };
}

describe('balances of a wallet holding 20 ERC20 tokens', () => {
  it('reads the native balance and all 20 tokens in one RPC round trip', async () => {
    const page = openKit();
    try {
      await waitForState(page.kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));
      await page.kit.connect({ connectorId: CONNECTOR_ID });
      await waitForState(
        page.kit,
        (state) => selectActiveTokenBalances(state).length === TOKEN_COUNT,
      );

      rpc.reset();
      await refreshBalances(page.kit);
      const calls = rpc.calls().map((call) => call.method);
      console.log(
        `20 ERC20 balances: ${rpc.httpRequests.length} HTTP request(s) carrying ` +
          `${calls.length} JSON-RPC calls (${calls.join(', ')})`,
      );
      // Multicall3 chunks hold up to 1024 bytes of the calls' own call data (spec §9): 20
      // balanceOf calls of 36 bytes fit in one aggregate3, sent with eth_getBalance in one batch.
      expect(rpc.httpRequests).toHaveLength(1);
      expect([...calls].sort()).toEqual(['eth_call', 'eth_getBalance']);

      const shown = selectActiveTokenBalances(page.kit.getState());
      for (const token of tokens.slice(2)) {
        const balance = shown.find((entry) => entry.symbol === token.symbol);
        expect(balance?.balance).toBe(token.amount);
      }
    } finally {
      await page.close();
    }
  });
});
