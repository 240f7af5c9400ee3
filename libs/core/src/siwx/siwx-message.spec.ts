import fc from 'fast-check';
import { SiwxMessageError } from './siwx-error';
import { createSiwxMessage, parseSiwxMessage } from './siwx-message';
import type { SiwxField, SiwxMessageData } from './siwx-types';

const EVM_ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

// EIP-4361's own example, verbatim.
const EIP4361_EXAMPLE = [
  'example.com wants you to sign in with your Ethereum account:',
  EVM_ADDRESS,
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
].join('\n');

const FULL: SiwxMessageData = {
  accountAddress: EVM_ADDRESS,
  chainId: 'eip155:31337',
  domain: 'user:pw@app.example.com:8443',
  scheme: 'https',
  uri: 'https://app.example.com/login?x=1#top',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-23T22:00:00.123Z',
  statement: "Sign in to Kit's playground: https://app.example.com/tos (v2) & more!",
  expirationTime: '2026-11-24T22:00:00+01:00',
  notBefore: '2026-11-23T21:59:00z',
  requestId: 'req-42:%20@x',
  resources: ['ipfs://bafy/', 'https://example.com/a.json', 'urn:kit:session'],
};

const MINIMAL: SiwxMessageData = {
  accountAddress: EVM_ADDRESS,
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com',
  version: '1',
  nonce: '12345678',
  issuedAt: '2021-09-30T16:25:24Z',
};

function faultOf(run: () => unknown): SiwxField | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError);
    const fault = error as SiwxMessageError;
    expect(fault.code).toBe('INVALID_SIWX_MESSAGE');
    expect(fault.shortMessage).toBe(`Invalid sign-in message: ${fault.field}`);
    return fault.field;
  }
}

function replaceLine(message: string, prefix: string, line: string | undefined): string {
  const lines = message.split('\n');
  const index = lines.findIndex((text) => text.startsWith(prefix));
  if (index === -1) throw new Error(`no line ${prefix}`);
  if (line === undefined) lines.splice(index, 1);
  else lines[index] = line;
  return lines.join('\n');
}

