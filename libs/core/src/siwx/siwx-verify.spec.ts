import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2b';
import { ripemd160 } from '@noble/hashes/ripemd160';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import * as sr25519 from '@scure/sr25519';
import { base58, base64, bech32 } from '@scure/base';
import { Wallet } from 'ethers';
import { SiwxMessageError } from './siwx-error';
import { createSiwxMessage } from './siwx-message';
import type { SiwxMessageData } from './siwx-types';
import { hashBitcoinMessage, verifyBitcoinSignature } from './siwx-verify-bitcoin';
import { verifyPolkadotSignature } from './siwx-verify-polkadot';
import { rfc3339ToMillis, verifySiwxMessage } from './siwx-verify';

// Anvil's first dev key: a well-known test key, never a secret.
const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const evmWallet = new Wallet(EVM_KEY);

const BASE = {
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1' as const,
  nonce: 'n0nce1234',
  issuedAt: '2026-11-23T22:00:00Z',
  expirationTime: '2026-11-24T22:00:00Z',
  notBefore: '2026-11-23T21:00:00Z',
};
const NOW = new Date('2026-11-23T22:30:00Z');

function evmMessage(overrides: Partial<SiwxMessageData> = {}): string {
  return createSiwxMessage({
    ...BASE,
    accountAddress: evmWallet.address,
    chainId: 'eip155:31337',
    ...overrides,
  });
}

describe('verifySiwxMessage: eip155 (EIP-191)', () => {
  it('verifies a signature made by ethers for the message account', async () => {
    const message = evmMessage();
    const signature = await evmWallet.signMessage(message);
    await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(true);
  });

  it('accepts v as 0/1 as well as 27/28', async () => {
    const message = evmMessage();
    const signature = await evmWallet.signMessage(message);
    const v = parseInt(signature.slice(-2), 16) - 27;
    const lowV = `${signature.slice(0, -2)}0${v}`;
    await expect(verifySiwxMessage({ message, signature: lowV, now: NOW })).resolves.toBe(true);
  });

  it('refuses a signature of another account, of another message, or malformed', async () => {
    const message = evmMessage();
    const other = await Wallet.createRandom().signMessage(message);
    const otherMessage = await evmWallet.signMessage(evmMessage({ nonce: 'other12345' }));
    const good = await evmWallet.signMessage(message);
    for (const signature of [
      other,
      otherMessage,
      '0x',
      '0x1234',
      `${good}00`,
      'zz',
      good.slice(2),
    ]) {
      await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(false);
    }
  });

  it('refuses a contract account when no chain reader is given', async () => {
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const message = evmMessage({ accountAddress: contract });
    const signature = await evmWallet.signMessage(message);
    await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(false);
  });

  it('refuses outside the validity window and accepts at its edges', async () => {
    const message = evmMessage();
    const signature = await evmWallet.signMessage(message);
    const at = (iso: string) => verifySiwxMessage({ message, signature, now: new Date(iso) });
    await expect(at('2026-11-23T20:59:59.999Z')).resolves.toBe(false);
    await expect(at('2026-11-23T21:00:00Z')).resolves.toBe(true);
    await expect(at('2026-11-24T21:59:59.999Z')).resolves.toBe(true);
    await expect(at('2026-11-24T22:00:00Z')).resolves.toBe(false);
  });

  it('refuses a message without the expected domain, nonce or account', async () => {
    const message = evmMessage();
    const signature = await evmWallet.signMessage(message);
    const verify = (expected: object) =>
      verifySiwxMessage({ message, signature, now: NOW, expected });
    await expect(verify({ domain: 'evil.example.com' })).resolves.toBe(false);
    await expect(verify({ nonce: 'another123' })).resolves.toBe(false);
    await expect(verify({ chainId: 'eip155:1' })).resolves.toBe(false);
    await expect(verify({ accountAddress: Wallet.createRandom().address })).resolves.toBe(false);
    await expect(
      verify({
        domain: BASE.domain,
        nonce: BASE.nonce,
        accountAddress: evmWallet.address.toLowerCase(),
      }),
    ).resolves.toBe(true);
  });

  it('throws the field of a malformed message instead of answering', async () => {
    const message = evmMessage().replace('Version: 1', 'Version: 2');
    await expect(verifySiwxMessage({ message, signature: '0x', now: NOW })).rejects.toMatchObject({
      name: 'SiwxMessageError',
      field: 'version',
    });
    await expect(
      verifySiwxMessage({ message: 'hello', signature: '0x', now: NOW }),
    ).rejects.toBeInstanceOf(SiwxMessageError);
  });
});

