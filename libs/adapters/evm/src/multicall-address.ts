/** Where Multicall3 lives on almost every EVM chain (and on Kit's devnet). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';
