// Shared set-up of the integration specs: one devnet per spec file (started in beforeAll), RPC
// clients that count their HTTP requests, and per test a fresh page with an EIP-6963 test wallet
// and a set-up adapter.
//
// The page is a JSDOM window created here rather than jest's jsdom environment: that environment
// has no fetch, which the RPC transport needs, while Node's does. Discovery itself is covered in
// jest's jsdom environment by discovery.spec.ts.
import { createHttpTransport } from '@kit/api/rpc-transports';
import { kitDevnet, kitDevnet2, withRpcUrl } from '@kit/core';
import type { AdapterEvent, KitNetwork } from '@kit/core';
import {
  announceEip6963,
  createCountingRpcClient,
  createEvmTestWallet,
  KIT_TEST_WALLET_ICON,
  startDevnet,
} from '@kit/testing';
import type { CountingRpcClient, Devnet, EvmTestWallet, EvmTestWalletOptions } from '@kit/testing';
import { JSDOM } from 'jsdom';
import { createEvmAdapter } from './evm-adapter';
import type { EvmAdapter, EvmAdapterOptions } from './evm-adapter';

/** The test wallet's EIP-6963 identity. */
export const TEST_WALLET_INFO = {
  uuid: '6f1b1f5e-3a4c-4d8e-9b2a-0c1d2e3f4a5b',
  name: 'Kit Test Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'dev.kit.testwallet',
};

/** Its connector id. */
export const TEST_WALLET_ID = 'eip155:dev.kit.testwallet';

/** A devnet with Kit networks pointing at it and one counting RPC client per chain. */
export interface EvmHarness {
  devnet: Devnet;
  /** kitDevnet (31337), and kitDevnet2 (31338) when started with a second chain. */
  networks: KitNetwork[];
  /** By caipNetworkId. */
  rpc: Map<string, CountingRpcClient>;
  stop(): Promise<void>;
}

/** Starts the devnet and the RPC clients; call in beforeAll and stop in afterAll. */
export async function startEvmHarness(
  options: { secondChain?: boolean } = {},
): Promise<EvmHarness> {
  const devnet = await startDevnet({ secondChain: options.secondChain ?? false });
  const networks = devnet.chains.map((chain, index) =>
    withRpcUrl(index === 0 ? kitDevnet : kitDevnet2, chain.rpcUrl),
  );
  const rpc = new Map<string, CountingRpcClient>();
  for (const [index, network] of networks.entries()) {
    rpc.set(
      network.caipNetworkId,
      await createCountingRpcClient(devnet.chains[index]!.rpcUrl, (url) =>
        createHttpTransport(url),
      ),
    );
  }
  return {
    devnet,
    networks,
    rpc,
    stop: async () => {
      await Promise.all([...rpc.values()].map((client) => client.close()));
      await devnet.stop();
    },
  };
}

/** A page with the test wallet announced and the adapter set up on it. */
export interface WalletPage {
  window: Window;
  wallet: EvmTestWallet;
  adapter: EvmAdapter;
  /** Every event the adapter emitted since setup. */
  events: AdapterEvent[];
  close(): Promise<void>;
}

/**
 * Opens a page whose wallet holds dev accounts 1, 2 and 3 and knows only the first chain (so
 * switching to the second goes through wallet_addEthereumChain), announces it through EIP-6963
 * and sets the adapter up with the harness's networks and RPC clients.
 */
export function openWalletPage(
  harness: EvmHarness,
  options: { wallet?: Partial<EvmTestWalletOptions>; adapter?: EvmAdapterOptions } = {},
): WalletPage {
  const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
    .window as unknown as Window;
  const wallet = createEvmTestWallet({
    privateKeys: harness.devnet.accounts.slice(1, 4).map((account) => account.privateKey),
    chains: [harness.devnet.chains[0]!],
    ...options.wallet,
  });
  const stopAnnouncing = announceEip6963(window, wallet, TEST_WALLET_INFO);
  const adapter = createEvmAdapter(options.adapter);
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  adapter.setup({
    networks: harness.networks,
    rpc: (network) => {
      const client = harness.rpc.get(network.caipNetworkId);
      if (!client) throw new Error(`no RPC client for ${network.caipNetworkId}`);
      return client;
    },
    window,
  });
  return {
    window,
    wallet,
    adapter,
    events,
    close: async () => {
      await adapter.teardown();
      stopAnnouncing();
      wallet.destroy();
      window.close();
    },
  };
}

/** Resolves with the first event the adapter emits from now on that matches `predicate`. */
export function nextEvent(
  adapter: EvmAdapter,
  predicate: (event: AdapterEvent) => boolean = () => true,
): Promise<AdapterEvent> {
  return new Promise((resolve) => {
    const unsubscribe = adapter.subscribe((event) => {
      if (!predicate(event)) return;
      unsubscribe();
      resolve(event);
    });
  });
}
