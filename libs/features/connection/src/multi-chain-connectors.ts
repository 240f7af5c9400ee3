import type { ChainNamespace, ConnectorDescriptor } from '@kit/core';

// One wallet installed in several namespaces (an EVM provider and a Solana Wallet Standard wallet
// of the same extension) is one MULTI_CHAIN connector (spec §3), so the visitor sees it once.

/** The connector types a browser extension shows up as; only these merge. */
const INSTALLED_TYPES: ReadonlySet<string> = new Set(['INJECTED', 'ANNOUNCED']);

/**
 * What makes two connectors of different namespaces the same wallet: the name it announces
 * (EIP-6963 and the Wallet Standard share no other identifier), case and spacing aside.
 */
function walletKey(connector: ConnectorDescriptor): string {
  return connector.name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Merges installed connectors of one wallet across namespaces into MULTI_CHAIN connectors, in the
 * place of the first of them. The merged connector acts for `activeNamespace` when the wallet
 * serves it (its id, chain and image are that namespace's connector's), else for its first
 * namespace; `connectors` lists every member. A wallet in one namespace only, and connectors of
 * other types, pass unchanged.
 */
export function mergeMultiChainConnectors(
  connectors: readonly ConnectorDescriptor[],
  activeNamespace?: ChainNamespace,
): ConnectorDescriptor[] {
  const groups = new Map<string, ConnectorDescriptor[]>();
  for (const connector of connectors) {
    if (!INSTALLED_TYPES.has(connector.type)) continue;
    const key = walletKey(connector);
    const group = groups.get(key) ?? [];
    // One connector per namespace: a second one in the same namespace is another wallet.
    if (!group.some((member) => member.chain === connector.chain)) group.push(connector);
    groups.set(key, group);
  }
  const merged = new Map<string, ConnectorDescriptor>();
  for (const [key, group] of groups) {
    if (group.length < 2) continue;
    const acting = group.find((member) => member.chain === activeNamespace) ?? group[0]!;
    const imageUrl = acting.imageUrl ?? group.find((member) => member.imageUrl)?.imageUrl;
    const rdns = group.find((member) => member.info?.rdns)?.info?.rdns;
    const explorerId = group.find((member) => member.explorerId)?.explorerId;
    merged.set(key, {
      id: acting.id,
      name: acting.name,
      type: 'MULTI_CHAIN',
      chain: acting.chain,
      ...(imageUrl === undefined ? {} : { imageUrl }),
      ...(rdns === undefined ? {} : { info: { rdns } }),
      ...(explorerId === undefined ? {} : { explorerId }),
      connectors: group.map((member) => ({ id: member.id, chain: member.chain })),
    });
  }
  const placed = new Set<string>();
  const out: ConnectorDescriptor[] = [];
  for (const connector of connectors) {
    const group = INSTALLED_TYPES.has(connector.type)
      ? merged.get(walletKey(connector))
      : undefined;
    if (!group) {
      out.push(connector);
      continue;
    }
    const key = walletKey(connector);
    if (!group.connectors?.some((member) => member.id === connector.id)) {
      out.push(connector);
    } else if (!placed.has(key)) {
      placed.add(key);
      out.push(group);
    }
  }
  return out;
}

/** The merged connector a connector id belongs to (itself when it was not merged). */
export function memberOf(
  connectors: readonly ConnectorDescriptor[],
  connectorId: string,
): ConnectorDescriptor | undefined {
  return connectors.find(
    (connector) =>
      connector.id === connectorId ||
      connector.connectors?.some((member) => member.id === connectorId),
  );
}
