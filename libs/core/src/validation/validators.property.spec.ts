import fc from 'fast-check';
import { isBitcoinAddress } from '../address/bitcoin-address';
import { isValidAddress, validateAddress } from '../address/address';
import { isEvmAddress, toChecksumAddress } from '../address/evm-address';
import { decodeSs58Address, isPolkadotAddress } from '../address/polkadot-address';
import { isSolanaAddress } from '../address/solana-address';
import { isDecimal, validateDecimal } from '../amounts/decimal';
import { formatBalance, formatTotal } from '../amounts/format';
import { formatUnits, parseUnits } from '../amounts/units';
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../caip/caip';
import { KNOWN_NAMESPACES } from '../caip/caip-types';
import { KitError } from '../errors/kit-error';
import { isOriginAllowed } from '../security/origin';
import { sanitizeDeepLink } from '../security/deep-link';
import { sanitizeImageUrl, sanitizeWebLink } from '../security/sanitize-url';
import { isValidAccountName, validateAccountName } from './account-name';
import { isValidEmail, validateEmail } from './email';

// Valid inputs of every rule, which the mutating arbitrary below damages one character at a time.
const VALID_SAMPLES = [
  'eip155:1',
  'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '11111111111111111111111111111111',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  '-1234.5678',
  'alice@example.com',
  'my-name',
  'https://app.example.com/icon.png',
  'metamask://wc?uri=x',
  'data:image/png;base64,AA==',
];

// Characters that trip validators: look-alikes (Cyrillic, full-width), base58 outcasts (0 O I l),
// invisible and control characters, a lone surrogate, separators and scheme fragments.
const TRICKY_PIECES = [
  '\u0430', // Cyrillic а
  '\u0435', // Cyrillic е
  '\u043e', // Cyrillic о
  '\u0455', // Cyrillic ѕ
  '\uff10', // full-width 0
  '\uff11', // full-width 1
  '\uff41', // full-width a
  '\u0661', // Arabic-Indic 1
  '0',
  'O',
  'I',
  'l',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\u0000',
  '\u007f',
  '\ud800',
  '\u{1f600}',
  ':',
  '.',
  '-',
  '+',
  '%',
  '%3A',
  '&#58;',
  '@',
  '*',
  '/',
  '\\',
  'e',
  'x',
  '0x',
  '1',
  '9',
  'bc1',
  'tb1',
  'bcrt1',
  'eip155',
  'solana',
  'javascript:',
  'https://',
  '__proto__',
];

const trickyPiece = fc.constantFrom(...TRICKY_PIECES);

/** Arbitrary strings: full unicode, tricky pieces, damaged valid values, and 10k-char strings. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: trickyPiece, maxLength: 60 }),
  fc
    .tuple(fc.constantFrom(...VALID_SAMPLES), fc.nat(), trickyPiece, fc.boolean())
    .map(([valid, at, piece, replace]) => {
      const index = at % (valid.length + 1);
      return valid.slice(0, index) + piece + valid.slice(replace ? index + 1 : index);
    }),
  fc.constantFrom(...VALID_SAMPLES),
);

const longText = fc.oneof(
  fc
    .string({ unit: trickyPiece, minLength: 2_000, maxLength: 2_500 })
    .map((s) => s.slice(0, 10_000).padEnd(10_000, '1')),
  fc
    .constantFrom(...TRICKY_PIECES, 'a', 'z', '1')
    .map((piece) => piece.repeat(10_000).slice(0, 10_000)),
  fc.constantFrom(...VALID_SAMPLES).map((valid) => valid.repeat(Math.ceil(10_000 / valid.length))),
);

/** True when `fn` returns, or throws a KitError; any other throw fails the property. */
function returnsOrThrowsKitError(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch (error) {
    return error instanceof KitError;
  }
}

/** True when `fn` returns without throwing. */
function neverThrows(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
}

