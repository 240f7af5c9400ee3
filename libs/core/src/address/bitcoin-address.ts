import { sha256 } from '@noble/hashes/sha256';
import { bech32, bech32m, createBase58check } from '@scure/base';

/**
 * A Bitcoin network an address can belong to.
 * - `mainnet`: base58 versions 0x00/0x05, segwit prefix `bc`.
 * - `testnet`: base58 versions 0x6f/0xc4, segwit prefix `tb` (testnet3, testnet4 and signet).
 * - `regtest`: base58 versions 0x6f/0xc4 (shared with testnet), segwit prefix `bcrt`.
 */
export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest';

/** Options of isBitcoinAddress. */
export interface BitcoinAddressOptions {
  /** Accept only addresses usable on this network; by default any network is accepted. */
  readonly network?: BitcoinNetwork;
}

const base58check = createBase58check(sha256);

// P2PKH and P2SH payloads are a version byte and a 20-byte hash. Testnet and regtest share their
// version bytes, so such an address belongs to both.
const BASE58_VERSIONS: ReadonlyMap<number, readonly BitcoinNetwork[]> = new Map([
  [0x00, ['mainnet']],
  [0x05, ['mainnet']],
  [0x6f, ['testnet', 'regtest']],
  [0xc4, ['testnet', 'regtest']],
]);
// A 25-byte payload is 26 to 35 characters; the pattern bounds the work before decoding.
const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{25,36}$/;

const SEGWIT_PREFIXES: ReadonlyMap<string, BitcoinNetwork> = new Map([
  ['bc', 'mainnet'],
  ['tb', 'testnet'],
  ['bcrt', 'regtest'],
]);
// BIP-173 caps a segwit address at 90 characters.
const SEGWIT_MAX_LENGTH = 90;

/**
 * True for a Bitcoin address: base58check P2PKH/P2SH, or a native segwit address per BIP-173 and
 * BIP-350 (witness v0 in bech32 with a 20 or 32-byte program, v1 to v16 in bech32m with 2 to 40
 * bytes). Mixed case, the wrong checksum variant and bad padding are all rejected.
 */
export function isBitcoinAddress(
  value: unknown,
  options: BitcoinAddressOptions = {},
): value is string {
  if (typeof value !== 'string') return false;
  const networks = base58Networks(value) ?? segwitNetworks(value);
  if (networks === undefined) return false;
  return options.network === undefined || networks.includes(options.network);
}

function base58Networks(value: string): readonly BitcoinNetwork[] | undefined {
  if (!BASE58_PATTERN.test(value)) return undefined;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(value);
  } catch {
    return undefined;
  }
  const version = payload[0];
  return payload.length === 21 && version !== undefined ? BASE58_VERSIONS.get(version) : undefined;
}

function segwitNetworks(value: string): readonly BitcoinNetwork[] | undefined {
  if (value.length > SEGWIT_MAX_LENGTH) return undefined;
  // A string cannot pass both checksums, so at most one of these decodes.
  const asBech32 = bech32.decodeUnsafe(value, SEGWIT_MAX_LENGTH);
  const decoded = asBech32 || bech32m.decodeUnsafe(value, SEGWIT_MAX_LENGTH);
  if (!decoded) return undefined;
  const network = SEGWIT_PREFIXES.get(decoded.prefix);
  const [version, ...programWords] = decoded.words;
  if (network === undefined || version === undefined || version > 16) return undefined;
  // BIP-350: v0 must use bech32, v1 and later bech32m.
  if ((version === 0) !== Boolean(asBech32)) return undefined;
  // The strict converter rejects more than 4 padding bits and non-zero padding (BIP-173).
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  return [network];
}
