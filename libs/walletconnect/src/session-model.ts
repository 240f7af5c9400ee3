import {
  parseCaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type PairingSession,
  type PairingSessionNamespace,
} from '@kit/core';
import type { SessionTypes } from '@walletconnect/types';

/**
 * Copies a WalletConnect session into Kit's serialisable model. The default chain of each
 * namespace is kept when it is still in the session, else it is the chain of the first account.
 */
export function toPairingSession(
  struct: SessionTypes.Struct,
  previousDefaults: Record<string, CaipNetworkId> = {},
): PairingSession {
  const namespaces: Record<string, PairingSessionNamespace> = {};
  const defaultChain: Record<string, CaipNetworkId> = {};
  for (const [namespace, value] of Object.entries(struct.namespaces)) {
    const accounts = [...value.accounts];
    const chains = [
      ...new Set([...(value.chains ?? []), ...accounts.map((account) => chainOf(account))]),
    ].filter((chain): chain is CaipNetworkId => chain !== undefined);
    namespaces[namespace] = {
      accounts,
      chains,
      methods: [...value.methods],
      events: [...value.events],
    };
    const previous = previousDefaults[namespace];
    const fallback = chains[0];
    if (previous !== undefined && chains.includes(previous)) defaultChain[namespace] = previous;
    else if (fallback !== undefined) defaultChain[namespace] = fallback;
  }
  const metadata = struct.peer.metadata;
  return {
    topic: struct.topic,
    namespaces,
    defaultChain,
    peer: { name: metadata.name, url: metadata.url, icons: [...(metadata.icons ?? [])] },
    expiresAt: struct.expiry * 1000,
  };
}

/** The addresses of a namespace on one chain, in the wallet's order. */
export function addressesOn(
  session: PairingSession,
  namespace: ChainNamespace,
  chain: CaipNetworkId | undefined,
): string[] {
  const accounts = session.namespaces[namespace]?.accounts ?? [];
  return accounts
    .filter((account) => chain === undefined || account.startsWith(`${chain}:`))
    .map((account) => account.slice(account.lastIndexOf(':') + 1));
}

function chainOf(account: string): CaipNetworkId | undefined {
  try {
    const { namespace, reference } = parseCaipAddress(account);
    return `${namespace}:${reference}` as CaipNetworkId;
  } catch {
    return undefined;
  }
}
