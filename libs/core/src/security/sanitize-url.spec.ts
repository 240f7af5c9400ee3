import { sanitizeImageUrl, sanitizeWebLink } from './sanitize-url';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeImageUrl', () => {
  it.each([
    ['an https URL', 'https://cdn.example.com/icon.png', 'https://cdn.example.com/icon.png'],
    ['http on localhost', 'http://localhost:3000/a.png', 'http://localhost:3000/a.png'],
    ['http on a .localhost name', 'http://cloud.localhost/a.png', 'http://cloud.localhost/a.png'],
    ['http on 127.0.0.1', 'http://127.0.0.1:8080/a.png', 'http://127.0.0.1:8080/a.png'],
    ['http on ::1', 'http://[::1]/a.png', 'http://[::1]/a.png'],
    ['a blob URL', 'blob:https://app.example.com/1b2c', 'blob:https://app.example.com/1b2c'],
    ['a PNG data URL', PNG, PNG],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/', 'data:image/jpeg;base64,/9j/'],
    ['a GIF data URL', 'data:image/gif;base64,R0lG', 'data:image/gif;base64,R0lG'],
    ['a WebP data URL', 'data:image/webp;base64,UklG', 'data:image/webp;base64,UklG'],
    [
      'an SVG data URL with a charset',
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E',
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E',
    ],
    ['an upper-case media type', 'data:IMAGE/PNG;base64,AA==', 'data:IMAGE/PNG;base64,AA=='],
  ])('keeps %s', (_label, url, expected) => {
    expect(sanitizeImageUrl(url)).toBe(expected);
  });

  it('returns the normalised URL', () => {
    expect(sanitizeImageUrl('  HTTPS://CDN.Example.com/a b.png')).toBe(
      'https://cdn.example.com/a%20b.png',
    );
    expect(sanitizeImageUrl('http://127.1/a.png')).toBe('http://127.0.0.1/a.png');
  });

  it.each([
    ['an empty string', ''],
    ['whitespace', '   '],
    ['a relative path', '/icon.png'],
    ['a protocol-relative URL', '//cdn.example.com/a.png'],
    ['http on a public host', 'http://cdn.example.com/a.png'],
    ['http on a host that only starts with 127', 'http://127.0.0.1.evil.com/a.png'],
    ['http on a host ending in localhost without a dot', 'http://evillocalhost/a.png'],
    ['credentials', 'https://user:pass@cdn.example.com/a.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a data URL of another image type', 'data:image/x-icon;base64,AA=='],
    ['a data URL with a lookalike type', 'data:image/svg+xml2,<svg/>'],
    ['a data URL without a comma', 'data:image/png;base64'],
    ['a file URL', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com/a.png'],
    ['a full-width scheme', '\uff48ttps://cdn.example.com/a.png'],
  ])('refuses %s', (_label, url) => {
    expect(sanitizeImageUrl(url)).toBeUndefined();
  });

  it('refuses non-string input', () => {
    expect(sanitizeImageUrl(undefined)).toBeUndefined();
    expect(sanitizeImageUrl({ href: 'https://a.com' })).toBeUndefined();
  });
});

describe('sanitizeWebLink', () => {
  it('keeps https links, normalised', () => {
    expect(sanitizeWebLink('https://Example.com')).toBe('https://example.com/');
    expect(sanitizeWebLink('https://example.com/docs?a=1#b')).toBe(
      'https://example.com/docs?a=1#b',
    );
  });

  it('keeps http only on loopback hosts', () => {
    expect(sanitizeWebLink('http://localhost:5173/')).toBe('http://localhost:5173/');
    expect(sanitizeWebLink('http://example.com/')).toBeUndefined();
  });

  it.each([
    ['a custom scheme', 'metamask://wc'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['blob:', 'blob:https://a.com/x'],
    ['credentials that fake the host', 'https://wallet.com@evil.example/'],
    ['an empty string', ''],
    ['a relative link', 'docs/page'],
  ])('refuses %s', (_label, url) => {
    expect(sanitizeWebLink(url)).toBeUndefined();
  });
});
