// SPL token balances, read through the store's RpcClient: one getMultipleAccounts with every mint
// and the owner's associated token account of each. Needs @solana/web3.js (PDAs), so it loads
// lazily (lazy-web3.ts); SOL's own balance is native-balance.ts.
import { isSolanaAddress } from '@kit/core';
import type { AdapterTokenBalance, RpcClient } from '@kit/core';
import { PublicKey } from '@solana/web3.js';
import { getAccounts } from './account-reads';
import {
  associatedTokenAddress,
  isTokenProgram,
  mintDecimals,
  TOKEN_2022_PROGRAM_ID,
  tokenAccountAmount,
} from './spl-token';

/** What Kit shows for a mint; SPL mints carry no name or symbol without a metadata program. */
export interface SplTokenInfo {
  symbol: string;
  name: string;
}

/**
 * SPL balances of `owner` for `mints` (invalid addresses and duplicates dropped). A mint without
 * an associated token account for the owner has a zero balance; an address that is not a mint is
 * left out. Token-2022 mints take a second read, since their associated accounts derive from
 * their own program id.
 */
export async function readTokenBalances(
  rpc: RpcClient,
  owner: string,
  mints: readonly string[],
  metadata: Readonly<Record<string, SplTokenInfo>>,
): Promise<AdapterTokenBalance[]> {
  const ownerKey = new PublicKey(owner);
  const mintKeys = [...new Set(mints.filter((mint) => isSolanaAddress(mint)))].map(
    (mint) => new PublicKey(mint),
  );
  const accounts = await getAccounts(rpc, [
    ...mintKeys,
    ...mintKeys.map((mint) => associatedTokenAddress(mint, ownerKey)),
  ]);
  const holdings = mintKeys.map((_, index) => accounts[mintKeys.length + index] ?? null);
  const token2022 = mintKeys.flatMap((mint, index) =>
    accounts[index]?.owner.equals(TOKEN_2022_PROGRAM_ID) ? [index] : [],
  );
  if (token2022.length > 0) {
    const extra = await getAccounts(
      rpc,
      token2022.map((index) =>
        associatedTokenAddress(mintKeys[index]!, ownerKey, TOKEN_2022_PROGRAM_ID),
      ),
    );
    token2022.forEach((index, position) => (holdings[index] = extra[position] ?? null));
  }

  const balances: AdapterTokenBalance[] = [];
  mintKeys.forEach((mint, index) => {
    const mintAccount = accounts[index];
    const decimals =
      mintAccount && isTokenProgram(mintAccount.owner) ? mintDecimals(mintAccount.data) : undefined;
    if (decimals === undefined) return;
    const holding = holdings[index];
    const amount = holding ? (tokenAccountAmount(holding.data) ?? 0n) : 0n;
    const address = mint.toBase58();
    const info = metadata[address];
    balances.push({
      address,
      symbol: info?.symbol ?? `${address.slice(0, 4)}…${address.slice(-4)}`,
      name: info?.name ?? address,
      decimals,
      value: amount.toString(),
    });
  });
  return balances;
}
