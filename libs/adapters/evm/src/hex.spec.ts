import { hexlify, isHexString, toQuantity, toUtf8Bytes } from 'ethers';
import { isHexData, toHexQuantity, utf8ToHex } from './hex';

// The eager hex helpers stand in for ethers' in code that must not load ethers: they must agree.
describe('hex encodings without ethers', () => {
  it('writes quantities as ethers does', () => {
    for (const value of [0n, 1n, 15n, 16n, 255n, 10n ** 18n, 2n ** 256n - 1n]) {
      expect(toHexQuantity(value)).toBe(toQuantity(value));
    }
  });

  it('refuses a negative quantity', () => {
    expect(() => toHexQuantity(-1n)).toThrow(RangeError);
    expect(() => toHexQuantity(-1n)).toThrow('a quantity is never negative');
  });

  it('encodes UTF-8 text as ethers does, multi-byte characters included', () => {
    for (const text of ['', 'Hello Kit', '0x1234', 'héllo ✓ 🦊', '\n\x00']) {
      expect(utf8ToHex(text)).toBe(hexlify(toUtf8Bytes(text)));
    }
  });

  it('accepts hex data as ethers does and refuses the rest', () => {
    for (const value of ['0x', '0x00', '0xdeadBEEF', '0x0', '0xabc', 'deadbeef', '0xzz', ' 0x00']) {
      expect(isHexData(value)).toBe(isHexString(value) && (value.length - 2) % 2 === 0);
    }
  });
});
