import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { keccak256 } from './keccak256';

const hex = (input: Uint8Array) => bytesToHex(keccak256(input));

describe('keccak256 (the EIP-55 checksum hash)', () => {
  it('gives the known digests of the empty input and of "abc"', () => {
    expect(hex(new Uint8Array())).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(hex(utf8ToBytes('abc'))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
  });

  it("agrees with noble's keccak_256 on every length up to three blocks, across the block edges", () => {
    // Lengths 0-408 cover padding in the same byte (135), a block filled exactly (136) and
    // several blocks; the bytes vary with the length so no two inputs share a prefix pattern.
    for (let length = 0; length <= 3 * 136; length += 1) {
      const input = Uint8Array.from({ length }, (_, i) => (i * 131 + length * 7 + 13) & 0xff);
      expect(hex(input)).toBe(bytesToHex(keccak_256(input)));
    }
  });

  it("agrees with noble's keccak_256 on random inputs", () => {
    for (let run = 0; run < 200; run += 1) {
      const input = Uint8Array.from({ length: Math.floor(Math.random() * 300) }, () =>
        Math.floor(Math.random() * 256),
      );
      expect(hex(input)).toBe(bytesToHex(keccak_256(input)));
    }
  });
});
