// buildTransfer and estimateTransferFee against a recording RPC client (no validator): the
// instructions of a SOL and an SPL transfer, checked against web3.js' and @solana/spl-token's own
// builders, and the refusals.
import { solana } from '@kit/core';
import type { RpcClient, TransferRequest } from '@kit/core';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { Keypair, SystemProgram } from '@solana/web3.js';
import type { PublicKey } from '@solana/web3.js';
import { estimateTransferFee } from './estimate-fee';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './spl-token';
import { buildTransfer } from './transfer';

const from = Keypair.generate().publicKey;
const to = Keypair.generate().publicKey;
const mint = Keypair.generate().publicKey;
const BLOCKHASH = Keypair.generate().publicKey.toBase58(); // any 32 bytes in base58

const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  connectorId: 'solana:phantom',
  network: solana,
  from: from.toBase58(),
  to: to.toBase58(),
  amount: '1500000000',
  ...overrides,
});

/** Account data as getMultipleAccounts returns it: base64. */
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
function mintData(decimals: number, length = 82): Uint8Array {
  const data = new Uint8Array(length);
  if (length > 44) data[44] = decimals;
  return data;
}

function recordingRpc(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown }[] = [];
  const rpc = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      calls.push({ method, params });
      if (!(method in answers)) throw new Error(`unexpected ${method}`);
      return answers[method];
    },
  } as unknown as RpcClient;
  return { rpc, calls };
}

const blockhashAnswer = {
  getLatestBlockhash: {
    context: { slot: 1 },
    value: { blockhash: BLOCKHASH, lastValidBlockHeight: 1234 },
  },
};
const mintAnswer = (owner: PublicKey, data: Uint8Array) => ({
  getMultipleAccounts: {
    context: { slot: 1 },
    value: [{ lamports: 1_461_600, owner: owner.toBase58(), data: [base64(data), 'base64'] }],
  },
});

