import { blake2b } from '@noble/hashes/blake2b';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base58 } from '@scure/base';
import { decodeSs58Address, isPolkadotAddress, SS58_PREFIXES } from './polkadot-address';

// Alice's sr25519 public key and its SS58 forms (vectors of @polkadot/util-crypto).
const ALICE_PUBLIC_KEY = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';

/** SS58-encodes a public key behind raw prefix bytes, to build addresses no registry issues. */
function encodeWithPrefixBytes(prefixBytes: number[], publicKeyHex: string): string {
  const body = concatBytes(Uint8Array.from(prefixBytes), hexToBytes(publicKeyHex));
  const hash = blake2b(concatBytes(utf8ToBytes('SS58PRE'), body), { dkLen: 64 });
  return base58.encode(concatBytes(body, hash.subarray(0, 2)));
}

/** Replaces the character at `index`, keeping base58 (the result must differ). */
function replaceAt(value: string, index: number, char: string): string {
  return value.slice(0, index) + char + value.slice(index + 1);
}

describe('decodeSs58Address', () => {
  it.each([
    [ALICE_GENERIC, 42],
    [ALICE_POLKADOT, 0],
    [ALICE_KUSAMA, 2],
  ])('decodes %s to Alice with prefix %i', (address, prefix) => {
    const decoded = decodeSs58Address(address);
    expect(decoded?.prefix).toBe(prefix);
    expect(bytesToHex(decoded?.publicKey ?? new Uint8Array())).toBe(ALICE_PUBLIC_KEY);
  });

  it.each([
    [
      'cLtA6nCDyvwKcEHH4QkZDSHMhS9s78BvUJUsKUbUAn1Jc2SCF',
      65,
      '08e8969768fc14399930d4b8d693f68a2ff6c6a597325d6946095e5e9d9d1b0e',
    ],
    [
      'yGHU8YKprxHbHdEv7oUK4rzMZXtsdhcXVG2CAMyC9WhzhjH2k',
      255,
      'd172a74cda4c865912c32ba0a80a57ae69abae410e5ccb59dee84e2f4432db4f',
    ],
    [
      'r6Gr4gaMP8TsjhFbqvZhv3YvnasugLiRJpzpRHifsqqG18UXa',
      14269,
      '88f01441682a17b52d6ae12d1a5670cf675fd254897efabaa5069eb3a701ab73',
    ],
  ])('decodes the two-byte-prefix address %s (prefix %i)', (address, prefix, publicKey) => {
    const decoded = decodeSs58Address(address);
    expect(decoded?.prefix).toBe(prefix);
    expect(bytesToHex(decoded?.publicKey ?? new Uint8Array())).toBe(publicKey);
  });

  it('decodes the Kusama treasury account, a non-key account id', () => {
    const decoded = decodeSs58Address('F3opxRbN5ZbjJNU511Kj2TLuzFcDq9BGduA9TgiECafpg29');
    expect(decoded?.prefix).toBe(2);
    expect(new TextDecoder().decode(decoded?.publicKey).replace(/\0+$/, '')).toBe('modlpy/trsry');
  });
});

