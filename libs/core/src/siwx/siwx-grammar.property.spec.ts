import fc from 'fast-check';
import { isAuthority, isDateTime, isNonce, isRequestId, isUri } from './siwx-grammar';

// Generators built from the grammars EIP-4361's ABNF points at (RFC 3339 §5.6, RFC 3986 §3,
// RFC 4291 §2.2 as written in RFC 3986's IPv6address), each with its invalid twin: a valid input
// with exactly one part pushed out of its production. The calendar oracle is JavaScript's
// proleptic Gregorian Date, independent of the grammar's own month table.

const RUNS = { numRuns: 300 };
const pad = (value: number, width: number) => String(value).padStart(width, '0');

function daysInMonthOracle(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  fraction: string;
  offset: string;
}

const offset = fc.oneof(
  fc.constantFrom('Z', 'z'),
  fc
    .tuple(
      fc.constantFrom('+', '-'),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
    )
    .map(([sign, hours, minutes]) => `${sign}${pad(hours, 2)}:${pad(minutes, 2)}`),
);

const validDateParts: fc.Arbitrary<DateParts> = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayIndex: fc.nat(),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 60 }),
    fraction: fc.oneof(fc.constant(''), fc.stringMatching(/^\.[0-9]{1,9}$/)),
    offset,
  })
  .map(({ dayIndex, ...parts }) => ({
    ...parts,
    day: 1 + (dayIndex % daysInMonthOracle(parts.year, parts.month)),
  }));

function writeDate(parts: DateParts, separator = 'T'): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
  const time = `${pad(parts.hour, 2)}:${pad(parts.minute, 2)}:${pad(parts.second, 2)}`;
  return `${date}${separator}${time}${parts.fraction}${parts.offset}`;
}

