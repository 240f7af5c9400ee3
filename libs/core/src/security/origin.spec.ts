import { isOriginAllowed } from './origin';

describe('isOriginAllowed (spec §5 origin check)', () => {
  describe('exact entries, compared by URL origin', () => {
    it('matches the same origin', () => {
      expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true);
    });

    it('ignores a trailing slash, path, query and hash on either side', () => {
      expect(isOriginAllowed('https://a.com', ['https://a.com/'])).toBe(true);
      expect(isOriginAllowed('https://a.com/', ['https://a.com'])).toBe(true);
      expect(isOriginAllowed('https://a.com/page?x=1#top', ['https://a.com'])).toBe(true);
    });

    it('folds case and drops default ports the way browsers do', () => {
      expect(isOriginAllowed('HTTPS://A.COM', ['https://a.com'])).toBe(true);
      expect(isOriginAllowed('https://a.com:443', ['https://a.com'])).toBe(true);
      expect(isOriginAllowed('http://a.com:80', ['http://a.com'])).toBe(true);
    });

    it('treats scheme and port as part of the origin', () => {
      expect(isOriginAllowed('http://a.com', ['https://a.com'])).toBe(false);
      expect(isOriginAllowed('https://a.com:8443', ['https://a.com'])).toBe(false);
      expect(isOriginAllowed('http://localhost:3000', ['http://localhost:3000'])).toBe(true);
      expect(isOriginAllowed('http://localhost:3001', ['http://localhost:3000'])).toBe(false);
    });

    it('does not match a sibling or parent host', () => {
      expect(isOriginAllowed('https://evil-a.com', ['https://a.com'])).toBe(false);
      expect(isOriginAllowed('https://a.com.evil.com', ['https://a.com'])).toBe(false);
      expect(isOriginAllowed('https://sub.a.com', ['https://a.com'])).toBe(false);
    });

    it('compares IDN hosts in their punycode form', () => {
      expect(isOriginAllowed('https://b\u00fccher.de', ['https://xn--bcher-kva.de'])).toBe(true);
    });

    it('compares extension origins, which the URL parser calls opaque', () => {
      expect(isOriginAllowed('chrome-extension://abcdef', ['chrome-extension://abcdef'])).toBe(
        true,
      );
      expect(isOriginAllowed('chrome-extension://other', ['chrome-extension://abcdef'])).toBe(
        false,
      );
    });
  });

  describe('wildcard entries', () => {
    it('matches any subdomain with "*."', () => {
      const allowed = ['https://*.example.com'];
      expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true);
      expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true);
      expect(isOriginAllowed('https://example.com', allowed)).toBe(false);
      expect(isOriginAllowed('https://example.com.evil.com', allowed)).toBe(false);
      expect(isOriginAllowed('https://evilexample.com', allowed)).toBe(false);
      expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false);
    });

    it('matches any port with ":*"', () => {
      expect(isOriginAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true);
      expect(isOriginAllowed('http://localhost', ['http://localhost:*'])).toBe(false);
    });

    it('matches everything with a lone "*", except origins that do not parse', () => {
      expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true);
      expect(isOriginAllowed('not a url', ['*'])).toBe(false);
      expect(isOriginAllowed('null', ['*'])).toBe(false);
      expect(isOriginAllowed('file:///etc/passwd', ['*'])).toBe(false);
    });

    it('allows several stars and stars that match nothing', () => {
      expect(
        isOriginAllowed('https://pr-12.preview.example.com', ['https://pr-*.*.example.com']),
      ).toBe(true);
      expect(isOriginAllowed('https://a.com', ['https://*a.com*'])).toBe(true);
    });

    it('is case-insensitive and ignores a trailing slash on the pattern', () => {
      expect(isOriginAllowed('https://app.example.com', ['HTTPS://*.Example.COM/'])).toBe(true);
    });

    it.each([
      ['a dot, which must not match any character', 'https://*.a.com', 'https://x.aXcom'],
      ['a question mark', 'https://a?.com', 'https://ab.com'],
      ['a plus', 'https://a+.com*', 'https://aa.com'],
      ['a character class', 'https://[ab]*.com', 'https://a.com'],
      ['an alternation', 'https://*.a.com|https://evil.com', 'https://evil.com'],
      ['parentheses', 'https://(a)*.com', 'https://a.com'],
      ['a caret and dollar', '^https://*.com$', 'https://a.com'],
      ['a backslash', 'https://*\\.a.com', 'https://x.a.com'],
      ['braces', 'https://a{2}*.com', 'https://aa.com'],
    ])('treats %s in a pattern literally', (_label, pattern, origin) => {
      expect(isOriginAllowed(origin, [pattern])).toBe(false);
    });

    it('matches regex metacharacters in a pattern only against themselves', () => {
      expect(isOriginAllowed('https://a+b.com', ['https://a+b.*'])).toBe(true);
    });

    it('stays fast on patterns that would make a RegExp backtrack', () => {
      const origin = `https://${'a'.repeat(200)}.com`;
      const pattern = `https://${'*a'.repeat(40)}*b.com`;
      const started = Date.now();
      expect(isOriginAllowed(origin, [pattern])).toBe(false);
      expect(Date.now() - started).toBeLessThan(500);
    });
  });

  describe('malformed input', () => {
    it.each([
      ['an empty origin', '', ['https://a.com']],
      ['whitespace', '   ', ['https://a.com']],
      ['a bare host', 'a.com', ['https://a.com']],
      ['the opaque origin "null"', 'null', ['null']],
      ['an unparseable origin', 'https://', ['https://']],
      ['a bad entry', 'https://a.com', ['not a url', '', 'https://']],
      ['an empty list', 'https://a.com', []],
    ])('does not match %s', (_label, origin, allowed) => {
      expect(isOriginAllowed(origin, allowed)).toBe(false);
    });

    it('never throws on non-string input', () => {
      expect(isOriginAllowed(undefined as unknown as string, ['*'])).toBe(false);
      expect(isOriginAllowed('https://a.com', undefined as unknown as string[])).toBe(false);
      expect(isOriginAllowed('https://a.com', [null, 42, {}] as unknown as string[])).toBe(false);
      expect(isOriginAllowed('https://a.com', 'https://a.com' as unknown as string[])).toBe(false);
    });

    it('does not match look-alike hosts', () => {
      expect(isOriginAllowed('https://ex\u0430mple.com', ['https://example.com'])).toBe(false);
      expect(isOriginAllowed('https://ex\u0430mple.com', ['https://*.example.com'])).toBe(false);
    });
  });
});
