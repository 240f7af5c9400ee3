import type { KitErrorCode } from './error-messages';

/** The serialisable shape of a KitError, as kept in Redux state and sent to error reports. */
export interface SerializedKitError {
  name: string;
  code: KitErrorCode;
  message: string;
}

/** Options accepted by every KitError constructor. */
export interface KitErrorOptions {
  /** Extra, developer-facing detail appended to the message (never shown to visitors). */
  details?: string;
  /** The error this one wraps: an SDK error, a failed fetch, a provider rejection. */
  cause?: unknown;
  /** The numeric JSON-RPC or EIP-1193 provider code, when the error came from (or goes to) a wallet. */
  rpcCode?: number;
}

/**
 * The one error base of Kit (after wagmi's BaseError). `shortMessage` is the spec's exact text and
 * is what the UI shows; `message` adds `details` for developers. Every error Kit throws or stores is
 * a KitError with a code from the catalogue in `error-messages.ts`.
 */
export class KitError extends Error {
  override name = 'KitError';
  readonly code: KitErrorCode;
  readonly shortMessage: string;
  readonly details?: string;
  readonly rpcCode?: number;
  override readonly cause?: unknown;

  constructor(code: KitErrorCode, shortMessage: string, options: KitErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage);
    this.code = code;
    this.shortMessage = shortMessage;
    if (options.details !== undefined) this.details = options.details;
    if (options.rpcCode !== undefined) this.rpcCode = options.rpcCode;
    if (options.cause !== undefined) this.cause = options.cause;
  }

  /** The plain-object form for Redux state (which must stay serialisable). */
  toJSON(): SerializedKitError {
    return { name: this.name, code: this.code, message: this.shortMessage };
  }
}

/** True for any KitError, including one from another copy of this package (checked by shape). */
export function isKitError(value: unknown): value is KitError {
  return (
    value instanceof KitError ||
    (value instanceof Error &&
      typeof (value as Partial<KitError>).code === 'string' &&
      typeof (value as Partial<KitError>).shortMessage === 'string')
  );
}

/** Serialises any thrown value for state: KitErrors keep their code, anything else is UNKNOWN_ERROR. */
export function serializeError(error: unknown): SerializedKitError {
  if (isKitError(error)) return { name: error.name, code: error.code, message: error.shortMessage };
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  return { name: 'KitError', code: 'UNKNOWN_ERROR', message };
}
