import { createBitcoinAdapter } from '@kit/adapter-bitcoin';
import { createEvmAdapter } from '@kit/adapter-evm';
import {
  createCloudSiwxConfig,
  createKit,
  createLocalSiwxConfig,
  type SiwxConfig,
} from '@kit/react';
import { devnet } from './devnet';
import { readFlags } from './flags';
import { playgroundBitcoinNetworks, playgroundNetworks, playgroundTokens } from './networks';

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

/** The playground's one Kit instance: the devnet chains, the EVM adapter and the local cloud. */
export const kit = createKit({
  networks: [
    ...playgroundNetworks(devnet),
    ...(flags.bitcoin ? playgroundBitcoinNetworks(devnet) : []),
  ],
  // The bitcoin adapter loads bitcoinjs-lib only when it first sends.
  adapters: [createEvmAdapter(), ...(flags.bitcoin ? [createBitcoinAdapter()] : [])],
  tokens: playgroundTokens(devnet),
  ...(devnet && flags.cloud
    ? { projectId: devnet.projectId, cloud: { url: devnet.cloudUrl } }
    : {}),
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
