// Wallet accounts as the adapter contract sees them: payment first (spec §6's default bip122
// account type), then ordinals, each with its purpose as the account type and its public key.
import { ChainRequestError } from '@kit/core';
import type { AdapterAccount } from '@kit/core';
import type { BitcoinWalletAccount } from './bitcoin-provider';

const ORDER = { payment: 0, ordinals: 1 } as const;

/** Checks a wallet's account list and puts payment accounts first. */
export function toWalletAccounts(raw: unknown): BitcoinWalletAccount[] {
  if (!Array.isArray(raw)) {
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      { details: 'the wallet sent no account list' },
    );
  }
  const accounts = raw.filter(isWalletAccount);
  return accounts.sort((a, b) => ORDER[a.purpose] - ORDER[b.purpose]);
}

/** The contract's form of wallet accounts. */
export function toAdapterAccounts(accounts: readonly BitcoinWalletAccount[]): AdapterAccount[] {
  return accounts.map(({ address, purpose, publicKey }) => ({ address, type: purpose, publicKey }));
}

function isWalletAccount(value: unknown): value is BitcoinWalletAccount {
  if (typeof value !== 'object' || value === null) return false;
  const { address, publicKey, purpose, addressType } = value as Record<string, unknown>;
  return (
    typeof address === 'string' &&
    address.length > 0 &&
    typeof publicKey === 'string' &&
    /^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/.test(publicKey) &&
    (purpose === 'payment' || purpose === 'ordinals') &&
    typeof addressType === 'string'
  );
}
