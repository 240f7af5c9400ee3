// Every error the Solana adapter throws passes through here (STYLE.md, "Adapters and errors"):
// refusals become 'User rejected the request', node send errors that mean "not enough SOL or
// tokens" become INSUFFICIENT_FUNDS, our own KitErrors pass unchanged, the rest gets the
// operation's fallback code with the original as cause.
import { toKitError as normalise } from '@kit/core';
import type { AdapterErrorContext, KitError } from '@kit/core';

/** What failed, for the fallback code and whether node send errors are told apart. */
export type ErrorContext = AdapterErrorContext;

/**
 * How Solana nodes word a shortage: the System program's "insufficient lamports" log and its
 * custom error 0x1 on instruction transfers, the Token program's "insufficient funds" (also 0x1),
 * and the runtime's fee-payer errors.
 */
const INSUFFICIENT_FUNDS_PHRASES = [
  'insufficient lamports',
  'insufficient funds',
  'insufficientfundsforfee',
  'insufficientfundsforrent',
  'attempt to debit an account but found no record of a prior credit',
];

export function toKitError(error: unknown, context: ErrorContext): KitError {
  const details = describe(error);
  const funds = context.nodeErrors && isInsufficientFunds(error);
  return normalise(error, funds ? 'INSUFFICIENT_FUNDS' : context.fallback, {
    rewrap: ['RPC_ERROR'],
    ...(details && { details }),
  });
}

function isInsufficientFunds(error: unknown): boolean {
  const text = texts(error).join('\n').toLowerCase();
  return INSUFFICIENT_FUNDS_PHRASES.some((phrase) => text.includes(phrase));
}

/** Messages, details and node logs through the chain of causes. */
function texts(error: unknown, depth = 0): string[] {
  if (typeof error === 'string') return [error];
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const record = error as Record<string, unknown>;
  const out: string[] = [];
  for (const key of ['message', 'details', 'shortMessage']) {
    if (typeof record[key] === 'string') out.push(record[key] as string);
  }
  const data = record['data'];
  if (data && typeof data === 'object') {
    const logs = (data as Record<string, unknown>)['logs'];
    if (Array.isArray(logs))
      out.push(...logs.filter((log): log is string => typeof log === 'string'));
    const err = (data as Record<string, unknown>)['err'];
    if (err !== undefined) out.push(JSON.stringify(err));
  }
  return [...out, ...texts(record['cause'], depth + 1)];
}

function describe(error: unknown): string | undefined {
  return texts(error)[0];
}
