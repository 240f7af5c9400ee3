const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random EIP-4361 nonce: `length` letters and digits from the platform CSPRNG. 62 symbols is
 * not a power of two, so bytes at or above 248 (4 × 62) are drawn again to keep the draw uniform.
 */
export function createSiwxNonce(length = 16): string {
  let nonce = '';
  const bytes = new Uint8Array(length * 2);
  while (nonce.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < 248 && nonce.length < length) nonce += ALPHABET.charAt(byte % 62);
    }
  }
  return nonce;
}
