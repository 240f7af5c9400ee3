import type {
  ChainNamespace,
  PairingConnector,
  PairingOffer,
  PairingSetupContext,
} from '@kit/core';
import type { DeferredProvider } from './deferred-provider';

/**
 * How the sagas reach the WalletConnect connector, outside Redux (saga context `pairing`): the
 * connector is loaded and set up once, on first use; each hosted namespace has a stand-in
 * provider its adapter lists from the start.
 */
export interface PairingHost {
  /** The connector, loading its code and starting its relay client the first time. */
  load(): Promise<PairingConnector>;
  /** The stand-in provider per namespace whose adapter hosts the WalletConnect connector. */
  readonly providers: Map<ChainNamespace, DeferredProvider>;
  /** The offer on screen, reused on Telegram and iOS Safari while it is fresh (spec §4). */
  lastOffer: PairingOffer | undefined;
  /** Closes the connector's relay socket if it was loaded (kit.destroy()). */
  teardown(): Promise<void>;
}

/** Memoises `load` + `setup`; a failed load is retried on the next call. */
export function createPairingHost(
  load: () => Promise<PairingConnector>,
  context: PairingSetupContext,
): PairingHost {
  let loading: Promise<PairingConnector> | undefined;
  return {
    providers: new Map(),
    lastOffer: undefined,
    load() {
      loading ??= (async () => {
        const connector = await load();
        await connector.setup(context);
        return connector;
      })().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
    async teardown() {
      const loaded = loading;
      loading = undefined;
      const connector = await loaded?.catch(() => undefined);
      await connector?.teardown();
    },
  };
}
