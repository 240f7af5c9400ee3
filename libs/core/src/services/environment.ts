/** Operating systems the spec distinguishes (Telegram social filter, §5). */
export type KitOs = 'ios' | 'android' | 'macos' | 'windows' | 'linux' | 'other';

/** Facts about the visitor's device that the modal's rules depend on (spec §2, §5). */
export interface KitEnvironment {
  /** A phone-sized or touch-first device: the modal opens AllWallets there (spec §2). */
  isMobile: boolean;
  /** Running inside Telegram's in-app browser. */
  isTelegram: boolean;
  /** iOS Safari, where pairing URIs are cached (spec §4). */
  isIosSafari: boolean;
  os: KitOs;
  /** The IANA timezone, when known. */
  timezone?: string;
}

/** What a server, a worker or a test without a window looks like. */
export const SERVER_ENVIRONMENT: KitEnvironment = {
  isMobile: false,
  isTelegram: false,
  isIosSafari: false,
  os: 'other',
};

/** Reads the environment from a window; touches nothing when there is none (SSR-safe). */
export function detectEnvironment(win: Window | undefined = globalThis.window): KitEnvironment {
  if (!win?.navigator) return SERVER_ENVIRONMENT;
  const userAgent = win.navigator.userAgent ?? '';
  const os = detectOs(userAgent);
  const isTelegram =
    typeof (win as Window & { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp === 'object' ||
    /Telegram/i.test(userAgent);
  const narrow =
    typeof win.matchMedia === 'function' && win.matchMedia('(max-width: 430px)').matches;
  const isMobile = os === 'ios' || os === 'android' || /Mobi/i.test(userAgent) || narrow;
  const isIosSafari =
    os === 'ios' && /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS/i.test(userAgent);
  // Read on first use: a page's first Intl.DateTimeFormat loads the time-zone data (16-26 ms at
  // 1x CPU in Chromium), and createKit detects the environment before the page's first paint,
  // while only the restricted-region cloud rule reads the zone (issue 22, time to button).
  let timezone: string | undefined | null = null;
  return {
    isMobile,
    isTelegram,
    isIosSafari,
    os,
    get timezone(): string | undefined {
      if (timezone === null) timezone = readTimezone();
      return timezone;
    },
  };
}

/** The IANA time zone of the browser, if it says. */
function readTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function detectOs(userAgent: string): KitOs {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macos';
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Linux/i.test(userAgent)) return 'linux';
  return 'other';
}
