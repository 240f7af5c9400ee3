import type { KitNetwork, NativeCurrency } from '../adapter/network';

// RPC urls are the chains' own public endpoints (keyless), explorers their main block explorer.
// Integrators with a provider key pass their own url through `withRpcUrl` or `defineNetwork`.

/** @internal The eip155 namespace, for core's EVM rules (the adapter and profile use it too). */
export const EIP155_NAMESPACE = 'eip155';

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** Ethereum mainnet. */
export const mainnet: KitNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  assets: { imageId: 'ethereum' },
};

/** Arbitrum One. */
export const arbitrum: KitNetwork = {
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  assets: { imageId: 'arbitrum' },
};

/** OP Mainnet (Optimism). */
export const optimism: KitNetwork = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  assets: { imageId: 'optimism' },
};

/** ZKsync Era. */
export const zksync: KitNetwork = {
  id: 324,
  caipNetworkId: 'eip155:324',
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: ETHER,
  rpcUrls: {
    default: {
      http: ['https://mainnet.era.zksync.io'],
      webSocket: ['wss://mainnet.era.zksync.io/ws'],
    },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  assets: { imageId: 'zksync' },
};

/** Base. */
export const base: KitNetwork = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  assets: { imageId: 'base' },
};

/** BNB Smart Chain. */
export const bsc: KitNetwork = {
  id: 56,
  caipNetworkId: 'eip155:56',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  assets: { imageId: 'bnb' },
};

/** Polygon PoS. The native token is POL since the MATIC migration (September 2024). */
export const polygon: KitNetwork = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  assets: { imageId: 'polygon' },
};

/** Gnosis Chain. */
export const gnosis: KitNetwork = {
  id: 100,
  caipNetworkId: 'eip155:100',
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  assets: { imageId: 'gnosis' },
};

/** Avalanche C-Chain. */
export const avalanche: KitNetwork = {
  id: 43114,
  caipNetworkId: 'eip155:43114',
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  assets: { imageId: 'avalanche' },
};

/** Fantom Opera. */
export const fantom: KitNetwork = {
  id: 250,
  caipNetworkId: 'eip155:250',
  chainNamespace: 'eip155',
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpcapi.fantom.network'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  assets: { imageId: 'fantom' },
};

/** Kaia (formerly Klaytn) mainnet. */
export const kaia: KitNetwork = {
  id: 8217,
  caipNetworkId: 'eip155:8217',
  chainNamespace: 'eip155',
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  assets: { imageId: 'kaia' },
};

/** Aurora (EVM on NEAR). */
export const aurora: KitNetwork = {
  id: 1313161554,
  caipNetworkId: 'eip155:1313161554',
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  assets: { imageId: 'aurora' },
};

/** Ethereum Sepolia testnet. */
export const sepolia: KitNetwork = {
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  assets: { imageId: 'ethereum' },
  testnet: true,
};

/** Chain id of the first local anvil chain (anvil's own default). */
export const KIT_DEVNET_CHAIN_ID = 31337;
/** Chain id of the second local anvil chain, which exists so network switching can be tested. */
export const KIT_DEVNET_2_CHAIN_ID = 31338;
/** The local eip155 devnet chain ids; swaps are offered on them against the local pool. */
export const LOCAL_EVM_CHAIN_IDS: readonly number[] = [KIT_DEVNET_CHAIN_ID, KIT_DEVNET_2_CHAIN_ID];

/**
 * The local anvil devnet. The url is anvil's default port; the devnet harness starts anvil on a
 * free port and points this network there with `withRpcUrl`.
 */
export const kitDevnet: KitNetwork = {
  id: KIT_DEVNET_CHAIN_ID,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Kit Devnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  assets: { imageId: 'kit-devnet' },
  testnet: true,
};

/** The second local anvil devnet, a switch target for `kitDevnet`; its port is also a placeholder. */
export const kitDevnet2: KitNetwork = {
  id: KIT_DEVNET_2_CHAIN_ID,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Kit Devnet 2',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  assets: { imageId: 'kit-devnet' },
  testnet: true,
};

/** Every eip155 network of the catalogue: the swap networks of spec §9, Sepolia, the devnets. */
export const EVM_NETWORKS: readonly KitNetwork[] = [
  mainnet,
  arbitrum,
  optimism,
  zksync,
  base,
  bsc,
  polygon,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
  sepolia,
  kitDevnet,
  kitDevnet2,
];
