import { isSolanaAddress } from './solana-address';

describe('isSolanaAddress', () => {
  it.each([
    ['the System Program', '11111111111111111111111111111111'],
    ['the SPL Token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['the USDC mint', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['the wrapped SOL mint (44 characters)', 'So11111111111111111111111111111111111111112'],
  ])('accepts %s', (_label, address) => {
    expect(isSolanaAddress(address)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', ' '.repeat(40)],
    ['31 characters', '1'.repeat(31)],
    ['45 characters', `${'1'.repeat(44)}2`],
    ['32 characters that decode to fewer than 32 bytes', 'z'.repeat(32)],
    ['44 characters that decode to more than 32 bytes', 'z'.repeat(44)],
    ['a zero, outside base58', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ50A'],
    ['a capital O, outside base58', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5OA'],
    ['a capital I, outside base58', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5IA'],
    ['a lower-case l, outside base58', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5lA'],
    ['a leading space', ' TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['a trailing space', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA '],
    ['a Cyrillic look-alike', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'.replace('e', '\u0435')],
    ['a full-width digit', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ\uff15DA'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an over-long string', '1'.repeat(10_000)],
  ])('rejects %s', (_label, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });

  it('rejects non-string input', () => {
    expect(isSolanaAddress(null)).toBe(false);
    expect(isSolanaAddress(new Uint8Array(32))).toBe(false);
  });
});