describe('parseSiwxMessage and createSiwxMessage (EIP-4361)', () => {
  it("reads EIP-4361's example and writes it back byte for byte", () => {
    const data = parseSiwxMessage(EIP4361_EXAMPLE);
    expect(data).toEqual({
      accountAddress: EVM_ADDRESS,
      chainId: 'eip155:1',
      domain: 'example.com',
      uri: 'https://example.com/login',
      version: '1',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24Z',
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    });
    expect(createSiwxMessage(data)).toBe(EIP4361_EXAMPLE);
  });

  it('writes every field in the ABNF order and reads them all back', () => {
    const message = createSiwxMessage(FULL);
    expect(message).toBe(
      [
        'https://user:pw@app.example.com:8443 wants you to sign in with your Ethereum account:',
        EVM_ADDRESS,
        '',
        FULL.statement,
        '',
        'URI: https://app.example.com/login?x=1#top',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcDEF123456',
        'Issued At: 2026-11-23T22:00:00.123Z',
        'Expiration Time: 2026-11-24T22:00:00+01:00',
        'Not Before: 2026-11-23T21:59:00z',
        'Request ID: req-42:%20@x',
        'Resources:',
        '- ipfs://bafy/',
        '- https://example.com/a.json',
        '- urn:kit:session',
      ].join('\n'),
    );
    expect(parseSiwxMessage(message)).toEqual(FULL);
  });

  it('writes no statement as two blank lines and an empty one as a blank statement line', () => {
    const none = createSiwxMessage(MINIMAL);
    expect(none).toContain(`${EVM_ADDRESS}\n\n\nURI: `);
    expect(parseSiwxMessage(none)).toEqual(MINIMAL);
    const empty = createSiwxMessage({ ...MINIMAL, statement: '' });
    expect(empty).toContain(`${EVM_ADDRESS}\n\n\n\nURI: `);
    expect(parseSiwxMessage(empty)).toEqual({ ...MINIMAL, statement: '' });
  });

  it('keeps an empty resource list and an empty request id apart from absent ones', () => {
    const data = { ...MINIMAL, resources: [], requestId: '' };
    const message = createSiwxMessage(data);
    expect(message.endsWith('Request ID: \nResources:')).toBe(true);
    expect(parseSiwxMessage(message)).toEqual(data);
  });

  it('ends without a line break (a trailing LF is not in the grammar)', () => {
    const message = createSiwxMessage(MINIMAL);
    expect(message.endsWith('\n')).toBe(false);
    expect(faultOf(() => parseSiwxMessage(`${message}\n`))).toBe('message');
  });

  it('writes an eip155 address in its EIP-55 form and refuses other spellings when parsing', () => {
    const lower = { ...MINIMAL, accountAddress: EVM_ADDRESS.toLowerCase() };
    const message = createSiwxMessage(lower);
    expect(message.split('\n')[1]).toBe(EVM_ADDRESS);
    const lowered = message.replace(EVM_ADDRESS, EVM_ADDRESS.toLowerCase());
    expect(faultOf(() => parseSiwxMessage(lowered))).toBe('accountAddress');
  });

  describe('rejects each malformed field, naming it', () => {
    const good = createSiwxMessage(FULL);
    const header = (origin: string) =>
      replaceLine(good, 'https://', `${origin} wants you to sign in with your Ethereum account:`);

    it.each([
      ['empty domain', ''],
      ['space in domain', 'exa mple.com'],
      ['slash in domain', 'example.com/path'],
      ['non-numeric port', 'example.com:80a'],
      ['unclosed IPv6 literal', '[::1'],
      ['bad IPv6 literal', '[1:2:3:4:5:6:7:8:9]'],
      ['two double colons', '[1::2::3]'],
      ['text after an IP literal', '[::1]x'],
      ['userinfo with a bracket', 'us[er@example.com'],
      ['non-ASCII host', 'exämple.com'],
      ['bad percent-encoding', 'ex%zzample.com'],
    ])('domain: %s', (_name, domain) => {
      expect(faultOf(() => parseSiwxMessage(header(domain)))).toBe('domain');
      expect(faultOf(() => createSiwxMessage({ ...FULL, domain }))).toBe('domain');
    });

    it.each([
      ['IPv6 with port', '[::1]:8080'],
      ['IPv4 tail', '[::ffff:127.0.0.1]'],
      ['full IPv6', '[2001:db8:0:0:0:0:2:1]'],
      ['IPvFuture', '[v7.abc:def]'],
      ['IPv4', '127.0.0.1:5173'],
      ['percent-encoded', 'ex%41mple.com'],
      ['empty port', 'example.com:'],
    ])('domain: accepts %s', (_name, domain) => {
      const data = { ...FULL, domain };
      expect(parseSiwxMessage(createSiwxMessage(data))).toEqual(data);
    });

    it.each([
      ['starting with a digit', '1http'],
      ['with an underscore', 'ht_tp'],
    ])('scheme: %s', (_name, scheme) => {
      expect(faultOf(() => parseSiwxMessage(header(`${scheme}://app.example.com`)))).toBe('scheme');
      expect(faultOf(() => createSiwxMessage({ ...FULL, scheme }))).toBe('scheme');
    });

    it.each([
      ['too short', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc'],
      ['without 0x', 'C02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
      ['bad checksum', '0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
      ['non-hex', '0xZ02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'],
      ['empty', ''],
    ])('accountAddress: %s', (_name, address) => {
      expect(faultOf(() => parseSiwxMessage(good.replace(EVM_ADDRESS, address)))).toBe(
        'accountAddress',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, accountAddress: address }))).toBe(
        'accountAddress',
      );
    });

    it.each([
      ['a percent sign', '100% sure'],
      ['a double quote', 'say "hi"'],
      ['a carriage return', 'line\rbreak'],
      ['non-ASCII', 'café'],
      ['a tab', 'a\tb'],
    ])('statement: %s', (_name, statement) => {
      expect(faultOf(() => parseSiwxMessage(good.replace(FULL.statement ?? '', statement)))).toBe(
        'statement',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, statement }))).toBe('statement');
    });

    it('statement: a line break in data, and a statement not followed by a blank line', () => {
      expect(faultOf(() => createSiwxMessage({ ...FULL, statement: 'two\nlines' }))).toBe(
        'statement',
      );
      const noBlank = good.replace(`${FULL.statement}\n\n`, `${FULL.statement}\n`);
      expect(faultOf(() => parseSiwxMessage(noBlank))).toBe('statement');
    });

    it.each([
      ['relative', '/login'],
      ['no scheme', 'example.com/login'],
      ['a space', 'https://example.com/a b'],
      ['a bad port', 'https://example.com:x/'],
      ['a bad fragment', 'https://example.com/#a#b'],
      ['empty', ''],
    ])('uri: %s', (_name, uri) => {
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'URI: ', `URI: ${uri}`)))).toBe(
        'uri',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, uri }))).toBe('uri');
    });

    it.each([
      ['2', 'Version: 2'],
      ['1.0', 'Version: 1.0'],
      ['missing', undefined],
      ['without the space', 'Version:1'],
      ['in lower case', 'version: 1'],
    ])('version: %s', (_name, line) => {
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Version: ', line)))).toBe('version');
    });

    it('version: data other than 1', () => {
      const data = { ...FULL, version: '2' } as unknown as SiwxMessageData;
      expect(faultOf(() => createSiwxMessage(data))).toBe('version');
    });

    it.each([
      ['non-digit', 'Chain ID: 0x1'],
      ['empty', 'Chain ID: '],
      ['missing', undefined],
      ['over 32 digits', `Chain ID: ${'1'.repeat(33)}`],
    ])('chainId: %s', (_name, line) => {
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Chain ID: ', line)))).toBe(
        'chainId',
      );
    });

    it.each([
      ['not CAIP-2', '31337'],
      ['an unknown namespace', 'cosmos:hub'],
      ['a non-decimal eip155 reference', 'eip155:abc'],
    ])('chainId: data %s', (_name, chainId) => {
      const data = { ...FULL, chainId } as SiwxMessageData;
      expect(faultOf(() => createSiwxMessage(data))).toBe('chainId');
    });

    it.each([
      ['7 characters', '1234567'],
      ['a hyphen', 'abcd-1234'],
      ['non-ASCII letters', 'ääääääää'],
      ['empty', ''],
    ])('nonce: %s', (_name, nonce) => {
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Nonce: ', `Nonce: ${nonce}`)))).toBe(
        'nonce',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, nonce }))).toBe('nonce');
    });

    const BAD_TIMES = [
      ['no offset', '2026-11-23T22:00:00'],
      ['a space for T', '2026-11-23 22:00:00Z'],
      ['month 13', '2026-13-01T00:00:00Z'],
      ['February 29 of a common year', '2026-02-29T00:00:00Z'],
      ['April 31', '2026-04-31T00:00:00Z'],
      ['hour 24', '2026-11-23T24:00:00Z'],
      ['second 61', '2026-11-23T22:00:61Z'],
      ['an offset without colon', '2026-11-23T22:00:00+0100'],
      ['an empty fraction', '2026-11-23T22:00:00.Z'],
      ['a date only', '2026-11-23'],
    ] as const;

    it.each(BAD_TIMES)('issuedAt: %s', (_name, time) => {
      const line = `Issued At: ${time}`;
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Issued At: ', line)))).toBe(
        'issuedAt',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, issuedAt: time }))).toBe('issuedAt');
    });

    it.each(BAD_TIMES)('expirationTime: %s', (_name, time) => {
      const line = `Expiration Time: ${time}`;
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Expiration Time: ', line)))).toBe(
        'expirationTime',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, expirationTime: time }))).toBe(
        'expirationTime',
      );
    });

    it.each(BAD_TIMES)('notBefore: %s', (_name, time) => {
      const line = `Not Before: ${time}`;
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Not Before: ', line)))).toBe(
        'notBefore',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, notBefore: time }))).toBe('notBefore');
    });

    it('accepts February 29 of a leap year and a leap second', () => {
      const data = { ...MINIMAL, issuedAt: '2024-02-29T23:59:60Z' };
      expect(parseSiwxMessage(createSiwxMessage(data))).toEqual(data);
    });

    it.each([
      ['a space', 'req 42'],
      ['a slash', 'req/42'],
      ['a bad percent-encoding', 'req%4'],
    ])('requestId: %s', (_name, requestId) => {
      const line = `Request ID: ${requestId}`;
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, 'Request ID: ', line)))).toBe(
        'requestId',
      );
      expect(faultOf(() => createSiwxMessage({ ...FULL, requestId }))).toBe('requestId');
    });

    it.each([
      ['a relative reference', '- /relative'],
      ['a missing dash', 'https://example.com/a.json'],
      ['a missing space', '-https://example.com/a.json'],
      ['a space in the URI', '- https://example.com/a b'],
    ])('resources: %s', (_name, line) => {
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, '- https://', line)))).toBe(
        'resources',
      );
    });

    it('resources: data with a non-URI', () => {
      expect(faultOf(() => createSiwxMessage({ ...FULL, resources: ['not a uri'] }))).toBe(
        'resources',
      );
    });
  });

  describe('rejects messages out of shape', () => {
    const good = createSiwxMessage(FULL);

    it.each([
      ['an unknown account name', (m: string) => m.replace('Ethereum account', 'Cosmos account')],
    ])('names the chain for %s', (_name, mutate) => {
      expect(faultOf(() => parseSiwxMessage(mutate(good)))).toBe('chainId');
    });

    it.each([
      ['an empty string', () => '', 'message'],
      [
        'another header',
        (m: string) => m.replace('wants you to sign in', 'wants to sign in'),
        'message',
      ],
      [
        'a missing blank line',
        (m: string) => m.replace(`${EVM_ADDRESS}\n\n`, `${EVM_ADDRESS}\n`),
        'message',
      ],
      [
        'only the header and address',
        () => `a.com wants you to sign in with your Ethereum account:\n${EVM_ADDRESS}`,
        'message',
      ],
      ['CRLF line ends', (m: string) => m.replace(/\n/g, '\r\n'), 'message'],
      ['an unknown line after the resources', (m: string) => `${m}\nFoo: bar`, 'resources'],
      [
        'an unknown line before the resources',
        (m: string) => m.replace('Resources:', 'Foo: bar\nResources:'),
        'message',
      ],
    ] as const)('%s', (_name, mutate, field) => {
      expect(faultOf(() => parseSiwxMessage(mutate(good)))).toBe(field);
    });

    it.each([
      ['Nonce', 'nonce'],
      ['Issued At', 'issuedAt'],
      ['URI', 'uri'],
    ] as const)('names %s when its required line is missing', (label, field) => {
      expect(faultOf(() => parseSiwxMessage(replaceLine(good, `${label}: `, undefined)))).toBe(
        field,
      );
    });

    it('names a repeated optional line', () => {
      const repeated = good.replace(
        'Not Before: 2026-11-23T21:59:00z',
        'Not Before: 2026-11-23T21:59:00z\nExpiration Time: 2026-11-24T22:00:00Z',
      );
      expect(faultOf(() => parseSiwxMessage(repeated))).toBe('expirationTime');
    });

    it('names lines that are out of order', () => {
      const swapped = good
        .replace('Nonce: abcDEF123456\n', '')
        .replace('Expiration Time: ', 'Nonce: abcDEF123456\nExpiration Time: ');
      expect(faultOf(() => parseSiwxMessage(swapped))).toBe('nonce');
    });

    it('refuses non-string input and non-object data', () => {
      expect(faultOf(() => parseSiwxMessage(42 as unknown as string))).toBe('message');
      expect(faultOf(() => createSiwxMessage(null as unknown as SiwxMessageData))).toBe('message');
    });

    it('names chainId for a header whose account name no namespace signs in with', () => {
      const unknown = createSiwxMessage(MINIMAL).replace(
        'your Ethereum account',
        'your Foo account',
      );
      expect(faultOf(() => parseSiwxMessage(unknown))).toBe('chainId');
    });

    it.each([
      ['URI: ', 'uri'],
      ['Version: ', 'version'],
      ['Chain ID: ', 'chainId'],
      ['Nonce: ', 'nonce'],
      ['Issued At: ', 'issuedAt'],
    ] as const)('names the field of a missing required line %s', (prefix, field) => {
      const message = replaceLine(createSiwxMessage(MINIMAL), prefix, undefined);
      expect(faultOf(() => parseSiwxMessage(message))).toBe(field);
    });
  });
});