const THROWING_FORMS: Array<[string, (input: string) => unknown]> = [
  ['parseCaipNetworkId', (s) => parseCaipNetworkId(s)],
  ['parseCaipAddress', (s) => parseCaipAddress(s)],
  ['formatCaipNetworkId (namespace)', (s) => formatCaipNetworkId(s, '1')],
  ['formatCaipNetworkId (reference)', (s) => formatCaipNetworkId('eip155', s)],
  ['formatCaipAddress (network id)', (s) => formatCaipAddress(s, '0xab')],
  ['formatCaipAddress (address)', (s) => formatCaipAddress('eip155:1', s)],
  ['toChecksumAddress', (s) => toChecksumAddress(s)],
  ['validateAddress (unknown namespace)', (s) => validateAddress(s, s)],
  ...KNOWN_NAMESPACES.map((namespace): [string, (input: string) => unknown] => [
    `validateAddress (${namespace})`,
    (s) => validateAddress(namespace, s),
  ]),
  ['validateDecimal', (s) => validateDecimal(s)],
  ['parseUnits', (s) => parseUnits(s, 18)],
  ['parseUnits (0 decimals)', (s) => parseUnits(s, 0)],
  ['validateEmail', (s) => validateEmail(s)],
  ['validateAccountName', (s) => validateAccountName(s)],
];

const NEVER_THROWING_FORMS: Array<[string, (input: string) => unknown]> = [
  ['isCaipNetworkId', (s) => isCaipNetworkId(s)],
  ['isCaipAddress', (s) => isCaipAddress(s)],
  ['isCaipNetworkId (custom namespaces)', (s) => isCaipNetworkId(s, { namespaces: [s] })],
  ['isEvmAddress', (s) => isEvmAddress(s)],
  ['isSolanaAddress', (s) => isSolanaAddress(s)],
  ['isBitcoinAddress', (s) => isBitcoinAddress(s)],
  ['isBitcoinAddress (regtest)', (s) => isBitcoinAddress(s, { network: 'regtest' })],
  ['isPolkadotAddress', (s) => isPolkadotAddress(s)],
  ['isPolkadotAddress (prefix 0)', (s) => isPolkadotAddress(s, { prefix: 0 })],
  ['decodeSs58Address', (s) => decodeSs58Address(s)],
  ['isValidAddress', (s) => isValidAddress('eip155', s) || isValidAddress(s, s)],
  ['isDecimal', (s) => isDecimal(s)],
  ['isValidEmail', (s) => isValidEmail(s)],
  ['isValidAccountName', (s) => isValidAccountName(s)],
  [
    'isOriginAllowed (origin)',
    (s) => isOriginAllowed(s, ['https://*.example.com', 'https://a.com']),
  ],
  ['isOriginAllowed (entry)', (s) => isOriginAllowed('https://app.example.com', [s])],
  ['formatBalance', (s) => formatBalance(s)],
  ['formatTotal', (s) => formatTotal(s)],
  ['sanitizeImageUrl', (s) => sanitizeImageUrl(s)],
  ['sanitizeWebLink', (s) => sanitizeWebLink(s)],
  ['sanitizeDeepLink', (s) => sanitizeDeepLink(s)],
];

describe('validators on arbitrary input (property-based)', () => {
  describe.each(THROWING_FORMS)('%s', (_name, form) => {
    it('returns or throws a KitError for any string', () => {
      fc.assert(
        fc.property(anyText, (input) => returnsOrThrowsKitError(() => form(input))),
        {
          numRuns: 300,
        },
      );
    });

    it('returns or throws a KitError for 10,000-character strings', () => {
      fc.assert(
        fc.property(longText, (input) => returnsOrThrowsKitError(() => form(input))),
        {
          numRuns: 15,
        },
      );
    });

    it('throws a KitError, not a TypeError, for non-string input', () => {
      for (const input of [undefined, null, 42, {}, Object.create(null), [], Symbol('x')]) {
        expect(returnsOrThrowsKitError(() => form(input as unknown as string))).toBe(true);
      }
    });
  });

  describe.each(NEVER_THROWING_FORMS)('%s', (_name, form) => {
    it('never throws for any string', () => {
      fc.assert(
        fc.property(anyText, (input) => neverThrows(() => form(input))),
        { numRuns: 300 },
      );
    });

    it('never throws for 10,000-character strings', () => {
      fc.assert(
        fc.property(longText, (input) => neverThrows(() => form(input))),
        { numRuns: 15 },
      );
    });

    it('never throws for non-string input', () => {
      for (const input of [undefined, null, 42, {}, Object.create(null), [], Symbol('x')]) {
        expect(neverThrows(() => form(input as unknown as string))).toBe(true);
      }
    });
  });
});

