// Every error the bitcoin adapter throws passes through here: a wallet's refusal becomes
// 'User rejected the request' (spec §5), our own KitErrors pass unchanged, anything else becomes
// the operation's fallback code with the original as cause.
import { toKitError as normalise } from '@kit/core';
import type { KitError, KitErrorCode } from '@kit/core';

/** Maps anything thrown by a wallet, Esplora or bitcoinjs-lib to a KitError. */
export function toKitError(error: unknown, fallback: KitErrorCode): KitError {
  const details = describe(error);
  const rpcCode = numericCode(error);
  return normalise(error, fallback, {
    ...(details !== undefined && { details }),
    ...(rpcCode !== undefined && { rpcCode }),
  });
}

function describe(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function numericCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}
