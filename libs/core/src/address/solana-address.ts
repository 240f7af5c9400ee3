import { base58 } from '@scure/base';

// Spec §5: 32 to 44 base58 characters. The alphabet leaves out 0, O, I and l.
const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * True for a Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes, since
 * many 32-44 character strings decode to fewer or more bytes and are no public key.
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !SOLANA_ADDRESS_PATTERN.test(value)) return false;
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}