describe('isDateTime (RFC 3339 date-time with real calendars)', () => {
  it('accepts every date-time the grammar generates, with T or t and every month length', () => {
    fc.assert(
      fc.property(validDateParts, fc.constantFrom('T', 't'), (parts, separator) => {
        expect(isDateTime(writeDate(parts, separator))).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses a date-time with one field just past its range', () => {
    const outOfRange = fc.oneof(
      fc.integer({ min: 13, max: 99 }).map((month) => (p: DateParts) => ({ ...p, month, day: 1 })),
      fc.constant((p: DateParts) => ({ ...p, month: 0, day: 1 })),
      fc.constant((p: DateParts) => ({ ...p, day: 0 })),
      fc.integer({ min: 1, max: 60 }).map((extra) => (p: DateParts) => ({
        ...p,
        day: Math.min(99, daysInMonthOracle(p.year, p.month) + extra),
      })),
      fc.integer({ min: 24, max: 99 }).map((hour) => (p: DateParts) => ({ ...p, hour })),
      fc.integer({ min: 60, max: 99 }).map((minute) => (p: DateParts) => ({ ...p, minute })),
      fc.integer({ min: 61, max: 99 }).map((second) => (p: DateParts) => ({ ...p, second })),
      fc
        .tuple(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => (p: DateParts) => ({ ...p, offset: `+${pad(h, 2)}:${pad(m, 2)}` })),
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 }))
        .map(([h, m]) => (p: DateParts) => ({ ...p, offset: `-${pad(h, 2)}:${pad(m, 2)}` })),
    );
    fc.assert(
      fc.property(validDateParts, outOfRange, (parts, breakIt) => {
        expect(isDateTime(writeDate(breakIt(parts)))).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses a date-time with a character added, removed or swapped for a non-digit', () => {
    fc.assert(
      fc.property(
        validDateParts,
        fc.nat(),
        fc.constantFrom('x', ' ', '/', '٣'),
        (parts, at, bad) => {
          const text = writeDate({ ...parts, fraction: '', offset: 'Z' });
          const index = at % (text.length - 1);
          if (!/[0-9]/.test(text.charAt(index))) return;
          expect(isDateTime(text.slice(0, index) + bad + text.slice(index + 1))).toBe(false);
          expect(isDateTime(text.slice(0, index) + text.slice(index + 1))).toBe(false);
          expect(isDateTime(`${text.slice(0, index)}1${text.slice(index)}`)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it.each([
    ['2000-02-29T00:00:00Z', true, 'a century divisible by 400 is leap'],
    ['1900-02-29T00:00:00Z', false, 'a century not divisible by 400 is not'],
    ['2024-02-29T00:00:00Z', true, 'a year divisible by 4 is leap'],
    ['2023-02-29T00:00:00Z', false, 'other years are not'],
    ['2023-02-28T00:00:00Z', true, 'February 28 always exists'],
    ['2021-04-31T00:00:00Z', false, 'April has 30 days'],
    ['2021-12-31T23:59:60Z', true, 'a leap second'],
    ['2021-12-31T23:59:59+23:59', true, 'the largest offset'],
    ['2021-12-31T23:59:59+24:00', false, 'an offset of 24 hours'],
    ['2021-12-31T23:59:59+99:99', false, 'an offset of +99:99'],
    ['2021-12-00T00:00:00Z', false, 'day 00'],
    ['2021-12-01T00:60:00Z', false, 'minute 60'],
    ['2021-12-01T24:00:00Z', false, 'hour 24'],
    ['2021-12-01T00:00:00', false, 'no offset'],
    ['2021-12-01 00:00:00Z', false, 'a space for T'],
    ['x2021-12-01T00:00:00Z', false, 'text before'],
    ['2021-12-01T00:00:00Zx', false, 'text after'],
    ['2021-12-01T00:00:00.Z', false, 'a dot without digits'],
  ])('%s -> %s (%s)', (value, valid) => {
    expect(isDateTime(value)).toBe(valid);
  });
});

// RFC 3986 IPv6address: 8 h16 groups, or fewer around one "::" (at most 7), the last two groups
// optionally an IPv4 address.
const h16 = fc.stringMatching(/^[0-9A-Fa-f]{1,4}$/);
const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((parts) => parts.join('.'));

const validIpv6 = fc
  .record({
    groups: fc.array(h16, { minLength: 8, maxLength: 8 }),
    ipv4Tail: fc.option(ipv4, { nil: undefined }),
    compress: fc.option(
      fc.record({ start: fc.nat({ max: 8 }), length: fc.integer({ min: 1, max: 8 }) }),
      { nil: undefined },
    ),
  })
  .map(({ groups, ipv4Tail, compress }) => {
    // Units: h16 groups, the IPv4 tail (if any) being one unit worth two groups.
    const units: string[] = ipv4Tail === undefined ? groups : [...groups.slice(0, 6), ipv4Tail];
    if (compress === undefined) return units.join(':');
    const start = Math.min(compress.start, units.length - 1);
    const end = Math.min(units.length, start + compress.length);
    return `${units.slice(0, start).join(':')}::${units.slice(end).join(':')}`;
  });

describe('isAuthority with an IPv6 host (RFC 4291 text forms inside [ ])', () => {
  it('accepts every IPv6 address the grammar generates, with or without a port', () => {
    fc.assert(
      fc.property(validIpv6, fc.option(fc.nat({ max: 65535 })), (ip, port) => {
        const host = `[${ip}]`;
        expect(isAuthority(port === null ? host : `${host}:${port}`)).toBe(true);
        expect(isUri(`https://${host}/login`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses an address with one group made non-hex, too long, or a bad IPv4 tail', () => {
    const breakGroup = fc.oneof(
      fc.constantFrom('zzzz', 'g', '12345', '-1', ' '),
      fc.constantFrom('999.1.1.1', '1.1.1', '1.1.1.1.1', '01.1.1.1', '256.0.0.0'),
    );
    fc.assert(
      fc.property(
        fc.array(h16, { minLength: 8, maxLength: 8 }),
        fc.nat({ max: 7 }),
        breakGroup,
        (groups, at, bad) => {
          const broken = [...groups];
          broken[at] = bad;
          expect(isAuthority(`[${broken.join(':')}]`)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it.each([
    ['[::1]', true],
    ['[::]', true],
    ['[1:2:3:4:5:6:7::]', true],
    ['[::ffff:1.2.3.4]', true],
    ['[1:2:3:4:5:6:1.2.3.4]', true],
    ['[v1.fe80::a+en1]', true],
    ['[::zzzz]', false],
    ['[::12345]', false],
    ['[::ffff:999.1.1.1]', false],
    ['[1.2.3.4::1]', false],
    ['[1:2:3:4:5:6:7:8:9]', false],
    ['[1:2:3:4:5:6:7]', false],
    ['[1::2::3]', false],
    ['[1:2:3:4:5:6:7:8::]', false],
    ['[1:2:3:4:5:6:7:1.2.3.4]', false],
    ['[::1', false],
    ['[::1]x', false],
    ['[::1]:8x', false],
    ['[v.x]', false],
  ])('%s -> %s', (authority, valid) => {
    expect(isAuthority(authority)).toBe(valid);
  });
});

describe('isAuthority (EIP-4361 domain: RFC 3986 authority with a host)', () => {
  it.each([
    ['example.com', true],
    ['user:pw@example.com:8443', true],
    ['example.com:', true],
    ['127.0.0.1:80', true],
    ['%41b.example', true],
    ['', false],
    [':80', false],
    ['user@', false],
    ['a b.example', false],
    ['example.com:8a', false],
    ['us[er@example.com', false],
    ['%4.example', false],
  ])('%s -> %s', (authority, valid) => {
    expect(isAuthority(authority)).toBe(valid);
  });
});

// RFC 3986 URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
const pchar = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/),
  fc.stringMatching(/^%[0-9A-Fa-f]{2}$/),
);
const segment = fc.array(pchar, { maxLength: 6 }).map((chars) => chars.join(''));
const segmentNz = fc.array(pchar, { minLength: 1, maxLength: 6 }).map((chars) => chars.join(''));
const pathAbempty = fc.array(segment, { maxLength: 3 }).map((s) => s.map((x) => `/${x}`).join(''));
const queryOrFragment = fc
  .array(fc.oneof(pchar, fc.constantFrom('/', '?')), { maxLength: 8 })
  .map((chars) => chars.join(''));
const scheme = fc.stringMatching(/^[A-Za-z][A-Za-z0-9+\-.]{0,6}$/);
const regName = fc.stringMatching(/^[a-z0-9-]{1,10}(\.[a-z]{2,5})?$/);
const hierPart = fc.oneof(
  fc.tuple(regName, pathAbempty).map(([host, path]) => `//${host}${path}`),
  fc.tuple(segmentNz, pathAbempty).map(([first, rest]) => `/${first}${rest}`),
  fc.tuple(segmentNz, pathAbempty).map(([first, rest]) => `${first}${rest}`),
  fc.constant(''),
);
const validUri = fc
  .record({
    scheme,
    hierPart,
    query: fc.option(queryOrFragment, { nil: undefined }),
    fragment: fc.option(queryOrFragment, { nil: undefined }),
  })
  .map(
    ({ scheme: s, hierPart: h, query, fragment }) =>
      `${s}:${h}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
  );

describe('isUri (RFC 3986 URI, scheme required)', () => {
  it('accepts every URI the grammar generates', () => {
    fc.assert(
      fc.property(validUri, (uri) => {
        expect(isUri(uri)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses a URI whose query or fragment holds a character outside pchar / "/" / "?"', () => {
    fc.assert(
      fc.property(
        validUri,
        fc.constantFrom('?', '#'),
        fc.constantFrom(' ', '[', ']', '"', '<', '%zz', '%4', '\\', '^', '`', '{', '|', '}'),
        (uri, mark, bad) => {
          const base = uri.split('#')[0]?.split('?')[0] ?? '';
          expect(isUri(`${base}${mark}a${bad}x`)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('refuses text without a scheme', () => {
    fc.assert(
      fc.property(
        fc.tuple(regName, pathAbempty).map(([host, path]) => `${host}${path}`),
        (schemeless) => {
          expect(isUri(schemeless)).toBe(false);
          expect(isUri(`//${schemeless}`)).toBe(false);
          expect(isUri(`:${schemeless}`)).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it.each([
    ['https://example.com/login?x=1#top', true],
    ['urn:kit:session', true],
    ['file:///etc/hosts', true],
    ['mailto:a@example.com', true],
    ['https:', true],
    ['example.com', false],
    ['1http://example.com', false],
    ['ht tp://example.com', false],
    ['https://example.com/a b', false],
    ['https://example.com/?a b', false],
    ['https://example.com/#a#b', false],
    ['https://exa mple.com/', false],
    ['https:////x', true],
    ['https://[::1', false],
  ])('%s -> %s', (uri, valid) => {
    expect(isUri(uri)).toBe(valid);
  });
});

describe('isNonce (EIP-4361: 8 or more ASCII letters or digits)', () => {
  it('accepts 8+ letters or digits, all-numeric included', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{8,40}$/), (nonce) => {
        expect(isNonce(nonce)).toBe(true);
      }),
      RUNS,
    );
    expect(isNonce('12345678')).toBe(true);
  });

  it('refuses fewer than 8, or any other character before, inside or after', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{8,20}$/),
        fc.nat(),
        fc.constantFrom('-', ' ', '_', '.', '\n', 'é', '０'),
        (nonce, at, bad) => {
          const index = at % (nonce.length + 1);
          expect(isNonce(nonce.slice(0, index) + bad + nonce.slice(index))).toBe(false);
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,7}$/), (short) => {
        expect(isNonce(short)).toBe(false);
      }),
      RUNS,
    );
    expect(isNonce('x-12345678')).toBe(false);
    expect(isNonce('12345678-x')).toBe(false);
  });
});

describe('isRequestId (EIP-4361: *pchar)', () => {
  it('accepts any run of pchars, empty included, and refuses a space or "/"', () => {
    fc.assert(
      fc.property(segment, (id) => {
        expect(isRequestId(id)).toBe(true);
        expect(isRequestId(`${id} `)).toBe(false);
        expect(isRequestId(`/${id}`)).toBe(false);
      }),
      RUNS,
    );
  });
});
