// Account reads that decode owners to PublicKeys: @solana/web3.js, so only the lazily loaded
// operations (token balances, transfers) use this file.
import type { RpcClient } from '@kit/core';
import { PublicKey } from '@solana/web3.js';
import type { WithContext } from './rpc-reads';

/** An account as read (base64 data decoded). */
export interface AccountRead {
  lamports: bigint;
  owner: PublicKey;
  data: Uint8Array;
}

interface RawAccount {
  lamports: number;
  owner: string;
  data: [string, 'base64'];
}

/** Several accounts in one call; null where there is none. */
export async function getAccounts(
  rpc: RpcClient,
  addresses: readonly PublicKey[],
): Promise<Array<AccountRead | null>> {
  if (addresses.length === 0) return [];
  const { value } = await rpc.request<WithContext<Array<RawAccount | null>>>({
    method: 'getMultipleAccounts',
    params: [
      addresses.map((address) => address.toBase58()),
      { encoding: 'base64', commitment: 'confirmed' },
    ],
  });
  return value.map((raw) =>
    raw
      ? {
          lamports: BigInt(raw.lamports),
          owner: new PublicKey(raw.owner),
          data: Uint8Array.from(atob(raw.data[0]), (char) => char.charCodeAt(0)),
        }
      : null,
  );
}
