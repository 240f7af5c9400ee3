// Keccak-256 (the pre-standard SHA-3 padding Ethereum uses) in a few lines, for EIP-55 checksums
// only. Why not @noble/hashes, which the rest of core uses: a reconnect checksums its accounts
// before the first click, and noble's sha3 module with its helpers was 1.9 KiB gzip of the first
// load (issue 22); this is ~0.4. Lanes are BigInts: slower than noble's 32-bit halves, but a
// checksum hashes 40 bytes (one block), a few hundred microseconds at most.
// keccak256.spec.ts checks it against noble's keccak_256 on the standard vectors and random
// inputs of every length around the block size.

const MASK = (1n << 64n) - 1n;
/** Bytes absorbed per block: 1600 bits of state less twice the 256-bit output. */
const RATE = 136;

// The tables of the reference implementation, generated as FIPS 202 defines them (smaller than
// writing them out): pi's walk over the lanes (x, y) -> (y, 2x + 3y), rho's triangular rotations
// along it, and iota's round constants from the degree-8 LFSR (x^8 + x^6 + x^5 + x^4 + 1).
const PI_LANES: number[] = [];
const ROTATIONS: bigint[] = [];
const ROUND_CONSTANTS: bigint[] = [];
for (let round = 0, x = 1, y = 0, lfsr = 1; round < 24; round += 1) {
  [x, y] = [y, (2 * x + 3 * y) % 5];
  PI_LANES.push(5 * y + x);
  ROTATIONS.push(BigInt((((round + 1) * (round + 2)) / 2) % 64));
  let constant = 0n;
  for (let bit = 0; bit < 7; bit += 1) {
    lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) & 0xff;
    if (lfsr & 2) constant |= 1n << BigInt((1 << bit) - 1);
  }
  ROUND_CONSTANTS.push(constant);
}

const rotl = (lane: bigint, by: bigint): bigint => ((lane << by) | (lane >> (64n - by))) & MASK;

/** Keccak-f[1600] on the 25 lanes of `state`, in place. */
function permute(state: bigint[]): void {
  const column: bigint[] = [0n, 0n, 0n, 0n, 0n];
  for (const roundConstant of ROUND_CONSTANTS) {
    // Theta: each lane takes the parities of the columns beside it.
    for (let x = 0; x < 5; x += 1) {
      column[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!;
    }
    for (let x = 0; x < 5; x += 1) {
      const mix = column[(x + 4) % 5]! ^ rotl(column[(x + 1) % 5]!, 1n);
      for (let y = 0; y < 25; y += 5) state[y + x] = state[y + x]! ^ mix;
    }
    // Rho and pi: rotate every lane and move it to its new place.
    let carried = state[1]!;
    for (let i = 0; i < 24; i += 1) {
      const lane = PI_LANES[i]!;
      const next = state[lane]!;
      state[lane] = rotl(carried, ROTATIONS[i]!);
      carried = next;
    }
    // Chi: the only non-linear step, row by row.
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5);
      for (let x = 0; x < 5; x += 1) {
        state[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & MASK & row[(x + 2) % 5]!);
      }
    }
    // Iota.
    state[0] = state[0]! ^ roundConstant;
  }
}

/** Keccak-256 of `input` (32 bytes). */
export function keccak256(input: Uint8Array): Uint8Array {
  // Keccak's padding (0x01 … 0x80; FIPS 202's SHA3-256 would start with 0x06).
  const padded = new Uint8Array((Math.floor(input.length / RATE) + 1) * RATE);
  padded.set(input);
  padded[input.length] = padded[input.length]! ^ 0x01;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;
  const state: bigint[] = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE) {
    // Lanes are little-endian: byte 0 of a lane is its lowest.
    for (let i = 0; i < RATE / 8; i += 1) {
      let lane = 0n;
      for (let byte = 7; byte >= 0; byte -= 1) {
        lane = (lane << 8n) | BigInt(padded[offset + 8 * i + byte]!);
      }
      state[i] = state[i]! ^ lane;
    }
    permute(state);
  }
  const output = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) {
    output[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn);
  }
  return output;
}
