import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import { base58, base64 } from '@scure/base';
import type { CloudSolanaDevnet } from '../cloud-context';
import { HttpError } from '../server/http-error';
import { deriveIdentityKeys } from './identity-keys';

/** What a new identity gets on the local Solana chain: SOL for fees, and KUSD to send. */
export const WELCOME_SOL = 10n * BigInt(LAMPORTS_PER_SOL);
/** Whole test tokens (KUSD) a new identity gets. */
export const WELCOME_SOLANA_TOKENS = 1000n;

/** True for the Solana methods of spec §6 (the secure site routes them here). */
export function isSolanaMethod(method: unknown): method is string {
  return typeof method === 'string' && method.startsWith('solana_');
}

/**
 * The Solana side of the embedded wallet: the identity's ed25519 key signs messages and
 * transactions, and sends them to the local Solana chain. Params follow the WalletConnect Solana
 * RPC shapes: `{ message: base58, pubkey }`, `{ transaction: base64, pubkey }` and
 * `{ transactions: base64[] }`.
 */
export interface SecureSolanaWallet {
  /** `solana:<reference>` of the chain, or undefined when the cloud runs without one. */
  caipNetworkId(): string | undefined;
  /** Runs an approved Solana method with the identity's key. */
  execute(seed: string, method: string, params: unknown): Promise<unknown>;
  /** Funds a new identity's Solana address (SOL by airdrop, KUSD minted by the authority). */
  welcome(address: string): Promise<void>;
}

/** The single params object of a Solana method (WalletConnect sends an object, some an array). */
function paramsOf(params: unknown): Record<string, unknown> {
  const value = Array.isArray(params) ? params[0] : params;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function decodeBase58(value: unknown, what: string): Uint8Array {
  try {
    if (typeof value !== 'string' || value === '') throw new Error('empty');
    return base58.decode(value);
  } catch {
    throw new HttpError(400, `${what} must be base58`);
  }
}

function decodeTransaction(value: unknown): VersionedTransaction {
  try {
    if (typeof value !== 'string') throw new Error('missing');
    return VersionedTransaction.deserialize(base64.decode(value));
  } catch {
    throw new HttpError(400, 'The transaction must be a serialized Solana transaction (base64)');
  }
}

/** Checks the request names the identity's own account (when it names one). */
function requireOwnAccount(params: Record<string, unknown>, address: string, method: string) {
  if (params['pubkey'] !== undefined && params['pubkey'] !== address) {
    throw new HttpError(400, `${method} for another account`);
  }
}

/**
 * Signs `transaction` as `address`: the address must be one of the message's required signers
 * (legacy or v0 message alike); the other signers' slots are left as they came.
 */
function signTransaction(
  transaction: VersionedTransaction,
  address: string,
  sign: (bytes: Uint8Array) => string,
): VersionedTransaction {
  const { header, staticAccountKeys } = transaction.message;
  const index = staticAccountKeys
    .slice(0, header.numRequiredSignatures)
    .findIndex((key) => key.toBase58() === address);
  if (index < 0) {
    throw new HttpError(400, 'The transaction does not need the signature of this account');
  }
  transaction.signatures[index] = base58.decode(sign(transaction.message.serialize()));
  return transaction;
}

interface JsonRpcAnswer<T> {
  result?: T;
  error?: { message?: string };
}

/** The wallet over the cloud's local Solana chain; without one every call is a 503. */
export function createSecureSolanaWallet(chain: CloudSolanaDevnet | undefined): SecureSolanaWallet {
  let counter = 0;
  const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
    if (!chain) throw new HttpError(503, 'The secure site has no Solana chain');
    counter += 1;
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: counter, method, params }),
    });
    const answer = (await response.json()) as JsonRpcAnswer<T>;
    if (answer.error) throw new HttpError(400, answer.error.message ?? `${method} failed`);
    return answer.result as T;
  };

  const sendRaw = (transaction: Uint8Array) =>
    rpc<string>('sendTransaction', [base64.encode(transaction), { encoding: 'base64' }]);

  /** KUSD for a new identity: the mint authority creates its token account and mints to it. */
  const mintWelcomeTokens = async (address: string): Promise<void> => {
    const secret = chain?.accounts?.[0]?.secretKey;
    const token = chain?.token;
    if (secret === undefined || token === undefined) return;
    const authority = Keypair.fromSecretKey(base58.decode(secret));
    const owner = new PublicKey(address);
    const mint = new PublicKey(token.address);
    const account = getAssociatedTokenAddressSync(mint, owner);
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [
      { commitment: 'confirmed' },
    ]);
    const transaction = new Transaction({
      feePayer: authority.publicKey,
      recentBlockhash: value.blockhash,
    }).add(
      createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, account, owner, mint),
      createMintToInstruction(
        mint,
        account,
        authority.publicKey,
        WELCOME_SOLANA_TOKENS * 10n ** BigInt(token.decimals),
      ),
    );
    transaction.sign(authority);
    await sendRaw(transaction.serialize());
  };

  return {
    caipNetworkId: () => (chain ? `solana:${chain.reference}` : undefined),

    async execute(seed, method, params) {
      if (!chain) throw new HttpError(503, 'The secure site has no Solana chain');
      const keys = deriveIdentityKeys(seed);
      const request = paramsOf(params);
      requireOwnAccount(request, keys.solanaAddress, method);
      switch (method) {
        case 'solana_signMessage': {
          const message = decodeBase58(request['message'], 'The message');
          return { signature: keys.signSolana(message) };
        }
        case 'solana_signTransaction': {
          const signed = signTransaction(
            decodeTransaction(request['transaction']),
            keys.solanaAddress,
            keys.signSolana,
          );
          const [signature] = signed.signatures;
          return {
            transaction: base64.encode(signed.serialize()),
            ...(signature !== undefined && { signature: base58.encode(signature) }),
          };
        }
        case 'solana_signAllTransactions': {
          // One approval for the batch: the visitor saw every transaction on the approval page.
          const encoded = request['transactions'];
          if (!Array.isArray(encoded) || encoded.length === 0) {
            throw new HttpError(400, 'The transactions must be a non-empty list');
          }
          const signed = encoded.map((transaction) =>
            signTransaction(decodeTransaction(transaction), keys.solanaAddress, keys.signSolana),
          );
          return {
            transactions: signed.map((transaction) => base64.encode(transaction.serialize())),
          };
        }
        case 'solana_signAndSendTransaction': {
          const signed = signTransaction(
            decodeTransaction(request['transaction']),
            keys.solanaAddress,
            keys.signSolana,
          );
          return { signature: await sendRaw(signed.serialize()) };
        }
        default:
          throw new HttpError(400, `${method} is not supported by the local secure site`);
      }
    },

    async welcome(address) {
      if (!chain) return;
      await rpc('requestAirdrop', [address, Number(WELCOME_SOL)]);
      await mintWelcomeTokens(address);
    },
  };
}
