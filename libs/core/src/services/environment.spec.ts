import { detectEnvironment, SERVER_ENVIRONMENT } from './environment';

function fakeWindow(
  userAgent: string,
  narrow = false,
  extra: Record<string, unknown> = {},
): Window {
  return {
    navigator: { userAgent },
    matchMedia: () => ({ matches: narrow }),
    ...extra,
  } as unknown as Window;
}

describe('environment detection', () => {
  it('reports the server environment without a window', () => {
    expect(detectEnvironment(undefined)).toEqual(SERVER_ENVIRONMENT);
  });

  it('recognises iOS Safari as mobile and as iOS Safari', () => {
    const env = detectEnvironment(
      fakeWindow(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    );
    expect(env).toMatchObject({ os: 'ios', isMobile: true, isIosSafari: true, isTelegram: false });
  });

  it('does not take Chrome on iOS for Safari', () => {
    const env = detectEnvironment(
      fakeWindow(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CriOS/120.0 Mobile Safari/604.1',
      ),
    );
    expect(env.isIosSafari).toBe(false);
  });

  it('recognises Android and Telegram', () => {
    const env = detectEnvironment(
      fakeWindow('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36', false, {
        Telegram: { WebApp: {} },
      }),
    );
    expect(env).toMatchObject({ os: 'android', isMobile: true, isTelegram: true });
  });

  it('treats a desktop browser as desktop unless the viewport is phone-narrow', () => {
    const desktop =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';
    expect(detectEnvironment(fakeWindow(desktop))).toMatchObject({ os: 'macos', isMobile: false });
    expect(detectEnvironment(fakeWindow(desktop, true)).isMobile).toBe(true);
  });

  it('reads the time zone when it is first asked for, not while detecting (before first paint)', () => {
    const resolvedOptions = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    try {
      const env = detectEnvironment(fakeWindow('Mozilla/5.0 (X11; Linux x86_64)'));
      expect(resolvedOptions).not.toHaveBeenCalled();
      expect(env.timezone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
      resolvedOptions.mockClear();
      expect(env.timezone).toBe(env.timezone);
      expect(resolvedOptions).not.toHaveBeenCalled();
    } finally {
      resolvedOptions.mockRestore();
    }
  });
});
