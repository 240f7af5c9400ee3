import {
  CONSTANTS,
  DEFAULT_CONNECTOR_ORDER,
  type ChainNamespace,
  type ConnectorDescriptor,
  type ConnectorGroup,
} from '@kit/core';
import { type RecentWallet } from '@kit/connection';
import { memberOf, mergeMultiChainConnectors } from '@kit/connection/views';
import type { WalletEntry } from '@kit/wallets';

/**
 * One row of the Connect list.
 * - `connector`: a discovered connector (injected, announced, WalletConnect, external): connecting
 *   goes through `connectRequested`.
 * - `wallet`: an explorer wallet that is not installed: it pairs through WalletConnect.
 */
export type ConnectRow =
  | {
      kind: 'connector';
      key: string;
      group: ConnectorGroup;
      connectorId: string;
      namespace: ChainNamespace;
      /** WalletConnect connectors show their QR view rather than connecting in place. */
      walletConnect: boolean;
      name: string;
      imageUrl?: string;
      tag?: string;
      /** Set when two rows share a name (one wallet in two namespaces). */
      description?: string;
    }
  | {
      kind: 'wallet';
      key: string;
      group: ConnectorGroup;
      wallet: WalletEntry;
      name: string;
      imageUrl?: string;
      tag?: string;
      description?: string;
    };

/** What the Connect list is built from: store data only, so it renders at once. */
export interface ConnectRowSources {
  connectors: readonly ConnectorDescriptor[];
  recentWallets: readonly RecentWallet[];
  featured: readonly WalletEntry[];
  recommended: readonly WalletEntry[];
  /** Which namespaces the list shows (a namespace missing here is shown). */
  namespaceFilter: Readonly<Record<string, boolean>>;
  /** False hides WalletConnect (the `enableWalletConnect` option). */
  walletConnect: boolean;
  order?: readonly ConnectorGroup[];
  /** The namespace a wallet installed in several namespaces connects for (MULTI_CHAIN). */
  activeNamespace?: ChainNamespace;
}

const INSTALLED_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);

/** Readable namespace names, to tell one wallet's rows apart. */
const NAMESPACE_NAMES: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
};

/**
 * The Connect list in the order of DEFAULT_CONNECTOR_ORDER (spec §9): WalletConnect, recent (at
 * most 2), installed, featured, custom, external, recommended. A wallet appears once: a recent
 * connector is not repeated as installed, and explorer wallets that are installed (same rdns) or
 * recent (same explorer id) are left out.
 */
export function buildConnectRows(sources: ConnectRowSources): ConnectRow[] {
  const shown = (namespace: ChainNamespace) => sources.namespaceFilter[namespace] !== false;
  // One wallet in several namespaces is one MULTI_CHAIN connector acting for the active namespace.
  const connectors = mergeMultiChainConnectors(
    sources.connectors.filter((connector) => shown(connector.chain)),
    sources.activeNamespace,
  );
  const recent = sources.recentWallets
    .filter((wallet) => shown(wallet.namespace))
    .slice(0, CONSTANTS.RECENT_WALLETS_LIMIT);
  const recentIds = new Set(recent.map((wallet) => wallet.connectorId));
  const isRecent = (connector: ConnectorDescriptor) =>
    recentIds.has(connector.id) ||
    (connector.connectors ?? []).some((member) => recentIds.has(member.id));
  const recentExplorerIds = new Set(recent.flatMap((wallet) => wallet.explorerId ?? []));
  const installedRdns = new Set(
    connectors.flatMap((connector) => connector.info?.rdns?.toLowerCase() ?? []),
  );
  const installedExplorerIds = new Set(
    connectors.flatMap((connector) => connector.explorerId ?? []),
  );
  const notShownElsewhere = (wallet: WalletEntry) =>
    !recentExplorerIds.has(wallet.id) &&
    !installedExplorerIds.has(wallet.id) &&
    !(wallet.rdns !== undefined && installedRdns.has(wallet.rdns.toLowerCase()));

  const connectorRow = (
    connector: ConnectorDescriptor,
    group: ConnectorGroup,
    tag?: string,
  ): ConnectRow => ({
    kind: 'connector',
    key: `connector:${connector.id}`,
    group,
    connectorId: connector.id,
    namespace: connector.chain,
    walletConnect: connector.type === 'WALLET_CONNECT',
    name: connector.name,
    ...(connector.imageUrl === undefined ? {} : { imageUrl: connector.imageUrl }),
    ...(tag === undefined ? {} : { tag }),
  });
  const walletRow = (wallet: WalletEntry, group: ConnectorGroup): ConnectRow => ({
    kind: 'wallet',
    key: `wallet:${wallet.id}`,
    group,
    wallet,
    name: wallet.name,
    ...(wallet.imageUrl === undefined ? {} : { imageUrl: wallet.imageUrl }),
  });

  const groups: Record<ConnectorGroup, () => ConnectRow[]> = {
    walletConnect: () =>
      sources.walletConnect
        ? connectors
            .filter((connector) => connector.type === 'WALLET_CONNECT')
            .map((connector) => connectorRow(connector, 'walletConnect', 'QR code'))
        : [],
    recent: () =>
      recent.map((wallet): ConnectRow => {
        const live = memberOf(connectors, wallet.connectorId);
        const multiChain = live?.type === 'MULTI_CHAIN' ? live : undefined;
        const imageUrl = multiChain?.imageUrl ?? wallet.imageUrl ?? live?.imageUrl;
        const connectorId = multiChain?.id ?? wallet.connectorId;
        return {
          kind: 'connector',
          key: `connector:${connectorId}`,
          group: 'recent',
          connectorId,
          namespace: multiChain?.chain ?? wallet.namespace,
          walletConnect: live?.type === 'WALLET_CONNECT',
          name: live?.name ?? wallet.name,
          ...(imageUrl === undefined ? {} : { imageUrl }),
          tag: 'Recent',
        };
      }),
    injected: () =>
      connectors
        .filter((connector) => INSTALLED_TYPES.has(connector.type) && !isRecent(connector))
        .map((connector) => connectorRow(connector, 'injected', 'Installed')),
    featured: () =>
      sources.featured.filter(notShownElsewhere).map((wallet) => walletRow(wallet, 'featured')),
    // Integrator-described wallets have no option yet; the group keeps its place in the order.
    custom: () => [],
    external: () =>
      connectors
        .filter((connector) => connector.type === 'EXTERNAL' && !isRecent(connector))
        .map((connector) => connectorRow(connector, 'external')),
    recommended: () =>
      sources.recommended
        .filter(notShownElsewhere)
        .map((wallet) => walletRow(wallet, 'recommended')),
  };

  const seen = new Set<string>();
  const rows: ConnectRow[] = [];
  for (const group of sources.order ?? DEFAULT_CONNECTOR_ORDER) {
    for (const row of groups[group]()) {
      if (seen.has(row.key)) continue;
      seen.add(row.key);
      rows.push(row);
    }
  }
  return describeDuplicates(rows);
}

/** Rows sharing a name (a wallet installed in two namespaces) say which namespace each is. */
function describeDuplicates(rows: ConnectRow[]): ConnectRow[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
  return rows.map((row) =>
    row.kind === 'connector' && (counts.get(row.name) ?? 0) > 1
      ? { ...row, description: NAMESPACE_NAMES[row.namespace] ?? row.namespace }
      : row,
  );
}
