import { createBitcoinAdapter } from '@kit/adapter-bitcoin';
import { createEvmAdapter } from '@kit/adapter-evm';
import { createPolkadotAdapter } from '@kit/adapter-polkadot';
import { createSolanaAdapter } from '@kit/adapter-solana';
import { sepolia } from '@kit/core';
import {
  createCloudSiwxConfig,
  createKit,
  createLocalSiwxConfig,
  type SiwxConfig,
} from '@kit/react';
import { devnet, type PlaygroundDevnet } from './devnet';
import { readFlags } from './flags';
import {
  playgroundBitcoinNetworks,
  playgroundNetworks,
  playgroundPolkadotNetworks,
  playgroundSolanaNetwork,
  playgroundTokens,
} from './networks';

/** The flags this page was opened with. */
export const flags = readFlags(typeof window === 'undefined' ? '' : window.location.search);

/** The sign-in config the flags ask for: none, this browser's storage, or apps/cloud. */
function siwxConfig(): SiwxConfig | undefined {
  const common = {
    required: flags.siwxRequired,
    statement: 'Sign in to the Kit playground.',
  };
  if (flags.siwx === 'cloud' && devnet) {
    return createCloudSiwxConfig({ url: devnet.cloudUrl, projectId: devnet.projectId, ...common });
  }
  return flags.siwx === 'off' ? undefined : createLocalSiwxConfig(common);
}
const siwx = siwxConfig();

/** Loads the embedded wallet, whose secure site is apps/cloud (another origin than this page). */
function embeddedWalletLoader(local: PlaygroundDevnet) {
  // Its code loads in its own chunk, after the first paint.
  return () =>
    import('@kit/embedded-wallet').then(({ createEmbeddedWallet }) =>
      createEmbeddedWallet({
        secureSiteUrl: local.cloudUrl,
        projectId: local.projectId,
        ...(local.chains[0] ? { defaultChainId: local.chains[0].chainId } : {}),
      }),
    );
}

/** The local Solana chain, unless the `solana` flag is off or the start script did not run it. */
const solanaNetwork = flags.solana ? playgroundSolanaNetwork(devnet) : undefined;
const solanaToken = devnet?.solana?.token;

/** The local polkadot chain when the `polkadot` flag is on and a chopsticks chain is known. */
const polkadotNetworks = flags.polkadot
  ? playgroundPolkadotNetworks(devnet, flags.polkadotNode)
  : [];

/**
 * The playground's one Kit instance: the devnet chains with the EVM adapter, the local Solana
 * chain with the Solana adapter, bitcoin regtest when asked for, and the local cloud.
 */
export const kit = createKit({
  networks: [
    ...playgroundNetworks(devnet),
    ...(flags.sepolia ? [sepolia] : []),
    ...(solanaNetwork ? [solanaNetwork] : []),
    ...(flags.bitcoin ? playgroundBitcoinNetworks(devnet) : []),
    ...polkadotNetworks,
  ],
  adapters: [
    createEvmAdapter(),
    ...(solanaNetwork
      ? [
          createSolanaAdapter(
            solanaToken
              ? {
                  tokenInfo: {
                    [solanaToken.address]: { symbol: solanaToken.symbol, name: solanaToken.name },
                  },
                }
              : {},
          ),
        ]
      : []),
    // The bitcoin adapter loads bitcoinjs-lib only when it first sends.
    ...(flags.bitcoin ? [createBitcoinAdapter()] : []),
    // The polkadot adapter loads @polkadot/api only when it first reads the chain.
    ...(polkadotNetworks.length > 0 ? [createPolkadotAdapter()] : []),
  ],
  tokens: {
    ...playgroundTokens(devnet),
    ...(solanaNetwork && solanaToken
      ? { [solanaNetwork.caipNetworkId]: [solanaToken.address] }
      : {}),
  },
  ...(devnet && flags.cloud
    ? {
        projectId: devnet.projectId,
        cloud: {
          url: devnet.cloudUrl,
          ...(devnet.relayUrl ? { relayUrl: devnet.relayUrl } : {}),
        },
      }
    : {}),
  ...(devnet && flags.cloud ? { embeddedWallet: embeddedWalletLoader(devnet) } : {}),
  // Loaded on demand: the sign client stays out of the first bundle.
  walletConnect: {
    load: () =>
      import('@kit/walletconnect').then((module) => module.createWalletConnectConnector()),
  },
  features: flags.features,
  ...(siwx ? { siwx } : {}),
  enableReconnect: flags.reconnect,
  themeMode: flags.theme === 'dark' ? 'dark' : 'light',
  termsConditionsUrl: 'https://kit.example/terms',
  privacyPolicyUrl: 'https://kit.example/privacy',
  metadata: {
    name: 'Kit playground',
    description: 'Kit against local chains and services',
    url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
    icons: [],
  },
});

declare global {
  interface Window {
    /** Exposed for browser tests and for poking at from the console. */
    kit?: typeof kit;
  }
}
if (typeof window !== 'undefined') window.kit = kit;
