import { CONSTANTS } from '@kit/core';
import { createKit } from '@kit/store';
import { devnet } from './devnet';
import { playgroundNetworks } from './networks';

/** The playground's one Kit instance. */
export const kit = createKit({
  networks: playgroundNetworks(devnet),
  metadata: {
    name: 'Kit playground',
    description: 'Kit against local chains and services',
    url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
    icons: [],
  },
  features: { analytics: false },
});

/** Exposed for browser tests and for poking at from the console. */
declare global {
  interface Window {
    kit?: typeof kit;
    kitConstants?: typeof CONSTANTS;
  }
}
if (typeof window !== 'undefined') {
  window.kit = kit;
  window.kitConstants = CONSTANTS;
}
