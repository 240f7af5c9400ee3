// @kit/adapter-evm/multicall-address. An entry of its own (issue 22): only the balance reads use
// it, from the adapter's lazily loaded code; a file the main entry reaches would be in the first
// load of every page whose lazy chunks use it.

/** Where Multicall3 lives on almost every EVM chain (and on Kit's devnet). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';
