import {
  announcedConnector,
  listenForWalletAnnouncements,
  parseWalletAnnouncement,
} from './wallet-announcements';

const EVENTS = { announce: 'test:announceProvider', request: 'test:requestProvider' };
const isProvider = (value: unknown): value is { ping(): void } =>
  typeof (value as { ping?: unknown } | null)?.ping === 'function';
const provider = { ping() {} };
const announce = (detail: unknown) => new CustomEvent(EVENTS.announce, { detail });

describe('wallet announcements (the EIP-6963 pattern)', () => {
  it('reads a well-formed announcement, trimming the name', () => {
    const info = {
      uuid: 'u1',
      name: ' Test Wallet ',
      icon: 'data:image/png;base64,AA',
      rdns: 'com.test',
    };
    expect(parseWalletAnnouncement(announce({ info, provider }), isProvider)).toEqual({
      info: { ...info, name: 'Test Wallet' },
      provider,
    });
  });

  it.each([
    ['no detail', undefined],
    ['a provider of the wrong kind', { info: { name: 'W', rdns: 'com.test' }, provider: {} }],
    ['an rdns that is not one', { info: { name: 'W', rdns: 'com test' }, provider }],
    ['an empty name', { info: { name: ' ', rdns: 'com.test' }, provider }],
  ])('ignores an announcement with %s', (_, detail) => {
    expect(parseWalletAnnouncement(announce(detail), isProvider)).toBeUndefined();
  });

  it('listens first, then requests announcements, and stops listening when told', () => {
    const page = new EventTarget() as unknown as Window;
    const seen: string[] = [];
    page.addEventListener(EVENTS.request, () =>
      page.dispatchEvent(announce({ info: { name: 'Early', rdns: 'com.early' }, provider })),
    );
    const stop = listenForWalletAnnouncements(page, EVENTS, isProvider, ({ info }) =>
      seen.push(info.name),
    );
    expect(seen).toEqual(['Early']);
    stop();
    page.dispatchEvent(announce({ info: { name: 'Late', rdns: 'com.late' }, provider }));
    expect(seen).toEqual(['Early']);
  });

  it('makes an announced wallet a connector of its namespace, keeping only a safe icon', () => {
    const info = {
      uuid: 'u1',
      name: 'Alpha',
      icon: 'data:image/png;base64,AAAA',
      rdns: 'io.alpha',
    };
    expect(announcedConnector('bip122', info)).toEqual({
      id: 'bip122:io.alpha',
      name: 'Alpha',
      type: 'ANNOUNCED',
      chain: 'bip122',
      imageUrl: 'data:image/png;base64,AAAA',
      info: { rdns: 'io.alpha', uuid: 'u1' },
    });
    const unsafe = announcedConnector('eip155', { ...info, icon: 'javascript:alert(1)' });
    expect(unsafe.imageUrl).toBeUndefined();
  });
});
