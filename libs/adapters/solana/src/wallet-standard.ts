// The parts of the Wallet Standard (https://github.com/wallet-standard/wallet-standard) the adapter
// uses: the wallet and account types, and the features a Solana wallet offers. Types and feature
// names only, so nothing of the standard's packages ends up in the bundle but these strings.
import type { SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';

export type { Wallet, WalletAccount };

/** Feature names (the constants of @wallet-standard/features and @solana/wallet-standard-features). */
export const STANDARD_CONNECT = 'standard:connect';
export const STANDARD_DISCONNECT = 'standard:disconnect';
export const STANDARD_EVENTS = 'standard:events';
export const SOLANA_SIGN_MESSAGE = 'solana:signMessage';
export const SOLANA_SIGN_TRANSACTION = 'solana:signTransaction';
export const SOLANA_SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction';

/** The features of a Solana wallet, each optional until checked. */
export type SolanaWalletFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>;

/** The features of a wallet, typed. */
export function featuresOf(wallet: Wallet): SolanaWalletFeatures {
  return wallet.features as SolanaWalletFeatures;
}

/**
 * A wallet Kit can use for Solana: it connects, serves a `solana:` chain and signs transactions
 * (signAndSend or sign).
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = featuresOf(wallet);
  return (
    Boolean(features[STANDARD_CONNECT]) &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    Boolean(features[SOLANA_SIGN_AND_SEND_TRANSACTION] ?? features[SOLANA_SIGN_TRANSACTION])
  );
}
