import { createEvmAdapter } from '@kit/adapter-evm';
import { createKit } from '@kit/react';
import { devnet } from './devnet';
import { readFlags } from './flags';
import { playgroundNetworks, playgroundTokens } from './networks';

/** The flags this page was opened with. */
export const flags = readFlags(typeof window === 'undefined' ? '' : window.location.search);

/** The playground's one Kit instance: the devnet chains, the EVM adapter and the local cloud. */
export const kit = createKit({
  networks: playgroundNetworks(devnet),
  adapters: [createEvmAdapter()],
  tokens: playgroundTokens(devnet),
  ...(devnet && flags.cloud
    ? {
        projectId: devnet.projectId,
        cloud: {
          url: devnet.cloudUrl,
          ...(devnet.relayUrl ? { relayUrl: devnet.relayUrl } : {}),
        },
      }
    : {}),
  // Loaded on demand: the sign client stays out of the first bundle.
  walletConnect: {
    load: () =>
      import('@kit/walletconnect').then((module) => module.createWalletConnectConnector()),
  },
  features: flags.features,
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
