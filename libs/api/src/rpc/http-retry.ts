// When an HTTP answer is worth retrying, shared by the RPC transport and the cloud clients'
// fetchJson. A file of its own: the transport loads on the first RPC request (issue 22), the cloud
// clients run before the first click.
import { CONSTANTS } from '@kit/core';

/** HTTP statuses worth retrying (spec §9); anything else non-2xx fails at once. */
export const RETRYABLE_HTTP_STATUSES: readonly number[] = CONSTANTS.RPC_RETRY_STATUS_CODES;

/**
 * Reads a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110 §10.2.3), as milliseconds
 * from `nowMs`. Past dates give 0; anything unreadable gives undefined (use the back-off instead).
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number,
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date always names its day or month; this keeps `-5` and similar from parsing as years.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
