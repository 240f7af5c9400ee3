// Every error the EVM adapter throws passes through here, so the mapping of wallet and node errors
// to the catalogue lives in one place (STYLE.md, "Adapters and errors").
import { errorForCode, isKitError, PROVIDER_ERROR_CODES, toKitError as normalise } from '@kit/core';
import type { AdapterErrorContext, KitErrorCode, KitError } from '@kit/core';

/** How deep nested causes are followed; SDKs wrap a wallet's error two or three times at most. */
const MAX_DEPTH = 5;

/** Codes that mean the visitor said no (spec §5), wherever they sit in the chain of causes. */
const REJECTION_CODES: ReadonlySet<number> = new Set([4001, 5000, 5002]);

/** Phrases of spec §5; kept here too because `isUserRejection` does not look into `data`. */
const REJECTION_PHRASES = [
  'user rejected',
  'user cancelled',
  'user canceled',
  'connection request reset',
];

/**
 * Node send errors (spec §8 "node send errors map to nonce, fee, gas and insufficient-funds
 * errors"), matched on the node's message as geth, anvil, Nethermind and Erigon word it. Checked in
 * order, so 'insufficient funds for gas * price + value' is a funds error, not a gas error.
 *
 * 'replacement transaction underpriced' is FEE_TOO_LOW, not NONCE_ERROR: reusing the pending
 * transaction's nonce is the point of a replacement, and what fixes it is a higher fee.
 */
const NODE_ERRORS: ReadonlyArray<readonly [KitErrorCode, readonly string[]]> = [
  ['INSUFFICIENT_FUNDS', ['insufficient funds', 'exceeds transaction sender account balance']],
  [
    'NONCE_ERROR',
    ['nonce too low', 'nonce too high', 'nonce has already been used', 'invalid nonce'],
  ],
  [
    'FEE_TOO_LOW',
    [
      'max fee per gas less than block base fee',
      'transaction underpriced',
      'fee cap',
      'max priority fee per gas higher than max fee per gas',
    ],
  ],
  [
    'GAS_ERROR',
    [
      'intrinsic gas too low',
      'intrinsic gas too high',
      'out of gas',
      'exceeds block gas limit',
      'gas required exceeds allowance',
      'gas limit reached',
    ],
  ],
];

/** What failed, for the fallback code and whether node send errors are told apart. */
export type ErrorContext = AdapterErrorContext;

/**
 * Turns anything thrown by a wallet, the RPC client or ethers into a KitError:
 * 1. a user rejection (codes 4001/5000/5002 or the §5 phrases, nested too) → UserRejectedRequestError;
 * 2. a KitError that is not a JSON-RPC error answer (our own NotConfiguredError or ValidationError,
 *    a transport timeout, …) → unchanged, since it already says what went wrong;
 * 3. with `nodeErrors`, a node send error → NONCE_ERROR, FEE_TOO_LOW, GAS_ERROR or INSUFFICIENT_FUNDS;
 * 4. anything else → the operation's fallback code, keeping the wallet's numeric code (4100, 4200,
 *    4900, 4901, -32603…) as `rpcCode`, its message as details and the original as cause.
 */
export function toKitError(error: unknown, context: ErrorContext): KitError {
  const nodeError = context.nodeErrors ? classifyNodeError(error) : undefined;
  const rpcCode = findNumericCode(error);
  return normalise(error, nodeError ?? context.fallback, {
    isRejection,
    rewrap: ['RPC_ERROR'],
    ...withDetails(describe(error)),
    ...(rpcCode === undefined ? {} : { rpcCode }),
  });
}

/** The node send error code an error stands for, or undefined. */
export function classifyNodeError(error: unknown): KitErrorCode | undefined {
  const text = collectTexts(error).join('\n').toLowerCase();
  for (const [code, phrases] of NODE_ERRORS) {
    if (phrases.some((phrase) => text.includes(phrase))) return code;
  }
  return undefined;
}

/**
 * True when a wallet says it does not know the chain (4902), at the top or nested: MetaMask
 * mobile wraps it as `{ code: -32603, data: { originalError: { code: 4902 } } }`.
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  return collectCodes(error).includes(PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN);
}

function isRejection(error: unknown): boolean {
  if (isKitError(error) && error.code === 'USER_REJECTED') return true;
  if (collectCodes(error).some((code) => REJECTION_CODES.has(code))) return true;
  const text = collectTexts(error).join('\n').toLowerCase();
  return REJECTION_PHRASES.some((phrase) => text.includes(phrase));
}

function withDetails(details: string | undefined): { details?: string } {
  return details === undefined ? {} : { details };
}

/** The wrappers SDKs put a wallet's error in: cause, ethers' error / info.error, data.originalError. */
function nestedErrors(record: Record<string, unknown>): unknown[] {
  const info = asRecord(record['info']);
  const data = asRecord(record['data']);
  return [record['cause'], record['error'], info?.['error'], data?.['originalError'], data];
}

/** Every object in the chain of causes, the error first, each once. */
function chain(error: unknown): Record<string, unknown>[] {
  const seen = new Set<unknown>();
  const out: Record<string, unknown>[] = [];
  const visit = (value: unknown, depth: number): void => {
    const record = asRecord(value);
    if (record === undefined || seen.has(value) || depth > MAX_DEPTH) return;
    seen.add(value);
    out.push(record);
    for (const nested of nestedErrors(record)) visit(nested, depth + 1);
  };
  visit(error, 0);
  return out;
}

function collectCodes(error: unknown): number[] {
  const codes: number[] = [];
  for (const record of chain(error)) {
    for (const key of ['code', 'rpcCode']) {
      const value = record[key];
      const numeric = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof numeric === 'number' && Number.isInteger(numeric)) codes.push(numeric);
    }
  }
  return codes;
}

function findNumericCode(error: unknown): number | undefined {
  return collectCodes(error)[0];
}

function collectTexts(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  const texts: string[] = [];
  for (const record of chain(error)) {
    for (const key of ['message', 'shortMessage', 'details', 'reason']) {
      const value = record[key];
      if (typeof value === 'string') texts.push(value);
    }
    if (typeof record['data'] === 'string') texts.push(record['data']);
  }
  return texts;
}

/** A developer-facing one-liner of the original error (never shown to visitors). */
function describe(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (isKitError(error)) return error.message;
  const [first] = collectTexts(error);
  return first;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

/** @internal A KitError for a condition the adapter detects itself (empty accounts, bad answer). */
export function adapterError(code: KitErrorCode, details: string): KitError {
  return errorForCode(code, { details });
}
