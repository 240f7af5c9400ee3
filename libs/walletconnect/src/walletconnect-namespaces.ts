import {
  BUILT_IN_NAMESPACE_PROFILES,
  DEFAULT_EVENTS,
  EVM_PROFILE,
  defaultMethods,
  type ChainNamespace,
  type KitNetwork,
} from '@kit/core';

/** The namespaces a WalletConnect session can carry for Kit (spec §1): the four built in. */
export const WALLETCONNECT_NAMESPACES: readonly ChainNamespace[] = BUILT_IN_NAMESPACE_PROFILES.map(
  (profile) => profile.namespace,
);

/** One namespace of a session proposal (WalletConnect's ProposalTypes.BaseRequiredNamespace). */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

/** The proposal's namespaces: what the session must have, and what it may add. */
export interface ProposalNamespaces {
  requiredNamespaces: Record<string, ProposalNamespace>;
  optionalNamespaces: Record<string, ProposalNamespace>;
}

/**
 * Builds a session proposal from the configured networks. Required: the default (first) network
 * alone, so any wallet of that chain can answer. Optional: every configured network of every
 * namespace WalletConnect carries, with the default methods and events (spec §9).
 */
export function buildProposalNamespaces(networks: readonly KitNetwork[]): ProposalNamespaces {
  const optionalNamespaces: Record<string, ProposalNamespace> = {};
  for (const network of networks) {
    const namespace = network.chainNamespace;
    if (!WALLETCONNECT_NAMESPACES.includes(namespace)) continue;
    const entry = (optionalNamespaces[namespace] ??= {
      chains: [],
      methods: [...defaultMethods(namespace)],
      events: [...DEFAULT_EVENTS],
    });
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId);
  }
  const first = networks.find((network) =>
    WALLETCONNECT_NAMESPACES.includes(network.chainNamespace),
  );
  const requiredNamespaces: Record<string, ProposalNamespace> = first
    ? {
        [first.chainNamespace]: {
          chains: [first.caipNetworkId],
          methods: [...defaultMethods(first.chainNamespace)],
          events: [...DEFAULT_EVENTS],
        },
      }
    : {};
  return { requiredNamespaces, optionalNamespaces };
}

/**
 * Sign-in through the wallet session (one-click auth) is used only when every configured chain is
 * eip155 (spec §5): the authenticate request carries EIP-4361 messages, an EVM format.
 */
export function canSignInThroughSession(networks: readonly KitNetwork[]): boolean {
  return (
    networks.length > 0 &&
    networks.every((network) => network.chainNamespace === EVM_PROFILE.namespace)
  );
}
