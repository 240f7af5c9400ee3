// The adapter's wallet code: asking for access, reading and revoking it, switching chains, signing,
// listening to a connected wallet and mapping what wallets and nodes throw. The first screen (the
// Connect button, discovery) needs none of it, so the adapter loads this chunk on the first
// connect, reconnect, sign, switch or failure (lazy-wallet-code.ts).
export {
  readAccounts,
  readChainId,
  readGrantedAccess,
  requestAccess,
  revokeAccess,
} from './connect';
export { toCaipNetworkId } from './eip1193';
export { toKitError } from './evm-errors';
export { personalSign } from './sign-message';
export { switchWalletChain } from './switch-network';
export { listenToWallet } from './wallet-events';
