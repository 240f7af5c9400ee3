import { walletLinks } from './wallet-links';

const uri = 'wc:abc@2?relay-protocol=irn&symKey=x';
const encoded = encodeURIComponent(uri);

describe('walletLinks: app links by allow-list (issue 17, finding 11)', () => {
  it.each([
    ['ms-settings:', 'ms-settings:'],
    ['shell:startup', 'shell:startup'],
    ['itms-services://', 'itms-services://'],
    ['intent://', 'intent://'],
    ['x-javascript:', 'x-javascript:alert(1)//'],
  ])('offers no app button for a %s link from the catalogue', (_label, link) => {
    expect(walletLinks({ mobile_link: link, desktop_link: link }, uri)).toEqual([]);
  });

  it("opens the wallet's declared scheme and an https universal link", () => {
    expect(
      walletLinks({ mobile_link: 'https://link.wallet.example', desktop_link: 'wallet://' }, uri),
    ).toEqual([
      {
        kind: 'mobile',
        label: 'Open mobile app',
        href: `https://link.wallet.example/wc?uri=${encoded}`,
      },
      { kind: 'desktop', label: 'Open desktop app', href: `wallet://wc?uri=${encoded}` },
    ]);
  });

  it.each([
    ['http:', 'http://link.wallet.example'],
    ['javascript:', 'javascript:alert(1)//'],
    ['data:', 'data:text/html,x'],
  ])('offers no app button for a %s link', (_label, link) => {
    expect(walletLinks({ mobile_link: link }, uri)).toEqual([]);
  });
});