describe('amount properties', () => {
  it('parseUnits returns or throws a KitError for any decimals count', () => {
    const decimals = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, -0, 256));
    fc.assert(
      fc.property(anyText, decimals, (value, count) =>
        returnsOrThrowsKitError(() => parseUnits(value, count)),
      ),
    );
  });

  it('formatUnits returns or throws a KitError for any bigint and decimals count', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()), (v, d) =>
        returnsOrThrowsKitError(() => formatUnits(v, d)),
      ),
    );
  });

  it('formatUnits always yields a decimal that parseUnits reads back exactly', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 80 }), (value, decimals) => {
        const text = formatUnits(value, decimals);
        return isDecimal(text) && parseUnits(text, decimals) === value;
      }),
    );
  });

  it('parseUnits then formatUnits gives back the canonical form of a decimal', () => {
    const decimal = fc
      .tuple(
        fc.boolean(),
        fc.bigInt({ min: 0n }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 18 }),
      )
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
      );
    fc.assert(
      fc.property(decimal, (text) => {
        const canonical = formatUnits(parseUnits(text, 18), 18);
        return parseUnits(canonical, 18) === parseUnits(text, 18);
      }),
    );
  });

  it('formatBalance and formatTotal always give fixed decimals, never rounding up', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const balance = formatBalance(input);
        const total = formatTotal(input);
        return /^-?[0-9]+\.[0-9]{3}$/.test(balance) && /^-?[0-9]+\.[0-9]{2}$/.test(total);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n }), fc.integer({ min: 0, max: 30 }), (units, decimals) => {
        const exact = formatUnits(units, decimals);
        const shown = formatBalance(exact);
        // Shown <= exact, and exact - shown < 0.001, compared on integers at 30 decimals.
        const scale = (text: string) => parseUnits(text, 30);
        const gap = scale(exact) - scale(shown);
        return gap >= 0n && gap < 10n ** 27n;
      }),
    );
  });
});

describe('URL properties', () => {
  const sanitizers = [sanitizeImageUrl, sanitizeWebLink, sanitizeDeepLink];

  it('sanitisers are idempotent: a kept URL is kept unchanged the second time', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.webUrl()), (input) =>
        sanitizers.every((sanitize) => {
          const once = sanitize(input);
          return once === undefined || sanitize(once) === once;
        }),
      ),
      { numRuns: 500 },
    );
  });

  it('a kept deep link never opens a blocked scheme', () => {
    const blocked = /^(?:javascript|vbscript|data|file|blob|about|chrome):/i;
    const schemeNoise = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u0000', '\u001f'), maxLength: 4 }),
        fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'chrome'),
        fc.nat(),
        fc.constantFrom('\t', '\n', '\r', '%0A', '&#x09;', '&Tab;', ''),
        fc.boolean(),
      )
      .map(([lead, scheme, at, noise, upper]) => {
        const index = at % (scheme.length + 1);
        const body = scheme.slice(0, index) + noise + scheme.slice(index);
        return `${lead}${upper ? body.toUpperCase() : body}:alert(1)`;
      });
    fc.assert(
      fc.property(fc.oneof(schemeNoise, anyText), (input) => {
        const kept = sanitizeDeepLink(input);
        return kept === undefined || !blocked.test(kept);
      }),
      { numRuns: 1_000 },
    );
  });

  it('a kept web link or image URL is https, loopback http, blob or image data', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.webUrl()), (input) => {
        const link = sanitizeWebLink(input);
        const image = sanitizeImageUrl(input);
        return (
          (link === undefined || /^https?:\/\//.test(link)) &&
          (image === undefined || /^(?:https?:\/\/|blob:|data:image\/)/i.test(image))
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('CAIP properties', () => {
  const namespace = fc.constantFrom(...KNOWN_NAMESPACES);
  const reference = fc.string({
    unit: fc.constantFrom(...'-_abcXYZ019'),
    minLength: 1,
    maxLength: 32,
  });
  const address = fc.string({
    unit: fc.constantFrom(...'-.%abcXYZ019'),
    minLength: 1,
    maxLength: 128,
  });

  it('format then parse gives back the parts', () => {
    fc.assert(
      fc.property(namespace, reference, address, (ns, ref, account) => {
        const caipNetworkId = formatCaipNetworkId(ns, ref);
        const parsed = parseCaipAddress(formatCaipAddress(caipNetworkId, account));
        return (
          parsed.namespace === ns &&
          parsed.reference === ref &&
          parsed.address === account &&
          parsed.caipNetworkId === caipNetworkId
        );
      }),
    );
  });
});
