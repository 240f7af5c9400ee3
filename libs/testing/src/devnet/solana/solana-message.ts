// Reads the two fields of a compiled Solana message (legacy or v0) the ledger needs, without a
// Solana SDK: the header's required-signature count and the recent blockhash.
import { base58 } from '@scure/base';

/** Where the header starts: v0 messages begin with a version byte (high bit set). */
function headerOffset(message: Uint8Array): number {
  return (message[0] ?? 0) & 0x80 ? 1 : 0;
}

/** The number of signatures the message requires (the fee is per signature). */
export function requiredSignatures(message: Uint8Array): number {
  const count = message[headerOffset(message)];
  if (count === undefined) throw new Error('empty message');
  return count;
}

/**
 * The recent blockhash: after the three header bytes and the compact-u16 count of account keys,
 * the 32-byte keys, then the blockhash.
 */
export function recentBlockhash(message: Uint8Array): string {
  let offset = headerOffset(message) + 3;
  let keys = 0;
  for (let shift = 0; shift <= 14; shift += 7) {
    const byte = message[offset++];
    if (byte === undefined) throw new Error('truncated message');
    keys |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  offset += keys * 32;
  if (message.length < offset + 32) throw new Error('truncated message');
  return base58.encode(message.subarray(offset, offset + 32));
}
