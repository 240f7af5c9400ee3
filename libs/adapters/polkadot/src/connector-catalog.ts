// The connectors of the polkadot namespace: one per `window.injectedWeb3` extension.
import type { ConnectorDescriptor } from '@kit/core';
import type { InjectedWeb3Entry } from './injected-web3';

/** Display names of the extensions Kit knows by their injectedWeb3 key; others show the key. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'nova-wallet': 'Nova Wallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
};

/** The connector id of an injectedWeb3 extension key, e.g. `polkadot:polkadot-js`. */
export function injectedConnectorId(key: string): string {
  return `polkadot:${key}`;
}

/** Holds the discovered extensions and turns them into serialisable descriptors. */
export class ConnectorCatalog {
  readonly #entries = new Map<string, { key: string; entry: InjectedWeb3Entry }>();

  /** Replaces the known extensions; true when the set of keys changed. */
  set(extensions: ReadonlyMap<string, InjectedWeb3Entry>): boolean {
    const before = [...this.#entries.values()].map(({ key }) => key).join('\n');
    this.#entries.clear();
    for (const [key, entry] of extensions) {
      this.#entries.set(injectedConnectorId(key), { key, entry });
    }
    return before !== [...extensions.keys()].join('\n');
  }

  entry(connectorId: string): InjectedWeb3Entry | undefined {
    return this.#entries.get(connectorId)?.entry;
  }

  connectors(): ConnectorDescriptor[] {
    return [...this.#entries.entries()].map(([id, { key }]) => ({
      id,
      name: KNOWN_NAMES[key] ?? key,
      type: 'ANNOUNCED',
      chain: 'polkadot',
      info: { rdns: key },
    }));
  }

  clear(): void {
    this.#entries.clear();
  }
}