describe('null optional fields (JSON inputs spell absent as null)', () => {
  const OPTIONAL = [
    'scheme',
    'statement',
    'expirationTime',
    'notBefore',
    'requestId',
    'resources',
  ] as const;

  it.each(OPTIONAL)('createSiwxMessage treats %s: null as absent', (field) => {
    const data = { ...MINIMAL, [field]: null } as unknown as SiwxMessageData;
    expect(createSiwxMessage(data)).toBe(createSiwxMessage(MINIMAL));
  });

  it('writes the same message when every optional field is null as when all are absent', () => {
    const nulls = Object.fromEntries(OPTIONAL.map((field) => [field, null]));
    const data = { ...MINIMAL, ...nulls } as unknown as SiwxMessageData;
    expect(createSiwxMessage(data)).toBe(createSiwxMessage(MINIMAL));
    expect(parseSiwxMessage(createSiwxMessage(data))).toEqual(MINIMAL);
  });

  it('still refuses null for a required field, naming it', () => {
    const data = { ...MINIMAL, nonce: null } as unknown as SiwxMessageData;
    expect(faultOf(() => createSiwxMessage(data))).toBe('nonce');
  });
});

describe('CAIP-122 messages (solana, bip122, polkadot)', () => {
  const SOLANA_ADDRESS = 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1';
  const base = {
    domain: 'service.org',
    uri: 'https://service.org/login',
    version: '1' as const,
    nonce: '32891757',
    issuedAt: '2021-09-30T16:25:24.000Z',
  };

  it("writes CAIP-122's Solana example (Chain ID after Request ID, the CAIP-2 reference)", () => {
    const data: SiwxMessageData = {
      ...base,
      accountAddress: SOLANA_ADDRESS,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      requestId: 'r1',
      resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu'],
    };
    const message = createSiwxMessage(data);
    expect(message).toBe(
      [
        'service.org wants you to sign in with your Solana account:',
        SOLANA_ADDRESS,
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Request ID: r1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Resources:',
        '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
      ].join('\n'),
    );
    expect(parseSiwxMessage(message)).toEqual(data);
  });

  it.each([
    [
      'bip122',
      'Bitcoin',
      '0f9188f13cb7b2c71f2a335e3a4fc328',
      'bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9',
    ],
    ['bip122', 'Bitcoin', '000000000019d6689c085ae165831e93', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    [
      'polkadot',
      'Polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ],
  ])('round-trips a %s message (%s account)', (namespace, name, reference, address) => {
    const data = {
      ...base,
      accountAddress: address,
      chainId: `${namespace}:${reference}` as const,
    };
    const message = createSiwxMessage(data);
    expect(
      message.startsWith(`service.org wants you to sign in with your ${name} account:\n`),
    ).toBe(true);
    expect(parseSiwxMessage(message)).toEqual(data);
  });

  it.each([
    [
      'a Solana address that is not 32 bytes',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '1111111111111111111111111111111',
    ],
    [
      'a mainnet Bitcoin address on regtest',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    ],
    [
      'an SS58 address with a bad checksum',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6',
    ],
    ['an EVM address on Solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', EVM_ADDRESS],
  ])('refuses %s', (_name, chainId, accountAddress) => {
    const data = { ...base, chainId, accountAddress } as SiwxMessageData;
    expect(faultOf(() => createSiwxMessage(data))).toBe('accountAddress');
  });

  it('refuses an eip155-ordered Solana message (Chain ID after Version)', () => {
    const message = [
      'service.org wants you to sign in with your Solana account:',
      SOLANA_ADDRESS,
      '',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
    ].join('\n');
    expect(faultOf(() => parseSiwxMessage(message))).toBe('nonce');
  });
});

describe('parseSiwxMessage on arbitrary input', () => {
  it('returns data or throws a SiwxMessageError, nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const field = faultOf(() => parseSiwxMessage(text));
        expect(typeof field).toBe('string');
      }),
    );
  });

  it('never accepts a valid message with one character changed into a line break', () => {
    const message = createSiwxMessage(FULL);
    fc.assert(
      fc.property(fc.nat({ max: message.length - 1 }), (index) => {
        if (message[index] === '\n') return;
        const broken = `${message.slice(0, index)}\n${message.slice(index + 1)}`;
        expect(faultOf(() => parseSiwxMessage(broken))).not.toBe('none');
      }),
    );
  });
});
