import { sha256 } from '@noble/hashes/sha256';
import { bech32, createBase58check } from '@scure/base';
import { isBitcoinAddress } from './bitcoin-address';

// Base58 vectors from Bitcoin Core's src/test/data/key_io_valid.json, plus the genesis address
// and the classic P2SH example.
const MAINNET_BASE58 = [
  '1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo',
  '36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
];
const TESTNET_BASE58 = [
  'mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ',
  '2NC2hEhe28ULKAJkW5MjZ3jtTMJdvXmByvK',
];
const REGTEST_BASE58 = [
  'n4fajahJrAuKbN7uNsKjLjQkz9Qn5ewJXQ',
  '2MxFajLApXpYk4VodBSZSt7rw8y4ryABkfA',
];

// BIP-350 valid segwit addresses (v0 in bech32; v1, v2 and v16 in bech32m).
const BIP350_VALID = [
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'BC1SW50QGDZ25J',
  'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
];
// Regtest segwit vectors from Bitcoin Core's key_io_valid.json (v0, v1 and v16).
const REGTEST_SEGWIT = [
  'bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9',
  'bcrt1qan8gntac7z7me2ejt4hpru42ad2f759fmy0m3ejvs98656znv7eqga4uhv',
  'bcrt1pfwxjqvtt4tcxrtdluukfmy2dv7xd2qzdfy6kajv5nwn4yam3wxkq3553uh',
  'bcrt1sx6p8njlx7h9mc2agz4yg82dzne23050ncq72cneeecez2pst8mahn8xecsf8g6hzx94420',
];

// BIP-350 invalid segwit addresses, each with the reason the BIP gives.
const BIP350_INVALID: Array<[string, string]> = [
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'an unknown prefix'],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'a v1 program in bech32 (must be bech32m)',
  ],
  [
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'a v2 program in bech32 (must be bech32m)',
  ],
  [
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'a v16 program in bech32 (must be bech32m)',
  ],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'a v0 program in bech32m (must be bech32)'],
  [
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'a v0 program in bech32m (must be bech32)',
  ],
  [
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'an invalid checksum character',
  ],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'witness version 17'],
  ['bc1pw5dgrnzv', 'a 1-byte program'],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'a 41-byte program',
  ],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'a 16-byte v0 program (BIP-141 allows 20 or 32)'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'more than 4 padding bits'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding'],
  ['bc1gmk9yu', 'an empty data section'],
];

// BIP-173 invalid addresses that BIP-350 kept invalid.
const BIP173_INVALID: Array<[string, string]> = [
  ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'an unknown prefix'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a bad bech32 checksum'],
  ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'witness version 17'],
  ['bc1rw5uspcuh', 'a 1-byte program'],
  [
    'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
    'a 41-byte program',
  ],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'more than 4 padding bits'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'non-zero padding'],
];

const base58check = createBase58check(sha256);
const HASH160 = new Uint8Array(20).fill(7);

describe('isBitcoinAddress', () => {
  it.each([...MAINNET_BASE58, ...TESTNET_BASE58, ...REGTEST_BASE58])(
    'accepts the base58check address %s',
    (address) => {
      expect(isBitcoinAddress(address)).toBe(true);
    },
  );

  it.each([...BIP350_VALID, ...REGTEST_SEGWIT])('accepts the segwit address %s', (address) => {
    expect(isBitcoinAddress(address)).toBe(true);
  });

  it('accepts a valid segwit address in all upper case or all lower case', () => {
    for (const address of BIP350_VALID) {
      expect(isBitcoinAddress(address.toLowerCase())).toBe(true);
      expect(isBitcoinAddress(address.toUpperCase())).toBe(true);
    }
  });

  it.each(BIP350_INVALID)('rejects the BIP-350 vector %s (%s)', (address) => {
    expect(isBitcoinAddress(address)).toBe(false);
  });

  it.each(BIP173_INVALID)('rejects the BIP-173 vector %s (%s)', (address) => {
    expect(isBitcoinAddress(address)).toBe(false);
  });

  it('rejects a base58 address with a wrong checksum', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN')).toBe(false);
  });

  it.each(['0', 'O', 'I', 'l'])('rejects a base58 address containing %s', (char) => {
    expect(isBitcoinAddress(`1A1zP1eP5QGefi2DMPTfTL5SLmv7Div${char}Na`)).toBe(false);
  });

  it('rejects base58check payloads with another coin version byte or length', () => {
    const litecoinLike = base58check.encode(Uint8Array.of(0x30, ...HASH160));
    const wifLike = base58check.encode(Uint8Array.of(0x80, ...new Uint8Array(32).fill(1)));
    const shortHash = base58check.encode(Uint8Array.of(0x00, ...HASH160.subarray(1)));
    expect(isBitcoinAddress(base58check.encode(Uint8Array.of(0x00, ...HASH160)))).toBe(true);
    expect(isBitcoinAddress(litecoinLike)).toBe(false);
    expect(isBitcoinAddress(wifLike)).toBe(false);
    expect(isBitcoinAddress(shortHash)).toBe(false);
  });

  it('rejects a well-formed segwit address of another chain (Litecoin ltc)', () => {
    const words = [0, ...bech32.toWords(HASH160)];
    expect(isBitcoinAddress(bech32.encode('bc', words))).toBe(true);
    expect(isBitcoinAddress(bech32.encode('ltc', words))).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['whitespace only', '   '],
    ['a leading space', ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['a trailing space', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa '],
    ['a trailing newline', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0\n'],
    ['a Cyrillic look-alike', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'.replace('a', '\u0430')],
    ['a full-width digit', '\uff11A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['an over-long string', `bc1${'q'.repeat(10_000)}`],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ])('rejects %s', (_label, value) => {
    expect(isBitcoinAddress(value)).toBe(false);
  });

  it('rejects non-string input', () => {
    expect(isBitcoinAddress(undefined)).toBe(false);
    expect(isBitcoinAddress(42)).toBe(false);
  });

  describe('restricted to a network', () => {
    it('accepts mainnet addresses only on mainnet', () => {
      for (const address of [...MAINNET_BASE58, BIP350_VALID[0] ?? '']) {
        expect(isBitcoinAddress(address, { network: 'mainnet' })).toBe(true);
        expect(isBitcoinAddress(address, { network: 'testnet' })).toBe(false);
        expect(isBitcoinAddress(address, { network: 'regtest' })).toBe(false);
      }
    });

    it('accepts tb segwit addresses on testnet only', () => {
      const address = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
      expect(isBitcoinAddress(address, { network: 'testnet' })).toBe(true);
      expect(isBitcoinAddress(address, { network: 'mainnet' })).toBe(false);
      expect(isBitcoinAddress(address, { network: 'regtest' })).toBe(false);
    });

    it('accepts bcrt segwit addresses on regtest only', () => {
      for (const address of REGTEST_SEGWIT) {
        expect(isBitcoinAddress(address, { network: 'regtest' })).toBe(true);
        expect(isBitcoinAddress(address, { network: 'testnet' })).toBe(false);
        expect(isBitcoinAddress(address, { network: 'mainnet' })).toBe(false);
      }
    });

    it('accepts 0x6f/0xc4 base58 addresses on both testnet and regtest, which share them', () => {
      for (const address of [...TESTNET_BASE58, ...REGTEST_BASE58]) {
        expect(isBitcoinAddress(address, { network: 'testnet' })).toBe(true);
        expect(isBitcoinAddress(address, { network: 'regtest' })).toBe(true);
        expect(isBitcoinAddress(address, { network: 'mainnet' })).toBe(false);
      }
    });
  });
});