describe('verifySiwxMessage: solana (ed25519)', () => {
  const secret = ed25519.utils.randomPrivateKey();
  const address = base58.encode(ed25519.getPublicKey(secret));
  const message = createSiwxMessage({
    ...BASE,
    accountAddress: address,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  });
  const sign = (text: string) =>
    base58.encode(ed25519.sign(new TextEncoder().encode(text), secret));

  it('verifies a base58 ed25519 signature of the message bytes', async () => {
    await expect(verifySiwxMessage({ message, signature: sign(message), now: NOW })).resolves.toBe(
      true,
    );
  });

  it('refuses another message, another key and malformed signatures', async () => {
    const otherKey = base58.encode(
      ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomPrivateKey()),
    );
    for (const signature of [
      sign(`${message} `),
      otherKey,
      '',
      '0OIl',
      base58.encode(new Uint8Array(63)),
    ]) {
      await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(false);
    }
  });
});

describe('verifySiwxMessage: bip122 (ECDSA message signatures, BIP-137)', () => {
  const secret = secp256k1.utils.randomPrivateKey();
  const publicKey = secp256k1.getPublicKey(secret, true);
  const keyHash = ripemd160(sha256(publicKey));
  const p2wpkh = bech32.encode('bcrt', [0, ...bech32.toWords(keyHash)]);

  function signBip137(text: string, headerBase: number): string {
    const signature = secp256k1.sign(hashBitcoinMessage(text), secret);
    const bytes = new Uint8Array(65);
    bytes[0] = headerBase + (signature.recovery ?? 0);
    bytes.set(signature.toCompactRawBytes(), 1);
    return base64.encode(bytes);
  }

  const message = createSiwxMessage({
    ...BASE,
    accountAddress: p2wpkh,
    chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  });

  it('verifies a P2WPKH signature with the BIP-137 segwit header and the Electrum one', async () => {
    for (const header of [39, 31]) {
      const signature = signBip137(message, header);
      await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(true);
    }
  });

  it('refuses an uncompressed-key header for a segwit address, and another message', async () => {
    await expect(
      verifySiwxMessage({ message, signature: signBip137(message, 27), now: NOW }),
    ).resolves.toBe(false);
    await expect(
      verifySiwxMessage({ message, signature: signBip137('other', 39), now: NOW }),
    ).resolves.toBe(false);
    await expect(verifySiwxMessage({ message, signature: 'not base64!', now: NOW })).resolves.toBe(
      false,
    );
  });

  // Vectors published with Trezor's firmware tests and Bitcoin Core's signmessagewithprivkey.
  it.each([
    [
      'P2PKH, compressed key',
      '1JAd7XCBzGudGpJQSDSfpmJhiygtLQWaGL',
      'IP2PL321I4/N0HfVIEw+aUnCYdcAJpzvwdnS3O9rlQI2MO5hf2yKz560DI7dcEycp06kr8OT9D81tOiVgyTL3Rw=',
    ],
    [
      'P2PKH, uncompressed key',
      '1HZwkjkeaoZfTSaJxDw6aKkxp45agDiEzN',
      'HCT1esk/TWlF/o9UNzLDANqsPXntkMErf7erIrjH5IBOZP98cNcmWmnW0GpSAi3wbr6CwpUAN4ctNn1T71UBwSc=',
    ],
    [
      'P2WPKH',
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      'KLRN6BWUkHM2/ac9gTTx/izIth+Q8dyI1m6T8UJX061hEXMnFtDTlKJ/IYgwVCzr1zoF6zlAVzmBa/yEc7Dfi0s=',
    ],
  ])('verifies a published vector: %s', (_name, address, signature) => {
    const text = 'This is an example of a signed message.';
    expect(verifyBitcoinSignature({ message: text, address, signature })).toBe(true);
    expect(verifyBitcoinSignature({ message: `${text}!`, address, signature })).toBe(false);
  });

  it('verifies a P2SH-P2WPKH signature and refuses it for the key hash of another type', () => {
    const script = new Uint8Array([0, 20, ...keyHash]);
    const payload = new Uint8Array([0xc4, ...ripemd160(sha256(script))]);
    const checksum = sha256(sha256(payload)).subarray(0, 4);
    const p2sh = base58.encode(new Uint8Array([...payload, ...checksum]));
    const text = 'kit';
    expect(
      verifyBitcoinSignature({ message: text, address: p2sh, signature: signBip137(text, 35) }),
    ).toBe(true);
    expect(
      verifyBitcoinSignature({ message: text, address: p2sh, signature: signBip137(text, 27) }),
    ).toBe(false);
  });
});

