// The local Solana chain as @solana/web3.js sees it: real Connection calls over HTTP and the
// WebSocket (sendAndConfirmTransaction waits on signatureSubscribe), against the LiteSVM ledger.
import { base58 } from '@scure/base';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { WebSocket } from 'ws';
import { startSolanaDevnet, toSolanaDevnetInfo } from './solana-devnet';
import type { SolanaDevnet } from './solana-devnet';
import { solanaDevAccountKeypair, solanaTestMintKeypair } from './solana-keys';

let devnet: SolanaDevnet;
let connection: Connection;

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 6 });
  connection = new Connection(devnet.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: devnet.webSocketUrl,
  });
});

afterAll(async () => {
  // web3.js closes its socket once no subscription is left; stop() terminates any still open.
  await devnet.stop();
});

const keypair = (index: number) => solanaDevAccountKeypair(index);

function transfer(from: Keypair, to: PublicKey, lamports: number): Transaction {
  return new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
}

async function rpc(body: unknown): Promise<unknown> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return response.json();
}

describe('the local Solana chain', () => {
  it('describes itself as plain JSON with deterministic, documented test keys', () => {
    const info = toSolanaDevnetInfo(devnet);
    expect(JSON.parse(JSON.stringify(info))).toEqual(info);
    expect(info.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.accounts).toHaveLength(6);
    expect(info.accounts[2]?.address).toBe(keypair(2).publicKey.toBase58());
    expect(
      Keypair.fromSecretKey(base58.decode(info.accounts[2]!.secretKey)).publicKey.toBase58(),
    ).toBe(info.accounts[2]?.address);
    expect(info.token).toEqual({
      address: solanaTestMintKeypair().publicKey.toBase58(),
      decimals: 6,
      symbol: 'KUSD',
      name: 'Kit USD',
    });
  });

  it('funds every account with SOL and KUSD', async () => {
    const owner = keypair(3).publicKey;
    expect(await connection.getBalance(owner)).toBe(1000 * LAMPORTS_PER_SOL);
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(devnet.token.address), owner);
    const { value } = await connection.getTokenAccountBalance(tokenAccount);
    expect(value).toEqual({
      amount: '1000000000000',
      decimals: 6,
      uiAmount: 1_000_000,
      uiAmountString: '1000000',
    });
  });

  it('sends and confirms a transfer through signatureSubscribe, and the balances move', async () => {
    const from = keypair(1);
    const to = Keypair.generate().publicKey;
    const before = await connection.getBalance(from.publicKey);
    await sendAndConfirmTransaction(connection, transfer(from, to, 1_500_000), [from]);
    await sendAndConfirmTransaction(connection, transfer(from, to, 1_500_000), [from]);
    expect(await connection.getBalance(to)).toBe(3_000_000);
    expect(await connection.getBalance(from.publicKey)).toBe(before - 3_000_000 - 2 * 5000);
  });

  it('gives two identical transfers distinct signatures (the blockhash moves on)', async () => {
    const from = keypair(1);
    const to = keypair(2).publicKey;
    const first = await sendAndConfirmTransaction(connection, transfer(from, to, 1000), [from]);
    const second = await sendAndConfirmTransaction(connection, transfer(from, to, 1000), [from]);
    expect(first).not.toBe(second);
    const { value } = await connection.getSignatureStatuses([
      first,
      second,
      base58.encode(new Uint8Array(64)),
    ]);
    expect(value.map((status) => status?.confirmationStatus ?? null)).toEqual([
      'finalized',
      'finalized',
      null,
    ]);
  });

  it('airdrops, and confirmTransaction with the blockhash strategy resolves', async () => {
    const to = Keypair.generate().publicKey;
    const latest = await connection.getLatestBlockhash();
    const signature = await connection.requestAirdrop(to, 2 * LAMPORTS_PER_SOL);
    const { value } = await connection.confirmTransaction({ signature, ...latest });
    expect(value.err).toBeNull();
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('prices a message at 5000 lamports per signature', async () => {
    const from = keypair(1);
    const transaction = transfer(from, keypair(2).publicKey, 1);
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.feePayer = from.publicKey;
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBe(5000);
  });

  it('refuses a transfer beyond the balance at preflight, changing nothing', async () => {
    const poor = Keypair.generate();
    await connection.confirmTransaction(
      await connection.requestAirdrop(poor.publicKey, 10_000_000),
    );
    const sending = sendAndConfirmTransaction(
      connection,
      transfer(poor, keypair(2).publicKey, 20_000_000),
      [poor],
    );
    await expect(sending).rejects.toBeInstanceOf(SendTransactionError);
    await expect(sending).rejects.toThrow(/custom program error: 0x1/);
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000);
  });

  it('records a failing transaction sent with skipPreflight with its error', async () => {
    const poor = Keypair.generate();
    await connection.confirmTransaction(
      await connection.requestAirdrop(poor.publicKey, 10_000_000),
    );
    const transaction = transfer(poor, keypair(2).publicKey, 20_000_000);
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.sign(poor);
    const signature = await connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: true,
    });
    const { value } = await connection.getSignatureStatus(signature);
    expect(value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  it('refuses an unknown blockhash and a forged signature', async () => {
    const from = keypair(1);
    const stale = transfer(from, keypair(2).publicKey, 1);
    stale.recentBlockhash = Keypair.generate().publicKey.toBase58();
    stale.sign(from);
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow(
      'Blockhash not found',
    );

    const forged = transfer(from, keypair(2).publicKey, 1);
    forged.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    forged.feePayer = from.publicKey;
    forged.addSignature(from.publicKey, Buffer.from(new Uint8Array(64).fill(7)));
    await expect(
      connection.sendRawTransaction(forged.serialize({ verifySignatures: false })),
    ).rejects.toThrow(/signature verification/);
  });

  it('notifies a signature subscription made before the transaction lands, once', async () => {
    const from = keypair(1);
    const transaction = transfer(from, keypair(2).publicKey, 1000);
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.sign(from);
    const signature = base58.encode(transaction.signature!);
    const socket = new WebSocket(devnet.webSocketUrl);
    const messages: Array<{ id?: number; result?: unknown; method?: string; params?: unknown }> =
      [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature] }),
    );
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'accountSubscribe', params: [signature] }),
    );
    await waitFor(() => messages.length === 2);
    expect(messages.map((message) => message.method)).toEqual([undefined, undefined]);

    await connection.sendRawTransaction(transaction.serialize());
    await waitFor(() => messages.length === 3);
    const subscription = messages.find((message) => message.id === 1)?.result;
    expect(messages.find((message) => message.id === 2)).toMatchObject({ error: { code: -32601 } });
    expect(messages[2]).toMatchObject({
      method: 'signatureNotification',
      params: { subscription, result: { value: { err: null } } },
    });
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'signatureUnsubscribe',
        params: [subscription],
      }),
    );
    await waitFor(() => messages.length === 4);
    // Signature subscriptions end with their notification, as on a validator.
    expect(messages[3]).toMatchObject({ id: 3, result: false });
    socket.close();
  });

  it('answers batches in order and reports unknown methods and malformed bodies', async () => {
    const address = keypair(4).publicKey.toBase58();
    const batch = (await rpc([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'getAccountInfo',
        params: [address, { encoding: 'base64' }],
      },
      { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
    ])) as Array<{ id: number; result?: { value: unknown }; error?: { code: number } }>;
    expect(batch.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(batch[0]?.result?.value).toBe(1000 * LAMPORTS_PER_SOL);
    expect(batch[1]?.result?.value).toMatchObject({ owner: SystemProgram.programId.toBase58() });
    expect(batch[2]?.error?.code).toBe(-32601);
    expect(await rpc('{not json')).toMatchObject({ error: { code: -32700 } });
    expect(
      await rpc({ jsonrpc: '2.0', id: 4, method: 'getBalance', params: ['nope'] }),
    ).toMatchObject({
      id: 4,
      error: { code: -32602 },
    });
  });

  it('allows cross-origin calls from a page', async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('stops listening on stop()', async () => {
    const other = await startSolanaDevnet({ accounts: 1 });
    await other.stop();
    await other.stop();
    await expect(fetch(other.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!condition()) throw new Error('condition not met');
}
