// The SPL Token layouts and addresses the adapter needs, written out rather than taken from
// @solana/spl-token (which pulls buffer-layout and more into the page): a mint's decimals, a token
// account's amount, associated token account addresses, and the two instructions of a transfer.
// The layouts are the Token program's (https://github.com/solana-program/token); Token-2022 keeps
// them for its base mint and account.
// Buffer from the `buffer` package, as @solana/web3.js itself does: pages have no global Buffer.
import { Buffer } from 'buffer';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);

/** Byte offsets: Mint { mint_authority: 36, supply: 8, decimals: 1, ... }; Account { mint: 32, owner: 32, amount: 8, ... }. */
const MINT_DECIMALS_OFFSET = 44;
const ACCOUNT_AMOUNT_OFFSET = 64;
/** The Token program's TransferChecked instruction. */
const TRANSFER_CHECKED = 12;
/** The Associated Token Account program's CreateIdempotent instruction. */
const CREATE_IDEMPOTENT = 1;

/** True for the two token programs. */
export function isTokenProgram(owner: PublicKey): boolean {
  return owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID);
}

/** A mint's decimals, or undefined when the data is not a mint. */
export function mintDecimals(data: Uint8Array): number | undefined {
  return data.length >= 82 ? data[MINT_DECIMALS_OFFSET] : undefined;
}

/** A token account's amount, or undefined when the data is not a token account. */
export function tokenAccountAmount(data: Uint8Array): bigint | undefined {
  if (data.length < 165) return undefined;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(
    ACCOUNT_AMOUNT_OFFSET,
    true,
  );
}

/** The associated token account of `owner` for `mint` under a token program. */
export function associatedTokenAddress(
  mint: PublicKey,
  owner: PublicKey,
  tokenProgram: PublicKey = TOKEN_PROGRAM_ID,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0];
}

/** Creates `owner`'s associated token account unless it exists (paid by `payer`). */
export function createAssociatedTokenAccountIdempotent(params: {
  payer: PublicKey;
  account: PublicKey;
  owner: PublicKey;
  mint: PublicKey;
  tokenProgram: PublicKey;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: params.payer, isSigner: true, isWritable: true },
      { pubkey: params.account, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: false, isWritable: false },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: params.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  });
}

/** TransferChecked: moves `amount` of `mint` (with its decimals, which the program checks). */
export function transferChecked(params: {
  source: PublicKey;
  mint: PublicKey;
  destination: PublicKey;
  owner: PublicKey;
  amount: bigint;
  decimals: number;
  tokenProgram: PublicKey;
}): TransactionInstruction {
  const bytes = new Uint8Array(10);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, TRANSFER_CHECKED);
  view.setBigUint64(1, params.amount, true);
  view.setUint8(9, params.decimals);
  return new TransactionInstruction({
    programId: params.tokenProgram,
    keys: [
      { pubkey: params.source, isSigner: false, isWritable: true },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: params.destination, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from(bytes),
  });
}