describe('verifySiwxMessage: polkadot (sr25519, ed25519)', () => {
  const ss58 = (publicKey: Uint8Array) => {
    const body = new Uint8Array([0, ...publicKey]);
    const checksum = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), {
      dkLen: 64,
    }).subarray(0, 2);
    return base58.encode(new Uint8Array([...body, ...checksum]));
  };
  const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`;
  const srSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(42));
  const srAddress = ss58(sr25519.getPublicKey(srSecret));
  const messageOf = (accountAddress: string) =>
    createSiwxMessage({
      ...BASE,
      accountAddress,
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    });
  const bytesOf = (text: string) => new TextEncoder().encode(text);

  it('verifies an sr25519 signature of the <Bytes>-wrapped message, as extensions sign it', async () => {
    const message = messageOf(srAddress);
    const signature = hex(sr25519.sign(srSecret, bytesOf(`<Bytes>${message}</Bytes>`)));
    await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(true);
    // A MultiSignature names sr25519 with 0x01; naming ed25519 instead fails.
    const multi = `0x01${signature.slice(2)}`;
    await expect(verifySiwxMessage({ message, signature: multi, now: NOW })).resolves.toBe(true);
    const wrongScheme = `0x00${signature.slice(2)}`;
    await expect(verifySiwxMessage({ message, signature: wrongScheme, now: NOW })).resolves.toBe(
      false,
    );
  });

  it('verifies an ed25519 account signing the plain message', async () => {
    const secret = ed25519.utils.randomPrivateKey();
    const message = messageOf(ss58(ed25519.getPublicKey(secret)));
    const signature = hex(ed25519.sign(bytesOf(message), secret));
    await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(true);
  });

  it('refuses another key, another message and malformed signatures', async () => {
    const message = messageOf(srAddress);
    const other = sr25519.secretFromSeed(new Uint8Array(32).fill(7));
    for (const signature of [
      hex(sr25519.sign(other, bytesOf(`<Bytes>${message}</Bytes>`))),
      hex(sr25519.sign(srSecret, bytesOf(`<Bytes>${message}!</Bytes>`))),
      '0x1234',
      `0x02${'00'.repeat(64)}`,
      'not hex',
    ]) {
      await expect(verifySiwxMessage({ message, signature, now: NOW })).resolves.toBe(false);
    }
  });

  // Published with polkadot-js's sr25519Verify tests: //Alice signing 'abc'.
  it("verifies //Alice's published sr25519 signature of 'abc'", () => {
    const signature =
      '0x8204a21d35c2e09ad44908b9835aea2a224944fa67ccfa3c69999aa03fe2882049a9fdab728795f0f8d1ee40e1f413574635ddf58600990277625d31dd031083';
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
    expect(verifyPolkadotSignature({ message: 'abc', address: alice, signature })).toBe(true);
    expect(verifyPolkadotSignature({ message: 'abd', address: alice, signature })).toBe(false);
  });
});

describe('rfc3339ToMillis', () => {
  it.each([
    ['2026-11-23T22:00:00Z', Date.UTC(2026, 10, 23, 22)],
    ['2026-11-23t22:00:00z', Date.UTC(2026, 10, 23, 22)],
    ['2026-11-23T23:00:00+01:00', Date.UTC(2026, 10, 23, 22)],
    ['2016-12-31T23:59:60Z', Date.UTC(2017, 0, 1)],
    ['2026-11-23T22:00:00.250Z', Date.UTC(2026, 10, 23, 22, 0, 0, 250)],
  ])('reads %s', (value, millis) => {
    expect(rfc3339ToMillis(value)).toBe(millis);
  });
});
