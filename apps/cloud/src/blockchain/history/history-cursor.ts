import { HttpError } from '../../server/http-error';
import type { HistoryPosition } from './history-store';

/**
 * The `next` cursor: the sort key of a page's last item, base64url-encoded so clients treat it as
 * opaque. Positions, not offsets: transactions mined while a client pages are newer than every
 * cursor, so they never shift a later page.
 */
export function encodeCursor(position: HistoryPosition): string {
  const text = [position.minedAt, position.chainId, position.blockNumber, position.txIndex].join(
    '.',
  );
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The position of a cursor; a cursor this server did not make is a 400. */
export function decodeCursor(cursor: string): HistoryPosition {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const numbers = parts.map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : Number.NaN));
  const [minedAt, chainId, blockNumber, txIndex] = numbers;
  if (
    numbers.length !== 4 ||
    minedAt === undefined ||
    chainId === undefined ||
    blockNumber === undefined ||
    txIndex === undefined ||
    numbers.some((value) => !Number.isSafeInteger(value))
  ) {
    throw new HttpError(400, 'Invalid cursor');
  }
  return { minedAt, chainId, blockNumber, txIndex };
}
