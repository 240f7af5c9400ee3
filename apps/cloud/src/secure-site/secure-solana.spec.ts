import {
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  Keypair,
} from '@solana/web3.js';
import { base58, base64 } from '@scure/base';
import {
  solanaTokenUnits,
  startDevnet,
  toDevnetInfo,
  verifiesAsSolanaAddress,
  type Devnet,
} from '@kit/testing';
import { startCloud, type Cloud } from '../start-cloud';
import { WELCOME_SOL, WELCOME_SOLANA_TOKENS } from './secure-solana-wallet';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;

beforeAll(async () => {
  devnet = await startDevnet({ solana: true });
  cloud = await startCloud({ devnet: toDevnetInfo(devnet), dev: true });
});

afterAll(async () => {
  await cloud?.stop();
  await devnet?.stop();
});

/** A POST as the secure site's own pages make it (their Origin), with an optional session. */
async function api<T = Record<string, unknown>>(
  route: string,
  body: Record<string, unknown> = {},
  options: { token?: string; origin?: string } = {},
) {
  const response = await fetch(`${cloud.url}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin ?? cloud.url,
      // The pages name their project: sessions are bound to it.
      'x-project-id': 'kit-local',
      ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.solana!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

const lamports = async (address: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [address])).value);

async function login(email: string): Promise<{ token: string; solanaAddress: string }> {
  await api('email/start', { email });
  const mail = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: Array<{ subject: string }> };
  const otp = /(\d{6})/.exec(messages[0]?.subject ?? '')![1];
  const { body } = await api<{ token: string }>('email/verify', { email, otp });
  const user = await api<{ solanaAddress: string }>('user', {}, { token: body.token });
  return { token: body.token, solanaAddress: user.body.solanaAddress };
}

/** Opens an approval, answers it, and resolves with what the waiting call got. */
async function approved<T>(token: string, method: string, params: unknown, approve = true) {
  const opened = await api<{ approvalId: string }>('rpc', { method, params: [params] }, { token });
  expect(opened.status).toBe(200);
  const id = opened.body.approvalId;
  const waiting = api<{ result: T; message?: string }>('approval/wait', { id }, { token });
  await api('approval/decide', { id, approved: approve }, { token });
  return waiting;
}

/** A SOL transfer from `from` (fee payer) built against the chain's latest blockhash, unsigned. */
async function transfer(from: string, to: string, amount: bigint): Promise<string> {
  const { value } = await solanaRpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    recentBlockhash: value.blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(to),
      lamports: amount,
    }),
  );
  return base64.encode(
    transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  );
}

const kusdUnits = (owner: string): Promise<bigint> =>
  solanaTokenUnits(devnet.solana!.rpcUrl, devnet.solana!.token.address, owner);

describe('the secure site on Solana (spec §6)', () => {
  let token: string;
  let solanaAddress: string;

  beforeAll(async () => {
    ({ token, solanaAddress } = await login('solana-visitor@example.com'));
  });

  it('gives a new identity a funded Solana account: SOL for fees and KUSD to send', async () => {
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await lamports(solanaAddress)).toBe(WELCOME_SOL);
    expect(await kusdUnits(solanaAddress)).toBe(
      WELCOME_SOLANA_TOKENS * 10n ** BigInt(devnet.solana!.token.decimals),
    );
  });

  it('signs a message with the identity ed25519 key only after the visitor approves', async () => {
    const message = new TextEncoder().encode('Hello from Solana');
    const opened = await api<{ approvalId: string }>(
      'rpc',
      {
        method: 'solana_signMessage',
        params: [{ message: base58.encode(message), pubkey: solanaAddress }],
      },
      { token },
    );
    const id = opened.body.approvalId;
    // The approval page shows the Solana account and chain.
    expect((await api('approval', { id }, { token })).body).toMatchObject({
      method: 'solana_signMessage',
      address: solanaAddress,
      chainId: `solana:${devnet.solana!.reference}`,
    });
    const waiting = api<{ result: { signature: string } }>('approval/wait', { id }, { token });
    await api('approval/decide', { id, approved: true }, { token });
    const { status, body } = await waiting;
    expect(status).toBe(200);
    expect(
      verifiesAsSolanaAddress(solanaAddress, message, base58.decode(body.result.signature)),
    ).toBe(true);
    expect(
      verifiesAsSolanaAddress(
        solanaAddress,
        new TextEncoder().encode('other'),
        base58.decode(body.result.signature),
      ),
    ).toBe(false);
  });

  it('fails the waiting call with the user rejection when the visitor rejects', async () => {
    const message = base58.encode(new TextEncoder().encode('no'));
    const answer = await approved(token, 'solana_signMessage', { message }, false);
    expect(answer).toEqual({ status: 403, body: { message: 'User rejected the request' } });
  });

  it('signs and sends an approved SOL transfer on the local chain', async () => {
    const receiver = devnet.solana!.accounts[7]!.address;
    const before = await lamports(receiver);
    const transaction = await transfer(solanaAddress, receiver, 12_345n);
    const { status, body } = await approved<{ signature: string }>(
      token,
      'solana_signAndSendTransaction',
      { transaction, pubkey: solanaAddress },
    );
    expect(status).toBe(200);
    expect(body.result.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await lamports(receiver)).toBe(before + 12_345n);
  });

  it('signs a transaction without sending it', async () => {
    const receiver = devnet.solana!.accounts[7]!.address;
    const before = await lamports(receiver);
    const { body } = await approved<{ transaction: string; signature: string }>(
      token,
      'solana_signTransaction',
      { transaction: await transfer(solanaAddress, receiver, 1_000n) },
    );
    const signed = VersionedTransaction.deserialize(base64.decode(body.result.transaction));
    expect(
      verifiesAsSolanaAddress(solanaAddress, signed.message.serialize(), signed.signatures[0]!),
    ).toBe(true);
    expect(base58.encode(signed.signatures[0]!)).toBe(body.result.signature);
    expect(await lamports(receiver)).toBe(before);
  });

  it('signs a batch of transactions after one approval, sending none of them', async () => {
    const receiver = devnet.solana!.accounts[7]!.address;
    const before = await lamports(receiver);
    const batch = [
      await transfer(solanaAddress, receiver, 1_000n),
      await transfer(solanaAddress, receiver, 2_000n),
    ];
    const { status, body } = await approved<{ transactions: string[] }>(
      token,
      'solana_signAllTransactions',
      { transactions: batch },
    );
    expect(status).toBe(200);
    expect(body.result.transactions).toHaveLength(2);
    for (const encoded of body.result.transactions) {
      const signed = VersionedTransaction.deserialize(base64.decode(encoded));
      expect(
        verifiesAsSolanaAddress(solanaAddress, signed.message.serialize(), signed.signatures[0]!),
      ).toBe(true);
    }
    expect(await lamports(receiver)).toBe(before);
  });

  it('refuses an empty batch, and a batch with a transaction the identity does not sign', async () => {
    const empty = await approved(token, 'solana_signAllTransactions', { transactions: [] });
    expect(empty).toEqual({
      status: 400,
      body: { message: 'The transactions must be a non-empty list' },
    });
    const stranger = Keypair.generate().publicKey.toBase58();
    const mixed = await approved(token, 'solana_signAllTransactions', {
      transactions: [
        await transfer(solanaAddress, stranger, 1n),
        await transfer(stranger, solanaAddress, 1n),
      ],
    });
    expect(mixed).toEqual({
      status: 400,
      body: { message: 'The transaction does not need the signature of this account' },
    });
  });

  it('refuses a transaction the identity does not sign, and a request for another account', async () => {
    const stranger = Keypair.generate().publicKey.toBase58();
    const foreign = await approved(token, 'solana_signAndSendTransaction', {
      transaction: await transfer(stranger, solanaAddress, 1n),
    });
    expect(foreign).toEqual({
      status: 400,
      body: { message: 'The transaction does not need the signature of this account' },
    });
    const other = await approved(token, 'solana_signMessage', {
      message: base58.encode(new Uint8Array([1])),
      pubkey: stranger,
    });
    expect(other).toEqual({
      status: 400,
      body: { message: 'solana_signMessage for another account' },
    });
  });

  it('refuses Solana methods outside spec §6 without asking the visitor', async () => {
    for (const method of ['solana_requestAirdrop', 'solana_getAccounts']) {
      const { status, body } = await api('rpc', { method, params: [] }, { token });
      expect({ status, body }).toEqual({
        status: 403,
        body: { message: 'Requested RPC call is not allowed' },
      });
    }
  });

  it('answers its own origin only, and a session only', async () => {
    const params = [{ message: base58.encode(new Uint8Array([1])) }];
    const foreign = await api(
      'rpc',
      { method: 'solana_signMessage', params },
      { token, origin: 'http://127.0.0.1:1' },
    );
    expect(foreign.status).toBe(403);
    const anonymous = await api('rpc', { method: 'solana_signMessage', params });
    expect(anonymous.status).toBe(401);
  });
});
