import {
  isSocialProvider,
  SOCIAL_PROVIDERS,
  telegramSocialFilter,
  type SocialProvider,
} from './social-providers';

describe('social providers (spec §1, §9)', () => {
  it('lists google, x, discord, farcaster, github, apple, facebook in that order', () => {
    expect(SOCIAL_PROVIDERS).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('recognises only the known provider names', () => {
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true);
    for (const value of ['twitter', 'Google', '', 1, undefined]) {
      expect(isSocialProvider(value)).toBe(false);
    }
  });
});

describe('Telegram social filter (spec §5)', () => {
  it.each<[string, SocialProvider[]]>([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
  ])('inside Telegram on %s removes what the spec says and keeps the order', (os, expected) => {
    expect(telegramSocialFilter(SOCIAL_PROVIDERS, { isTelegram: true, os })).toEqual(expected);
  });

  it('iOS removes google only', () => {
    expect(telegramSocialFilter(['google', 'x'], { isTelegram: true, os: 'ios' })).toEqual(['x']);
  });

  it('macOS removes x only', () => {
    expect(telegramSocialFilter(['google', 'x'], { isTelegram: true, os: 'macos' })).toEqual([
      'google',
    ]);
  });

  it('Android removes facebook and x', () => {
    expect(
      telegramSocialFilter(['facebook', 'x', 'google'], { isTelegram: true, os: 'android' }),
    ).toEqual(['google']);
  });

  it("treats Telegram's android_x platform and upper case as Android", () => {
    expect(telegramSocialFilter(['x', 'github'], { isTelegram: true, os: 'android_x' })).toEqual([
      'github',
    ]);
    expect(telegramSocialFilter(['x', 'github'], { isTelegram: true, os: 'Android' })).toEqual([
      'github',
    ]);
  });

  it.each(['windows', 'linux', 'other', undefined])(
    'inside Telegram on %p keeps every provider',
    (os) => {
      expect(telegramSocialFilter(SOCIAL_PROVIDERS, { isTelegram: true, os })).toEqual(
        SOCIAL_PROVIDERS,
      );
    },
  );

  it.each(['ios', 'macos', 'android'])('outside Telegram on %s keeps every provider', (os) => {
    expect(telegramSocialFilter(SOCIAL_PROVIDERS, { isTelegram: false, os })).toEqual(
      SOCIAL_PROVIDERS,
    );
  });

  it('returns a new array and never mutates the input', () => {
    const providers: SocialProvider[] = ['google', 'x'];
    const outside = telegramSocialFilter(providers, { isTelegram: false, os: 'ios' });
    const inside = telegramSocialFilter(providers, { isTelegram: true, os: 'ios' });
    expect(outside).not.toBe(providers);
    expect(inside).not.toBe(providers);
    expect(providers).toEqual(['google', 'x']);
  });
});
