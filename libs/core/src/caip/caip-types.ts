/**
 * A chain namespace (CAIP-2). The four Kit ships adapters for are named; a third-party adapter may
 * bring another, which is why the type stays open.
 */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | (string & {});

/** The namespaces Kit knows out of the box. */
export const KNOWN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const;

/** A known namespace. */
export type KnownNamespace = (typeof KNOWN_NAMESPACES)[number];

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`;

/** A CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`;
