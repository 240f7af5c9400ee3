// Every error the polkadot adapter throws passes through here: extension refusals, node answers
// (author_submitExtrinsic's 1010 "Invalid Transaction" texts) and dispatch errors of the runtime.
import {
  ChainRequestError,
  isKitError,
  isUserRejection,
  UserRejectedRequestError,
  WalletConnectionError,
} from '@kit/core';
import type { KitError, KitErrorCode } from '@kit/core';

/**
 * How extensions word a refusal: polkadot{.js} and Talisman reject a signature with 'Cancelled',
 * polkadot{.js} refuses a site with 'The source … is not allowed to interact with this extension',
 * SubWallet with 'Rejected by user'. Matched on the whole message, lower-cased.
 */
const REJECTION_PATTERNS = [/^cancell?ed$/, /\brejected\b/, /not allowed to interact/];

/**
 * Node and runtime errors (spec §8 "node send errors map to nonce, fee, gas and insufficient-funds
 * errors") as Substrate words them: transaction-pool validity errors and the balances pallet's
 * dispatch errors. Checked in order.
 */
const NODE_ERRORS: ReadonlyArray<readonly [KitErrorCode, readonly string[]]> = [
  [
    'INSUFFICIENT_FUNDS',
    [
      'inability to pay some fees',
      'insufficientbalance',
      'balance too low',
      'keepalive',
      'expendability',
      'existentialdeposit',
      'funds are unavailable',
    ],
  ],
  ['NONCE_ERROR', ['transaction is outdated', 'will be valid in the future']],
  ['FEE_TOO_LOW', ['priority is too low', 'too low priority']],
  ['GAS_ERROR', ['exhausts the resources', 'exhaustsresources', 'overweight']],
];

/** What failed, for the fallback code and whether node send errors are told apart. */
export interface ErrorContext {
  fallback: KitErrorCode;
  /** Map node and dispatch errors to nonce, fee, gas and funds codes; for sends only. */
  nodeErrors?: boolean;
}

/**
 * Turns anything thrown by an extension, @polkadot/api or the node into a KitError: a refusal →
 * UserRejectedRequestError; our own KitErrors unchanged; with `nodeErrors`, a node or dispatch
 * error → its code; anything else → the fallback code with the original as cause.
 */
export function toKitError(error: unknown, context: ErrorContext): KitError {
  if (isRejection(error)) {
    return error instanceof UserRejectedRequestError
      ? error
      : new UserRejectedRequestError({ cause: error });
  }
  if (isKitError(error)) return error;
  const details = describe(error);
  if (context.nodeErrors) {
    const code = classifyNodeError(details);
    if (code !== undefined) return new ChainRequestError(code, {}, { cause: error, details });
  }
  return context.fallback === 'CONNECT_FAILED'
    ? new WalletConnectionError('CONNECT_FAILED', { cause: error, details })
    : new ChainRequestError(context.fallback, {}, { cause: error, details });
}

/** The node send error code a node or dispatch error text stands for, or undefined. */
export function classifyNodeError(text: string | undefined): KitErrorCode | undefined {
  const lower = (text ?? '').toLowerCase();
  return NODE_ERRORS.find(([, phrases]) => phrases.some((phrase) => lower.includes(phrase)))?.[0];
}

function isRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true;
  const message = describe(error)?.trim().toLowerCase();
  return message !== undefined && REJECTION_PATTERNS.some((pattern) => pattern.test(message));
}

function describe(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** @internal A KitError for a condition the adapter detects itself (no accounts, bad answer). */
export function adapterError(code: KitErrorCode, details: string): KitError {
  return code === 'CONNECT_FAILED'
    ? new WalletConnectionError('CONNECT_FAILED', { details })
    : new ChainRequestError(code, {}, { details });
}
