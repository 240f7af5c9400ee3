// The one dynamic import of the EIP-55 code (evm-address.ts and its keccak), alone in its file so
// a test can make the chunk fail to load as a browser's network can.

/** Loads evm-address.ts (keccak and EIP-55). */
export const importEvmChecksum = () => import('./evm-address');
