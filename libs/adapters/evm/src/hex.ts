// The few hex encodings the adapter's eager code needs, so ethers stays in the lazy chunk that
// reads and sends (ABI encoding), and out of what a page loads before anyone connects.

/** A JSON-RPC quantity: `0x` and the value in hex without leading zeros ('0x0' for zero). */
export function toHexQuantity(value: bigint): string {
  if (value < 0n) throw new RangeError('a quantity is never negative');
  return `0x${value.toString(16)}`;
}

/** The UTF-8 bytes of `text` as 0x-prefixed hex. */
export function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Whether `value` is 0x-prefixed hex data (an even number of digits). */
export function isHexData(value: string): boolean {
  return /^0x(?:[0-9a-fA-F]{2})*$/.test(value);
}
