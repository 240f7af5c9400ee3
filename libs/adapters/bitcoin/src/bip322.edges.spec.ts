// BIP-322 verification at its edges: the Taproot key path (the published vector and a 64-byte
// signature made here), witness stacks of the wrong shape, and signatures that are valid
// ECDSA but must not pass (another key, an uncompressed key, a high S, another sighash type).
import * as ecc from '@bitcoinerlab/secp256k1';
import {
  address as addressCodec,
  crypto,
  networks,
  payments,
  script,
  Transaction,
} from 'bitcoinjs-lib';
import {
  bip322ToSign,
  bip322ToSpend,
  decodeWitness,
  fromBase64,
  verifyBip322Signature,
} from './bip322';
import { useSecp256k1 } from './secp256k1';

// BIP-322's vectors (github.com/bitcoin/bips/blob/master/bip-0322.mediawiki).
const P2WPKH_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const P2WPKH_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
const P2TR_ADDRESS = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3';
const P2TR_HELLO =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==';
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** A witness stack serialised as BIP-322 carries it (items under 0xfd bytes). */
const witness = (...items: Uint8Array[]) =>
  Uint8Array.from([items.length, ...items.flatMap((item) => [item.length, ...item])]);
const verify = (address: string, message: string, signature: string, network = networks.bitcoin) =>
  verifyBip322Signature({ address, message, signature, network });
const key = (n: number) => Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? n : 0));
const bigToBytes = (value: bigint) =>
  Uint8Array.from(value.toString(16).padStart(64, '0').match(/../g)!, (byte) => parseInt(byte, 16));

