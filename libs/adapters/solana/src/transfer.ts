// Builds a transfer transaction: SOL through the System program, or an SPL token through
// TransferChecked from the sender's associated token account to the recipient's, which is created
// first when missing (CreateIdempotent, paid by the sender). tokenAddress absent means SOL.
import { ValidationError, isSolanaAddress } from '@kit/core';
import { parseBaseUnits } from '@kit/core/base-units';
import type { RpcClient, TransferRequest } from '@kit/core';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { getAccounts } from './account-reads';
import { getLatestBlockhash } from './rpc-reads';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  isTokenProgram,
  mintDecimals,
  transferChecked,
} from './spl-token';

/** A transaction ready for the wallet, with the block height after which it can no longer land. */
export interface BuiltTransfer {
  transaction: Transaction;
  lastValidBlockHeight: number;
}

function publicKey(address: string, field: string): PublicKey {
  if (!isSolanaAddress(address)) {
    throw new ValidationError(
      'INVALID_ADDRESS',
      { namespace: 'solana' },
      { details: `${field}: ${address}` },
    );
  }
  return new PublicKey(address);
}

export async function buildTransfer(
  rpc: RpcClient,
  request: TransferRequest,
): Promise<BuiltTransfer> {
  const from = publicKey(request.from, 'from');
  const to = publicKey(request.to, 'to');
  const amount = parseBaseUnits(request.amount);
  const transaction = new Transaction();
  if (request.tokenAddress === undefined) {
    transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount }));
  } else {
    const mint = publicKey(request.tokenAddress, 'tokenAddress');
    const [mintAccount] = await getAccounts(rpc, [mint]);
    const decimals =
      mintAccount && isTokenProgram(mintAccount.owner) ? mintDecimals(mintAccount.data) : undefined;
    if (!mintAccount || decimals === undefined) {
      throw new ValidationError(
        'INVALID_ADDRESS',
        { namespace: 'solana' },
        { details: `not a token mint: ${mint.toBase58()}` },
      );
    }
    const tokenProgram = mintAccount.owner;
    const destination = associatedTokenAddress(mint, to, tokenProgram);
    transaction.add(
      createAssociatedTokenAccountIdempotent({
        payer: from,
        account: destination,
        owner: to,
        mint,
        tokenProgram,
      }),
      transferChecked({
        source: associatedTokenAddress(mint, from, tokenProgram),
        mint,
        destination,
        owner: from,
        amount,
        decimals,
        tokenProgram,
      }),
    );
  }
  const { blockhash, lastValidBlockHeight } = await getLatestBlockhash(rpc);
  transaction.recentBlockhash = blockhash;
  transaction.feePayer = from;
  return { transaction, lastValidBlockHeight };
}
