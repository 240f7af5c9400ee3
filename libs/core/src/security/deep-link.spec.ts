import { sanitizeDeepLink, walletAppScheme, walletAppSchemes } from './deep-link';

// Issue 17, finding 11: each of these passed the old blocklist.
const PLATFORM_PAYLOADS: [label: string, url: string][] = [
  ['ms-settings:', 'ms-settings:privacy-webcam'],
  ['shell:startup', 'shell:startup'],
  [
    'itms-services://',
    'itms-services://?action=download-manifest&url=https://evil.example/a.plist',
  ],
  ['intent://', 'intent://scan/#Intent;scheme=zxing;package=com.evil;end'],
  ['x-javascript:', 'x-javascript:alert(1)'],
];

const METAMASK = ['metamask'];

describe('sanitizeDeepLink for a wallet (allow-list)', () => {
  it.each(PLATFORM_PAYLOADS)('refuses %s', (_label, url) => {
    expect(sanitizeDeepLink(url, METAMASK)).toBeUndefined();
    // Even named by the entry's own declaration.
    expect(
      sanitizeDeepLink(url, [walletAppScheme(url) ?? url.split(':')[0] ?? '']),
    ).toBeUndefined();
  });

  it('allows the custom scheme the wallet declares, normalised by the URL parser', () => {
    expect(sanitizeDeepLink('metamask://wc?uri=wc%3Aabc%402', METAMASK)).toBe(
      'metamask://wc?uri=wc%3Aabc%402',
    );
    expect(sanitizeDeepLink('MetaMask://wc', METAMASK)).toBe('metamask://wc');
    expect(sanitizeDeepLink('ledger-live.v2+x://open', ['ledger-live.v2+x'])).toBe(
      'ledger-live.v2+x://open',
    );
  });

  it("refuses another wallet's scheme", () => {
    expect(sanitizeDeepLink('trust://wc?uri=x', METAMASK)).toBeUndefined();
    expect(sanitizeDeepLink('metamask://wc', [])).toBeUndefined();
  });

  it('allows an https universal link, normalised', () => {
    expect(sanitizeDeepLink('https://metamask.app.link/wc?uri=x', METAMASK)).toBe(
      'https://metamask.app.link/wc?uri=x',
    );
    expect(sanitizeDeepLink('HTTPS://Link.Trustwallet.com', [])).toBe(
      'https://link.trustwallet.com/',
    );
  });

  it.each([
    ['http: on a public host', 'http://metamask.app.link/wc'],
    ['http: on loopback (a deep link is never a dev server)', 'http://127.0.0.1:5173/wc'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript:// with a newline payload', 'javascript://%0Aalert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['a bare scheme without //', 'metamask:wc'],
    ['credentials in an https link', 'https://metamask.io@evil.example/'],
  ])('refuses %s', (_label, url) => {
    expect(sanitizeDeepLink(url, ['metamask', 'javascript', 'http', 'data'])).toBeUndefined();
  });
});

describe('sanitizeDeepLink for a catalogue entry’s own link (no scheme list)', () => {
  it.each([
    ['a wallet app scheme', 'trust://', 'trust://'],
    ['a wallet app scheme with a path', 'aurorawallet://wc?uri=x', 'aurorawallet://wc?uri=x'],
    [
      'a universal link',
      'https://metamask.app.link/wc?uri=x',
      'https://metamask.app.link/wc?uri=x',
    ],
  ])('keeps %s', (_label, url, expected) => {
    expect(sanitizeDeepLink(url)).toBe(expected);
  });

  it.each<[label: string, url: string]>([
    ...PLATFORM_PAYLOADS,
    ['a bare custom scheme (the form of platform handlers)', 'rainbow:'],
    ['a WalletConnect URI (not an app)', 'wc:7f6e@2?relay-protocol=irn&symKey=ab'],
    ['itms-apps://', 'itms-apps://apps.apple.com/app/id1'],
    ['ms-msdt:', 'ms-msdt:/id PCWDiagnostic'],
    ['search-ms:', 'search-ms:query=x'],
    ['android-app://', 'android-app://com.evil/http/x'],
    ['javascript: after leading controls', '\u0000\u001f javascript:alert(1)'],
    ['javascript: with a tab inside the scheme', 'java\tscript://%0Aalert(1)'],
    ['a percent-encoded letter in the scheme', 'java%73cript:alert(1)'],
    ['an entity-encoded scheme', '&#106;avascript:alert(1)'],
    ['a full-width scheme', '\uff4aavascript:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://a.com/1'],
    ['about:', 'about:blank'],
    ['chrome://', 'chrome://settings'],
    ['chrome-extension://', 'chrome-extension://abc/page.html'],
    ['view-source:', 'view-source:https://a.com'],
    ['http on a public host', 'http://example.com'],
    ['a relative link', 'wc?uri=x'],
    ['a protocol-relative link', '//evil.example'],
    ['an empty string', ''],
    ['whitespace', ' \t\n '],
  ])('refuses %s', (_label, url) => {
    expect(sanitizeDeepLink(url)).toBeUndefined();
  });

  it('refuses non-string input', () => {
    expect(sanitizeDeepLink(null)).toBeUndefined();
    expect(sanitizeDeepLink(['metamask://'])).toBeUndefined();
  });
});

describe('walletAppSchemes', () => {
  it('lists the app schemes an entry declares through its mobile and desktop links, once each', () => {
    expect(
      walletAppSchemes({ mobile_link: 'MetaMask://', desktop_link: 'metamask://open' }),
    ).toEqual(['metamask']);
    expect(walletAppSchemes({ mobile_link: 'trust://', desktop_link: 'ledgerlive://' })).toEqual([
      'trust',
      'ledgerlive',
    ]);
  });

  it('declares nothing through https, platform schemes or a missing entry', () => {
    expect(
      walletAppSchemes({ mobile_link: 'https://link.example', desktop_link: 'intent://x' }),
    ).toEqual([]);
    expect(walletAppSchemes(undefined)).toEqual([]);
  });
});
