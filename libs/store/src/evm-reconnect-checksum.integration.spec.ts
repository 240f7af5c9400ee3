// Issue 22: the EIP-55 code (keccak) is not in the first load. A page that reconnects a stored
// EVM connection on load has not loaded it yet; the reconnect still shows the EIP-55 address.
// The second page is built from fresh modules (jest.resetModules), as a new page load is: the
// test wallet answers in lower case, as MetaMask does, and anvil is real.
import { createHttpTransport } from '@kit/api/rpc-transports';
import { JSDOM } from 'jsdom';
import type * as AdapterEvm from '@kit/adapter-evm';
import type * as Connection from '@kit/connection';
import type * as Core from '@kit/core';
import {
  announceEip6963,
  createCountingRpcClient,
  createEvmTestWallet,
  type CountingRpcClient,
  KIT_TEST_WALLET_ICON,
  startDevnet,
  type Devnet,
  type EvmTestWallet,
  waitForState,
} from '@kit/testing';
import type * as CreateKit from './create-kit';

const WALLET_INFO = {
  uuid: '0b6bd7a4-2f7e-4f3b-9d1f-5a1c2b3d4e5f',
  name: 'Kit Test Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'dev.kit.testwallet',
};
const WALLET_CONNECTOR_ID = 'eip155:dev.kit.testwallet';
const EVM_ADDRESS = '../../core/src/address/evm-address';

let devnet: Devnet;
let rpc: CountingRpcClient;

beforeAll(async () => {
  devnet = await startDevnet();
  rpc = await createCountingRpcClient(devnet.chains[0]!.rpcUrl, (url) => createHttpTransport(url));
});

afterAll(async () => {
  await rpc.close();
  await devnet.stop();
});

/** This page load's modules: each call after jest.resetModules() is a new page's. */
function pageModules() {
  return {
    core: jest.requireActual<typeof Core>('@kit/core'),
    connection: jest.requireActual<typeof Connection>('@kit/connection'),
    createKit: jest.requireActual<typeof CreateKit>('./create-kit').createKit,
    createEvmAdapter: jest.requireActual<typeof AdapterEvm>('@kit/adapter-evm').createEvmAdapter,
  };
}

/** A page with the test wallet announced and the dApp's Kit on it, from `modules`. */
function openPage(
  modules: ReturnType<typeof pageModules>,
  storage: Core.StorageBackend,
  wallet: EvmTestWallet,
) {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const stopAnnouncing = announceEip6963(window, wallet, WALLET_INFO);
  const kit = modules.createKit({
    networks: [modules.core.withRpcUrl(modules.core.kitDevnet, devnet.chains[0]!.rpcUrl)],
    adapters: [modules.createEvmAdapter()],
    storage,
    window,
    logger: { warn: () => undefined, error: () => undefined },
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

it('reconnects a stored EVM connection on load, before the EIP-55 code has loaded, with the checksummed address', async () => {
  const first = pageModules();
  const storage = first.core.createMemoryBackend();
  const wallet = createEvmTestWallet({
    privateKeys: [devnet.accounts[1]!.privateKey],
    chains: [devnet.chains[0]!],
  });
  const page = openPage(first, storage, wallet);
  await waitForState(page.kit, (state) =>
    Boolean(state.connection.connectors[WALLET_CONNECTOR_ID]),
  );
  await page.kit.connect({ connectorId: WALLET_CONNECTOR_ID });
  await page.close();

  jest.resetModules();
  // In the page's bundle neither @kit/core/address nor the sign-in codec has loaded by now
  // (tools/bench first-load-lazy.spec.ts); jest evaluates every module the store's index reaches,
  // and those two hand the EIP-55 code to EVM_PROFILE's rule as they load. Not here.
  jest.doMock(EVM_ADDRESS, () => ({
    ...jest.requireActual<object>(EVM_ADDRESS),
    installEvmChecksum: () => undefined,
  }));
  const next = pageModules();
  expect(next.core.loadedEvmChecksum()).toBeUndefined();
  const reloaded = openPage(next, storage, wallet);
  try {
    await waitForState(
      reloaded.kit,
      (state) => next.connection.selectConnectionStatus(state, 'eip155') === 'connected',
    );
    const address = next.connection.selectActiveConnection(reloaded.kit.getState())?.accounts[0]
      ?.address;
    expect(address).toBe(devnet.accounts[1]!.address);
    expect(address).not.toBe(address?.toLowerCase());
    expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(1);
    expect(next.core.loadedEvmChecksum()).toBeDefined();
  } finally {
    await reloaded.close();
    jest.dontMock(EVM_ADDRESS);
  }
});
