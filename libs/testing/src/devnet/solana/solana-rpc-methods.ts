// The JSON-RPC methods of the local Solana chain: what @solana/web3.js's Connection, Kit's Solana
// adapter and the test wallet call (balances, accounts, SPL token balances, airdrop, blockhash,
// fee for message, sendTransaction, signature statuses). Answers follow the shapes of Solana's
// RPC (https://solana.com/docs/rpc); everything is final as soon as it is processed.
import { base58, base64 } from '@scure/base';
import { SOLANA_LOCAL_REFERENCE } from '@kit/core';
import { LAMPORTS_PER_SIGNATURE } from './solana-ledger';
import { recentBlockhash, requiredSignatures } from './solana-message';
import type { SolanaLedger } from './solana-ledger';
import { preflightFailureMessage } from './solana-transaction-errors';

/** The SPL Token program, whose accounts getTokenAccountBalance reads. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

/** A JSON-RPC error the server returns as `{ error: { code, message, data } }`. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Mainnet's genesis hash is 44 characters; the local one starts with Kit's fixed CAIP reference. */
export const SOLANA_LOCAL_GENESIS_HASH = SOLANA_LOCAL_REFERENCE.padEnd(44, '1');

type Params = readonly unknown[];
type Method = (ledger: SolanaLedger, params: Params) => unknown;

const invalidParams = (message: string) => new SolanaRpcError(-32602, `Invalid params: ${message}`);

function publicKeyAt(params: Params, index: number): string {
  const value = params[index];
  if (typeof value !== 'string') throw invalidParams('expected a base58 public key');
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(value);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize');
  return value;
}

function configAt(params: Params, index: number): Record<string, unknown> {
  const value = params[index];
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function withContext<T>(ledger: SolanaLedger, value: T): { context: { slot: number }; value: T } {
  return { context: { slot: ledger.slot }, value };
}

function accountJson(ledger: SolanaLedger, address: string, encoding: unknown) {
  const account = ledger.getAccount(address);
  if (!account.exists) return null;
  let data: [string, string];
  if (encoding === undefined || encoding === 'base64')
    data = [base64.encode(account.data), 'base64'];
  else if (encoding === 'base58') data = [base58.encode(account.data), 'base58'];
  else
    throw invalidParams(
      `unsupported encoding ${String(encoding)} (this ledger serves base64 and base58)`,
    );
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  };
}

function tokenAmount(amount: bigint, decimals: number) {
  const unit = 10n ** BigInt(decimals);
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  const uiAmountString = fraction ? `${amount / unit}.${fraction}` : `${amount / unit}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

function decodeTransaction(params: Params): Uint8Array {
  const wire = params[0];
  const encoding = configAt(params, 1)['encoding'] ?? 'base58';
  if (typeof wire !== 'string') throw invalidParams('expected an encoded transaction');
  try {
    return encoding === 'base64' ? base64.decode(wire) : base58.decode(wire);
  } catch {
    throw invalidParams(`invalid ${String(encoding)} transaction`);
  }
}

const METHODS: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0-litesvm', 'feature-set': 0 }),
  getGenesisHash: () => SOLANA_LOCAL_GENESIS_HASH,
  getSlot: (ledger) => ledger.slot,
  getBlockHeight: (ledger) => ledger.slot,
  getEpochInfo: (ledger) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.slot,
    epoch: 0,
    slotIndex: ledger.slot,
    slotsInEpoch: 432_000,
    transactionCount: ledger.slot,
  }),
  getBalance: (ledger, params) =>
    withContext(ledger, Number(ledger.getBalance(publicKeyAt(params, 0)))),
  getAccountInfo: (ledger, params) =>
    withContext(
      ledger,
      accountJson(ledger, publicKeyAt(params, 0), configAt(params, 1)['encoding']),
    ),
  getMultipleAccounts: (ledger, params) => {
    const addresses = params[0];
    if (!Array.isArray(addresses)) throw invalidParams('expected an array of public keys');
    const encoding = configAt(params, 1)['encoding'];
    return withContext(
      ledger,
      addresses.map((_, index) => accountJson(ledger, publicKeyAt(addresses, index), encoding)),
    );
  },
  getTokenAccountBalance: (ledger, params) => {
    const account = ledger.getAccount(publicKeyAt(params, 0));
    if (
      !account.exists ||
      account.programAddress !== TOKEN_PROGRAM_ADDRESS ||
      account.data.length < 72
    ) {
      throw invalidParams('Invalid param: not a Token account');
    }
    const mint = ledger.getAccount(base58.encode(account.data.subarray(0, 32)));
    if (!mint.exists || mint.data.length < 45)
      throw invalidParams('Invalid param: not a v2.0 Token mint');
    return withContext(ledger, tokenAmount(readU64(account.data, 64), mint.data[44] ?? 0));
  },
  getMinimumBalanceForRentExemption: (ledger, params) => {
    const size = params[0];
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
      throw invalidParams('expected a data length');
    }
    return Number(ledger.minimumBalanceForRentExemption(size));
  },
  getLatestBlockhash: (ledger) => withContext(ledger, ledger.latestBlockhash()),
  isBlockhashValid: (ledger, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('expected a blockhash');
    return withContext(ledger, ledger.isBlockhashValid(params[0]));
  },
  getFeeForMessage: (ledger, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('expected a base64 message');
    let fee: number | null;
    try {
      const message = base64.decode(params[0]);
      // Like a validator: no fee for a message whose blockhash is unknown or expired.
      fee = ledger.isBlockhashValid(recentBlockhash(message))
        ? requiredSignatures(message) * LAMPORTS_PER_SIGNATURE
        : null;
    } catch {
      throw invalidParams('invalid message');
    }
    return withContext(ledger, fee);
  },
  requestAirdrop: (ledger, params) => {
    const lamports = params[1];
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
      throw invalidParams('expected a positive lamport amount');
    }
    return ledger.airdrop(publicKeyAt(params, 0), BigInt(lamports)).signature;
  },
  sendTransaction: (ledger, params) => {
    const preflight = configAt(params, 1)['skipPreflight'] !== true;
    const result = ledger.submit(decodeTransaction(params), { preflight });
    if (result.ok || !preflight) return result.signature;
    throw new SolanaRpcError(-32002, preflightFailureMessage(result.err), {
      accounts: null,
      err: result.err,
      logs: result.logs,
      returnData: null,
      unitsConsumed: 0,
    });
  },
  getSignatureStatuses: (ledger, params) => {
    const signatures = params[0];
    if (!Array.isArray(signatures) || signatures.some((s) => typeof s !== 'string')) {
      throw invalidParams('expected an array of signatures');
    }
    if (signatures.length > 256) throw invalidParams('too many signatures (256 at most)');
    return withContext(
      ledger,
      signatures.map((signature: string) => {
        const status = ledger.status(signature);
        if (!status) return null;
        return {
          slot: status.slot,
          confirmations: null,
          err: status.err,
          status: status.err === null ? { Ok: null } : { Err: status.err },
          confirmationStatus: 'finalized',
        };
      }),
    );
  },
};

/** Runs one JSON-RPC method; throws SolanaRpcError for unknown methods and bad params. */
export function callSolanaMethod(ledger: SolanaLedger, method: string, params: unknown): unknown {
  const run = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!run) throw new SolanaRpcError(-32601, 'Method not found');
  if (params !== undefined && !Array.isArray(params))
    throw invalidParams('params must be an array');
  return run(ledger, (params ?? []) as Params);
}
