// The hand-written SPL layouts and instructions against @solana/spl-token's own builders.
import {
  ASSOCIATED_TOKEN_PROGRAM_ID as SPL_ATA_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID as SPL_TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID as SPL_TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  mintDecimals,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  tokenAccountAmount,
  transferChecked,
} from './spl-token';

const mint = Keypair.generate().publicKey;
const owner = Keypair.generate().publicKey;
const other = Keypair.generate().publicKey;

describe('SPL token helpers', () => {
  // The mutation run ignores static mutants (stryker.config.mjs): this test is what checks the
  // three module-level program ids, and the layout tests below the offsets and instruction tags.
  it('uses the programs of @solana/spl-token', () => {
    expect(TOKEN_PROGRAM_ID.equals(SPL_TOKEN_PROGRAM_ID)).toBe(true);
    expect(ASSOCIATED_TOKEN_PROGRAM_ID.equals(SPL_ATA_PROGRAM_ID)).toBe(true);
    expect(TOKEN_2022_PROGRAM_ID.equals(SPL_TOKEN_2022_PROGRAM_ID)).toBe(true);
  });

  it.each([
    ['Token', TOKEN_PROGRAM_ID],
    ['Token-2022', TOKEN_2022_PROGRAM_ID],
  ])('derives the associated token account like spl-token (%s)', (_name, program) => {
    expect(associatedTokenAddress(mint, owner, program).toBase58()).toBe(
      getAssociatedTokenAddressSync(mint, owner, false, program).toBase58(),
    );
  });

  it('builds CreateIdempotent and TransferChecked exactly like spl-token', () => {
    const account = associatedTokenAddress(mint, other);
    expect(
      createAssociatedTokenAccountIdempotent({
        payer: owner,
        account,
        owner: other,
        mint,
        tokenProgram: TOKEN_PROGRAM_ID,
      }),
    ).toEqual(createAssociatedTokenAccountIdempotentInstruction(owner, account, other, mint));
    const source = associatedTokenAddress(mint, owner);
    expect(
      transferChecked({
        source,
        mint,
        destination: account,
        owner,
        amount: 1_500_000n,
        decimals: 6,
        tokenProgram: TOKEN_PROGRAM_ID,
      }),
    ).toEqual(createTransferCheckedInstruction(source, mint, account, owner, 1_500_000n, 6));
  });

  it('reads decimals and amounts, and refuses data too short for a mint or account', () => {
    const mintData = new Uint8Array(82);
    mintData[44] = 9;
    expect(mintDecimals(mintData)).toBe(9);
    expect(mintDecimals(new Uint8Array(40))).toBeUndefined();
    const accountData = new Uint8Array(165);
    new DataView(accountData.buffer).setBigUint64(64, 2n ** 64n - 1n, true);
    expect(tokenAccountAmount(accountData)).toBe(2n ** 64n - 1n);
    // Little-endian: bytes 01..08 from offset 64 are 0x0807060504030201 (all ones reads the same
    // either way round).
    accountData.set([1, 2, 3, 4, 5, 6, 7, 8], 64);
    expect(tokenAccountAmount(accountData)).toBe(0x0807060504030201n);
    expect(tokenAccountAmount(new Uint8Array(72))).toBeUndefined();
  });
});