/** A P2WPKH BIP-322 witness of `message` for `address`, signed by `privateKey` as asked. */
function signP2wpkh(params: {
  address: string;
  message: string;
  privateKey: Uint8Array;
  compressed?: boolean;
  hashType?: number;
  highS?: boolean;
}): string {
  const publicKey = ecc.pointFromScalar(params.privateKey, params.compressed ?? true)!;
  const outputScript = addressCodec.toOutputScript(params.address, networks.bitcoin);
  const hashType = params.hashType ?? Transaction.SIGHASH_ALL;
  const scriptCode = payments.p2pkh({ pubkey: publicKey }).output!;
  const hash = bip322ToSign(bip322ToSpend(outputScript, params.message)).hashForWitnessV0(
    0,
    scriptCode,
    0n,
    hashType,
  );
  const signature = ecc.sign(hash, params.privateKey);
  if (params.highS) {
    const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`);
    signature.set(bigToBytes(N - s), 32);
  }
  return toBase64(witness(script.signature.encode(signature, hashType), publicKey));
}

/**
 * A key-path Taproot BIP-322 signature of `message` by `privateKey` (BIP-86 tweak, no script
 * tree): 64 bytes for SIGHASH_DEFAULT, 65 with the type byte otherwise. `version` 2 puts the same
 * key in a future segwit version's program instead of P2TR's.
 */
function signP2tr(
  privateKey: Uint8Array,
  message: string,
  { hashType = Transaction.SIGHASH_DEFAULT, version = 1 } = {},
) {
  useSecp256k1();
  const internal = ecc.pointFromScalar(privateKey, true)!;
  const xOnly = internal.subarray(1);
  // The key-path key: the internal key (negated when its y is odd) tweaked by its TapTweak hash.
  const even = internal[0] === 0x02 ? privateKey : ecc.privateNegate(privateKey);
  const tweak = crypto.taggedHash('TapTweak', xOnly);
  const tweaked = ecc.privateAdd(even, tweak)!;
  const outputKey = ecc.xOnlyPointAddTweak(xOnly, tweak)!.xOnlyPubkey;
  const address = addressCodec.toBech32(outputKey, version, 'bc');
  const output = addressCodec.toOutputScript(address, networks.bitcoin);
  const hash = bip322ToSign(bip322ToSpend(output, message)).hashForWitnessV1(
    0,
    [output],
    [0n],
    hashType,
  );
  const schnorr = ecc.signSchnorr(hash, tweaked);
  const signature =
    hashType === Transaction.SIGHASH_DEFAULT ? schnorr : Uint8Array.from([...schnorr, hashType]);
  return { address, schnorr, signature: toBase64(witness(signature)) };
}

const p2wpkhOf = (publicKey: Uint8Array) =>
  payments.p2wpkh({ hash: crypto.hash160(publicKey), network: networks.bitcoin }).address!;

describe('BIP-322 Taproot (key path) signatures', () => {
  it('verifies the published P2TR vector (65 bytes, SIGHASH_ALL) and refuses it elsewhere', () => {
    expect(verify(P2TR_ADDRESS, 'Hello World', P2TR_HELLO)).toBe(true);
    expect(verify(P2TR_ADDRESS, 'Hello World!', P2TR_HELLO)).toBe(false);
    expect(verify(P2WPKH_ADDRESS, 'Hello World', P2TR_HELLO)).toBe(false);
    expect(verify(P2TR_ADDRESS, 'Hello World', P2WPKH_HELLO)).toBe(false);
  });

  it('verifies a 64-byte (SIGHASH_DEFAULT) key-path signature, and refuses its variants', () => {
    const { address, signature } = signP2tr(key(9), 'Kit');
    const [schnorr] = decodeWitness(fromBase64(signature))!;
    expect(schnorr).toHaveLength(64);
    const regtest = (sig: string) => verify(address, 'Kit', sig);
    expect(regtest(signature)).toBe(true);
    expect(verify(address, 'Kit?', signature)).toBe(false);
    // The same 64 bytes with a sighash byte: ALL hashes differently, any other byte is refused.
    for (const last of [Transaction.SIGHASH_ALL, Transaction.SIGHASH_NONE, 0]) {
      expect(regtest(toBase64(witness(Uint8Array.from([...schnorr!, last]))))).toBe(false);
    }
    expect(regtest(toBase64(witness(schnorr!.subarray(0, 63))))).toBe(false);
    expect(regtest(toBase64(witness(schnorr!, schnorr!)))).toBe(false);
    expect(regtest(toBase64(witness()))).toBe(false);
  });
  it('refuses a 65-byte signature whose type byte is not SIGHASH_ALL, and one of 66 bytes', () => {
    const all = signP2tr(key(9), 'Kit', { hashType: Transaction.SIGHASH_ALL });
    expect(verify(all.address, 'Kit', all.signature)).toBe(true);
    // Signed over the ALL hash, but labelled NONE: the label must match.
    const relabelled = Uint8Array.from([...all.schnorr, Transaction.SIGHASH_NONE]);
    expect(verify(all.address, 'Kit', toBase64(witness(relabelled)))).toBe(false);
    const plain = signP2tr(key(9), 'Kit');
    expect(verify(plain.address, 'Kit', plain.signature)).toBe(true);
    const long = Uint8Array.from([...plain.schnorr, Transaction.SIGHASH_ALL, 0]);
    expect(verify(plain.address, 'Kit', toBase64(witness(long)))).toBe(false);
  });

  it('refuses future segwit versions even with a signature their program would accept', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const v2 = signP2tr(key(9), 'Kit', { version: 2 });
    expect(v2.address.startsWith('bc1z')).toBe(true);
    expect(verify(v2.address, 'Kit', v2.signature)).toBe(false);
    const publicKey = ecc.pointFromScalar(key(5), true)!;
    const address = addressCodec.toBech32(crypto.hash160(publicKey), 2, 'bc');
    expect(verify(address, 'm', signP2wpkh({ address, message: 'm', privateKey: key(5) }))).toBe(
      false,
    );
    warn.mockRestore();
  });

  it('refuses addresses of other kinds: P2PKH, P2SH, P2WSH', () => {
    const [der, publicKey] = decodeWitness(fromBase64(P2WPKH_HELLO))!;
    const stack = toBase64(witness(der!, publicKey!));
    for (const address of [
      payments.p2pkh({ pubkey: publicKey!, network: networks.bitcoin }).address!,
      payments.p2sh({ redeem: payments.p2wpkh({ pubkey: publicKey! }) }).address!,
      payments.p2wsh({ redeem: payments.p2pkh({ pubkey: publicKey! }) }).address!,
    ]) {
      expect(verify(address, 'Hello World', stack)).toBe(false);
    }
  });
});

describe('BIP-322 P2WPKH signatures that must not verify', () => {
  const [der, publicKey] = decodeWitness(fromBase64(P2WPKH_HELLO))!;

  it('refuses a first item that is not a DER signature', () => {
    expect(
      verify(
        P2WPKH_ADDRESS,
        'Hello World',
        toBase64(witness(Uint8Array.of(0x30, 0x01), publicKey!)),
      ),
    ).toBe(false);
  });

  it('refuses a witness of other than two items', () => {
    expect(verify(P2WPKH_ADDRESS, 'Hello World', toBase64(witness(der!, publicKey!)))).toBe(true);
    expect(
      verify(P2WPKH_ADDRESS, 'Hello World', toBase64(witness(der!, publicKey!, new Uint8Array(1)))),
    ).toBe(false);
    expect(verify(P2WPKH_ADDRESS, 'Hello World', toBase64(witness(der!)))).toBe(false);
  });

  it('refuses a signature by another key over the same message and address', () => {
    // Key 3 shares its hash160's first byte with key 1's: a byte-wise "some" would let it pass.
    const owner = key(1);
    let other = 2;
    const ownerHash = crypto.hash160(ecc.pointFromScalar(owner, true)!);
    while (crypto.hash160(ecc.pointFromScalar(key(other), true)!)[0] !== ownerHash[0]) other += 1;
    const address = p2wpkhOf(ecc.pointFromScalar(owner, true)!);
    expect(verify(address, 'm', signP2wpkh({ address, message: 'm', privateKey: owner }))).toBe(
      true,
    );
    expect(
      verify(address, 'm', signP2wpkh({ address, message: 'm', privateKey: key(other) })),
    ).toBe(false);
  });

  it('refuses an uncompressed public key even when the address commits to it', () => {
    const uncompressed = ecc.pointFromScalar(key(7), false)!;
    const address = p2wpkhOf(uncompressed);
    const signature = signP2wpkh({ address, message: 'm', privateKey: key(7), compressed: false });
    expect(verify(address, 'm', signature)).toBe(false);
  });

  it('refuses a high-S signature (BIP-146 low S) and a sighash type other than ALL', () => {
    const address = p2wpkhOf(ecc.pointFromScalar(key(5), true)!);
    const sign = (options: { hashType?: number; highS?: boolean }) =>
      signP2wpkh({ address, message: 'm', privateKey: key(5), ...options });
    expect(verify(address, 'm', sign({}))).toBe(true);
    expect(verify(address, 'm', sign({ highS: true }))).toBe(false);
    expect(verify(address, 'm', sign({ hashType: Transaction.SIGHASH_NONE }))).toBe(false);
  });

  it('refuses a signature with whitespace around or inside its base64', () => {
    for (const signature of [
      ` ${P2WPKH_HELLO}`,
      `${P2WPKH_HELLO}\n`,
      P2WPKH_HELLO.replace('A', 'A '),
    ]) {
      expect(verify(P2WPKH_ADDRESS, 'Hello World', signature)).toBe(false);
    }
  });
});

describe('decodeWitness', () => {
  it('reads multi-byte lengths (0xfd, 0xfe, 0xff prefixes, little-endian)', () => {
    const item = new Uint8Array(300).fill(7);
    expect(decodeWitness(Uint8Array.from([1, 0xfd, 0x2c, 0x01, ...item]))).toEqual([item]);
    expect(decodeWitness(Uint8Array.from([1, 0xfe, 0x2c, 0x01, 0, 0, ...item]))).toEqual([item]);
    expect(
      decodeWitness(Uint8Array.from([1, 0xff, 0x2c, 0x01, 0, 0, 0, 0, 0, 0, ...item])),
    ).toEqual([item]);
    expect(decodeWitness(Uint8Array.from([0xfd, 0, 0]))).toEqual([]);
    expect(decodeWitness(Uint8Array.from([0xfd, 2, 0, 0, 0]))).toEqual([
      new Uint8Array(0),
      new Uint8Array(0),
    ]);
  });

  it('reads one-byte lengths up to 0xfc', () => {
    const item = new Uint8Array(0xfc).fill(1);
    expect(decodeWitness(Uint8Array.from([1, 0xfc, ...item]))).toEqual([item]);
  });

  it('refuses truncated lengths and items, trailing bytes, and more than 1000 items', () => {
    expect(decodeWitness(new Uint8Array(0))).toBeUndefined();
    expect(decodeWitness(Uint8Array.from([1, 0xfd, 0x01]))).toBeUndefined();
    expect(decodeWitness(Uint8Array.from([1, 3, 1, 2]))).toBeUndefined();
    expect(decodeWitness(Uint8Array.from([1, 1, 1, 9]))).toBeUndefined();
    expect(decodeWitness(Uint8Array.from([2, 0]))).toBeUndefined();
    const thousand = Uint8Array.from([0xfd, 0xe8, 0x03, ...new Uint8Array(1000)]);
    expect(decodeWitness(thousand)).toHaveLength(1000);
    const more = Uint8Array.from([0xfd, 0xe9, 0x03, ...new Uint8Array(1001)]);
    expect(decodeWitness(more)).toBeUndefined();
  });
});
