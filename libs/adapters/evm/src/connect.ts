// Asking a wallet for access, reading what it already granted, and revoking it.
import { CONSTANTS, loadEvmChecksum } from '@kit/core';
import type { AdapterAccount } from '@kit/core';
import { parseChainId, toAdapterAccounts, walletRequest } from './eip1193';
import type { Eip1193Provider } from './eip1193';
import { adapterError } from './evm-errors';

/** What a wallet exposes to the site: its accounts and the chain it is on. */
export interface WalletState {
  accounts: AdapterAccount[];
  chainId: number;
}

/**
 * A wallet's answer to an accounts request, checksummed with the EIP-55 code, which loads while the
 * wallet answers (it is not in the first load). The wallet's error comes first; then a failed load
 * rejects (the adapter's guard: 'Failed to connect'), and the next request loads it again.
 */
async function accountsOf(answer: Promise<unknown>): Promise<AdapterAccount[]> {
  const checksum = loadEvmChecksum();
  // Settled below once the wallet has answered; a wallet error must not leave it unhandled.
  checksum.catch(() => undefined);
  const value = await answer;
  return toAdapterAccounts(value, await checksum);
}

/** eth_requestAccounts (may prompt), then eth_chainId. */
export async function requestAccess(provider: Eip1193Provider): Promise<WalletState> {
  const accounts = await accountsOf(walletRequest(provider, 'eth_requestAccounts'));
  if (accounts.length === 0) {
    throw adapterError('CONNECT_FAILED', 'eth_requestAccounts returned no address');
  }
  return { accounts, chainId: await readChainId(provider) };
}

/** eth_accounts (never prompts), then eth_chainId; undefined when the site has no access. */
export async function readGrantedAccess(
  provider: Eip1193Provider,
): Promise<WalletState | undefined> {
  const accounts = await readAccounts(provider);
  if (accounts.length === 0) return undefined;
  return { accounts, chainId: await readChainId(provider) };
}

/** The accounts the site may see now (eth_accounts). */
export async function readAccounts(provider: Eip1193Provider): Promise<AdapterAccount[]> {
  return accountsOf(walletRequest(provider, 'eth_accounts'));
}

/** The wallet's active chain id (eth_chainId). */
export async function readChainId(provider: Eip1193Provider): Promise<number> {
  const raw = await walletRequest(provider, 'eth_chainId');
  const chainId = parseChainId(raw);
  if (chainId === undefined) {
    throw adapterError('CONNECT_FAILED', `eth_chainId returned ${JSON.stringify(raw)}`);
  }
  return chainId;
}

/**
 * Asks the wallet to forget the site (wallet_revokePermissions, spec §7). Best effort: many wallets
 * lack the method or never answer, so failure is ignored and the wait is capped at
 * INJECTED_REVOKE_TIMEOUT_MS (spec §9), after which disconnecting goes on regardless.
 */
export async function revokeAccess(
  provider: Eip1193Provider,
  timeoutMs: number = CONSTANTS.INJECTED_REVOKE_TIMEOUT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([
      walletRequest(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(
        () => undefined,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
