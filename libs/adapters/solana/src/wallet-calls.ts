// The Wallet Standard calls the adapter makes, each checking that the wallet offers the feature
// and picking the account by address. Errors are left to solana-errors.ts.
import { NotConfiguredError, WalletConnectionError } from '@kit/core';
import type { AdapterAccount } from '@kit/core';
import {
  featuresOf,
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
} from './wallet-standard';
import type { Wallet, WalletAccount } from './wallet-standard';

/** The wallet's Solana accounts, as Kit accounts. */
export function solanaAccounts(accounts: readonly WalletAccount[]): AdapterAccount[] {
  return accounts
    .filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
    .map((account) => ({ address: account.address, type: 'eoa' }));
}

/** standard:connect; `silent` asks without prompting (reconnect). */
export async function connectWallet(wallet: Wallet, silent: boolean): Promise<AdapterAccount[]> {
  const connect = featuresOf(wallet)[STANDARD_CONNECT];
  if (!connect)
    throw new NotConfiguredError(
      'PROVIDER_NOT_FOUND',
      {},
      { details: `${wallet.name} cannot connect` },
    );
  const { accounts } = await connect.connect(silent ? { silent: true } : undefined);
  return solanaAccounts(accounts);
}

/** standard:disconnect when the wallet has it. */
export async function disconnectWallet(wallet: Wallet): Promise<void> {
  await featuresOf(wallet)[STANDARD_DISCONNECT]?.disconnect();
}

function account(wallet: Wallet, address: string): WalletAccount {
  const found = wallet.accounts.find((candidate) => candidate.address === address);
  if (!found) {
    throw new WalletConnectionError('CONNECT_FAILED', {
      details: `${wallet.name} does not expose ${address} to this site`,
    });
  }
  return found;
}

/** solana:signMessage of the bytes; resolves with the 64-byte ed25519 signature. */
export async function signMessageBytes(
  wallet: Wallet,
  address: string,
  message: Uint8Array,
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)[SOLANA_SIGN_MESSAGE];
  if (!feature)
    throw new NotConfiguredError(
      'PROVIDER_NOT_FOUND',
      {},
      { details: `${wallet.name} cannot sign messages` },
    );
  const [output] = await feature.signMessage({ account: account(wallet, address), message });
  if (!output) throw new Error(`${wallet.name} returned no signature`);
  return output.signature;
}

/** What the wallet did with a transaction: sent it (signature), or signed it for us to send. */
export type WalletTransactionResult =
  { sent: true; signature: Uint8Array } | { sent: false; signedTransaction: Uint8Array };

/**
 * solana:signAndSendTransaction when the wallet offers it (the wallet sends through its own node,
 * as Phantom and Solflare prefer), else solana:signTransaction for the adapter to send.
 */
export async function signOrSendTransaction(
  wallet: Wallet,
  address: string,
  transaction: Uint8Array,
  chain: `${string}:${string}`,
): Promise<WalletTransactionResult> {
  const features = featuresOf(wallet);
  const input = { account: account(wallet, address), transaction, chain };
  const signAndSend = features[SOLANA_SIGN_AND_SEND_TRANSACTION];
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      ...input,
      options: { commitment: 'confirmed' },
    });
    if (!output) throw new Error(`${wallet.name} returned no signature`);
    return { sent: true, signature: output.signature };
  }
  const sign = features[SOLANA_SIGN_TRANSACTION];
  if (!sign)
    throw new NotConfiguredError(
      'PROVIDER_NOT_FOUND',
      {},
      { details: `${wallet.name} cannot sign transactions` },
    );
  const [output] = await sign.signTransaction(input);
  if (!output) throw new Error(`${wallet.name} returned no signed transaction`);
  return { sent: false, signedTransaction: output.signedTransaction };
}
