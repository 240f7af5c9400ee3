// Every error the polkadot adapter throws passes through here: extension refusals, node answers
// (author_submitExtrinsic's 1010 "Invalid Transaction" texts) and dispatch errors of the runtime.
import { errorForCode, toKitError as normalise } from '@kit/core';
import type { AdapterErrorContext, KitError, KitErrorCode } from '@kit/core';

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

/** What failed, for the fallback code and whether node and dispatch errors are told apart. */
export type ErrorContext = AdapterErrorContext;

/**
 * Turns anything thrown by an extension, @polkadot/api or the node into a KitError: a refusal →
 * UserRejectedRequestError; our own KitErrors unchanged; with `nodeErrors`, a node or dispatch
 * error → its code; anything else → the fallback code with the original as cause.
 */
export function toKitError(error: unknown, context: ErrorContext): KitError {
  const details = describe(error);
  const nodeError = context.nodeErrors ? classifyNodeError(details) : undefined;
  return normalise(error, nodeError ?? context.fallback, {
    isRejection,
    ...(details === undefined ? {} : { details }),
  });
}

/** The node send error code a node or dispatch error text stands for, or undefined. */
export function classifyNodeError(text: string | undefined): KitErrorCode | undefined {
  const lower = (text ?? '').toLowerCase();
  return NODE_ERRORS.find(([, phrases]) => phrases.some((phrase) => lower.includes(phrase)))?.[0];
}

/** The extension's own wording of a refusal (spec §5's codes and phrases are checked first). */
function isRejection(error: unknown): boolean {
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
  return errorForCode(code, { details });
}