describe('isPolkadotAddress', () => {
  it.each([ALICE_GENERIC, ALICE_POLKADOT, ALICE_KUSAMA])('accepts Alice as %s', (address) => {
    expect(isPolkadotAddress(address)).toBe(true);
  });

  it('checks the expected prefix when one is given', () => {
    expect(isPolkadotAddress(ALICE_POLKADOT, { prefix: SS58_PREFIXES.polkadot })).toBe(true);
    expect(isPolkadotAddress(ALICE_KUSAMA, { prefix: SS58_PREFIXES.kusama })).toBe(true);
    expect(isPolkadotAddress(ALICE_GENERIC, { prefix: SS58_PREFIXES.generic })).toBe(true);
    expect(isPolkadotAddress(ALICE_GENERIC, { prefix: SS58_PREFIXES.polkadot })).toBe(false);
    expect(isPolkadotAddress(ALICE_POLKADOT, { prefix: SS58_PREFIXES.kusama })).toBe(false);
  });

  it.each([
    // Vectors of @polkadot/util-crypto: the checksum bytes do not match the payload.
    ['a bad checksum (util-crypto vector)', '5GoKvZWG5ZPYL1WUovuHW3zJBWBP5eT8CbqjdRY4Q6iMa9cj'],
    [
      'another bad checksum (util-crypto vector)',
      '5GoKvZWG5ZPYL1WUovuHW3zJBWBP5eT8CbqjdRY4Q6iMaDwU',
    ],
    ['a changed last character', replaceAt(ALICE_GENERIC, ALICE_GENERIC.length - 1, 'Z')],
    ['a changed key character', replaceAt(ALICE_GENERIC, 10, 'a')],
    ['a 33-byte ECDSA key', 'KWCv1L3QX9LDPwY4VzvLmarEmXjVJidUzZcinvVnmxAJJCBou'],
    ['a 33-byte key with a two-byte prefix', '4pbsSkWcBaYoFHrKJZp5fDVUKbqSYD9dhZZGvpp3vQ5ysVs5ybV'],
    ['a short account index', 'F7NZ'],
    ['an invalid length (util-crypto vector)', 'y9EMHt34JJo4rWLSaxoLGdYXvjgSXEd4zHUnQgfNzwES8b'],
    ['a capital I, outside base58', 'F3opIRbN5ZbjJNU511Kj2TLuzFcDq9BGduA9TgiECafpg29'],
    ['a zero, outside base58', replaceAt(ALICE_GENERIC, 5, '0')],
    ['a capital O, outside base58', replaceAt(ALICE_GENERIC, 5, 'O')],
    ['a lower-case l, outside base58', replaceAt(ALICE_GENERIC, 5, 'l')],
    ['an empty string', ''],
    ['whitespace only', ' '.repeat(48)],
    ['a leading space', ` ${ALICE_GENERIC}`],
    ['a trailing space', `${ALICE_GENERIC} `],
    ['a Cyrillic look-alike', ALICE_GENERIC.replace('a', '\u0430')],
    ['a full-width digit', ALICE_GENERIC.replace('5', '\uff15')],
    ['an over-long string', ALICE_GENERIC.repeat(250)],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a Solana address', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ])('rejects %s', (_label, value) => {
    expect(isPolkadotAddress(value)).toBe(false);
    expect(decodeSs58Address(value)).toBeUndefined();
  });

  it('encodes test addresses the way the SS58 vectors do', () => {
    expect(encodeWithPrefixBytes([42], ALICE_PUBLIC_KEY)).toBe(ALICE_GENERIC);
  });

  it.each([46, 47])('rejects the reserved prefix %i', (prefix) => {
    expect(isPolkadotAddress(encodeWithPrefixBytes([prefix], ALICE_PUBLIC_KEY))).toBe(false);
  });

  it('rejects a two-byte spelling of a one-byte prefix, so each address has one form', () => {
    // Prefix 42 squeezed into the two-byte layout: 0b01_001010, 0b10_000000 -> decodes to 42.
    const twoByte42 = encodeWithPrefixBytes([0x40 | (42 >> 2), (42 & 0x03) << 6], ALICE_PUBLIC_KEY);
    expect(isPolkadotAddress(twoByte42)).toBe(false);
  });

  it('rejects a first byte of 128 or more, which SS58 leaves undefined', () => {
    expect(isPolkadotAddress(encodeWithPrefixBytes([0x80, 0x00], ALICE_PUBLIC_KEY))).toBe(false);
  });

  it('rejects non-string input', () => {
    expect(isPolkadotAddress(undefined)).toBe(false);
    expect(isPolkadotAddress({})).toBe(false);
  });
});