describe('buildTransfer (Solana)', () => {
  it('moves SOL with one System transfer, paid by the sender, on the latest blockhash', async () => {
    const { rpc, calls } = recordingRpc(blockhashAnswer);
    const { transaction, lastValidBlockHeight } = await buildTransfer(rpc, request());
    expect(transaction.instructions).toEqual([
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_500_000_000n }),
    ]);
    expect(transaction.feePayer?.equals(from)).toBe(true);
    expect(transaction.recentBlockhash).toBe(BLOCKHASH);
    expect(lastValidBlockHeight).toBe(1234);
    expect(calls).toEqual([
      { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    ]);
  });

  it.each([
    ['Token', TOKEN_PROGRAM_ID],
    ['Token-2022', TOKEN_2022_PROGRAM_ID],
  ])(
    'moves an SPL token (%s) with TransferChecked between associated accounts, creating the receiver one',
    async (_name, program) => {
      const { rpc, calls } = recordingRpc({
        ...mintAnswer(program, mintData(6)),
        ...blockhashAnswer,
      });
      const { transaction } = await buildTransfer(
        rpc,
        request({ tokenAddress: mint.toBase58(), amount: '2500000' }),
      );
      const source = getAssociatedTokenAddressSync(mint, from, false, program);
      const destination = getAssociatedTokenAddressSync(mint, to, false, program);
      expect(transaction.instructions).toEqual([
        createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, program),
        createTransferCheckedInstruction(
          source,
          mint,
          destination,
          from,
          2_500_000n,
          6,
          [],
          program,
        ),
      ]);
      expect(transaction.feePayer?.equals(from)).toBe(true);
      expect(calls[0]).toEqual({
        method: 'getMultipleAccounts',
        params: [[mint.toBase58()], { encoding: 'base64', commitment: 'confirmed' }],
      });
    },
  );

  it.each([
    [
      'no account at the mint address',
      { getMultipleAccounts: { context: { slot: 1 }, value: [null] } },
    ],
    ['an account of another program', mintAnswer(SystemProgram.programId, mintData(6))],
    ['token-program data too short for a mint', mintAnswer(TOKEN_PROGRAM_ID, mintData(6, 81))],
  ])('refuses a token address with %s as INVALID_ADDRESS', async (_case, answer) => {
    const { rpc } = recordingRpc({ ...answer, ...blockhashAnswer });
    await expect(
      buildTransfer(rpc, request({ tokenAddress: mint.toBase58() })),
    ).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      message: expect.stringContaining('Invalid solana address'),
      details: `not a token mint: ${mint.toBase58()}`,
    });
  });

  it('reads a mint of 0 decimals as a mint', async () => {
    const { rpc } = recordingRpc({
      ...mintAnswer(TOKEN_PROGRAM_ID, mintData(0)),
      ...blockhashAnswer,
    });
    const { transaction } = await buildTransfer(
      rpc,
      request({ tokenAddress: mint.toBase58(), amount: '7' }),
    );
    expect(transaction.instructions[1]?.data).toEqual(
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mint, from),
        mint,
        getAssociatedTokenAddressSync(mint, to),
        from,
        7n,
        0,
      ).data,
    );
  });

  it.each([
    ['from', { from: 'not-base58-0OIl' }, 'from: not-base58-0OIl'],
    [
      'to',
      { to: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' },
      'to: 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    ],
    ['tokenAddress', { tokenAddress: '1111' }, 'tokenAddress: 1111'],
  ])(
    'refuses a malformed %s as INVALID_ADDRESS, naming the field',
    async (_field, overrides, details) => {
      const { rpc, calls } = recordingRpc(blockhashAnswer);
      await expect(buildTransfer(rpc, request(overrides))).rejects.toMatchObject({
        code: 'INVALID_ADDRESS',
        message: expect.stringContaining('Invalid solana address'),
        details,
      });
      expect(calls).toEqual([]);
    },
  );

  it.each([
    ['SOL', {}],
    ['an SPL token', { tokenAddress: Keypair.generate().publicKey.toBase58() }],
  ])(
    'refuses an amount of %s that is not a whole number of base units as INVALID_DECIMAL, asking nothing',
    async (_what, overrides) => {
      for (const amount of ['1.5', '-1', '1e9', ' 1', '0x10', '']) {
        const { rpc, calls } = recordingRpc(blockhashAnswer);
        await expect(buildTransfer(rpc, request({ ...overrides, amount }))).rejects.toMatchObject({
          name: 'ValidationError',
          code: 'INVALID_DECIMAL',
          shortMessage: `Number ${amount} is not a valid decimal number.`,
        });
        expect(calls).toEqual([]);
      }
    },
  );
});

describe('estimateTransferFee (Solana)', () => {
  it("prices the transfer's compiled message with getFeeForMessage, in SOL", async () => {
    const { rpc, calls } = recordingRpc({
      ...blockhashAnswer,
      getFeeForMessage: { context: { slot: 1 }, value: 5000 },
    });
    await expect(estimateTransferFee(rpc, request())).resolves.toStrictEqual({
      value: '5000',
      decimals: 9,
      symbol: 'SOL',
    });
    const { transaction } = await buildTransfer(recordingRpc(blockhashAnswer).rpc, request());
    expect(calls[1]).toEqual({
      method: 'getFeeForMessage',
      params: [transaction.serializeMessage().toString('base64'), { commitment: 'confirmed' }],
    });
  });

  it('keeps a zero fee and fails when the blockhash expired meanwhile (a null fee)', async () => {
    const zero = recordingRpc({
      ...blockhashAnswer,
      getFeeForMessage: { context: { slot: 1 }, value: 0 },
    });
    await expect(estimateTransferFee(zero.rpc, request())).resolves.toMatchObject({ value: '0' });
    const expired = recordingRpc({
      ...blockhashAnswer,
      getFeeForMessage: { context: { slot: 1 }, value: null },
    });
    await expect(estimateTransferFee(expired.rpc, request())).rejects.toThrow(
      'the blockhash expired while estimating',
    );
  });

  it('refuses a bad amount with the typed INVALID_DECIMAL error, not a SyntaxError', async () => {
    const { rpc, calls } = recordingRpc(blockhashAnswer);
    await expect(estimateTransferFee(rpc, request({ amount: '1.5' }))).rejects.toMatchObject({
      name: 'ValidationError',
      code: 'INVALID_DECIMAL',
    });
    expect(calls).toEqual([]);
  });
});
