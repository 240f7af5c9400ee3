// @kit/pairing: WalletConnect pairing state and saga (spec §3 connection controller: wcUri,
// wcPairingExpiry, wcLinking, recentWallet, wcError). The connector itself lives outside Redux.
export {
  pairingSlice,
  initialPairingState,
  uriOffered,
  walletChosen,
  linkingOpened,
  sessionApproved,
  pairingFailed,
  pairingReset,
  pairingRequested,
  pairingSignedIn,
  selectPairing,
  selectWcUri,
  selectWcPairingExpiry,
  selectWcError,
  selectPairingStatus,
} from './pairing.slice';
export type {
  PairingLinking,
  PairingState,
  PairingStatus,
  PairingWallet,
  WithPairing,
} from './pairing.slice';
export { pairingSaga, preparePairing } from './pairing.saga';
export { pairingFailedWith } from './pairing-session';
export type { PairingSagaOptions } from './pairing-request.saga';
export { createPairingHost } from './pairing-host';
export type { PairingHost } from './pairing-host';
export { DeferredProvider } from './deferred-provider';
export type { SessionProviderLike } from './deferred-provider';
