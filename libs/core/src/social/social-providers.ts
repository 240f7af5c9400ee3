/**
 * A social login provider of the embedded wallet (spec §1, §9).
 * - `google`: Google account.
 * - `x`: X (formerly Twitter).
 * - `discord`: Discord.
 * - `farcaster`: Farcaster, signed in by QR code on ConnectingFarcaster instead of a popup.
 * - `github`: GitHub.
 * - `apple`: Apple ID.
 * - `facebook`: Facebook.
 */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Every social provider, in the default display order of spec §9. */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const;

/** True for one of the known social provider names (remote config and storage are untyped). */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * The host environment the Telegram filter looks at; a `KitEnvironment` fits. `os` is the device
 * OS in lower case (`ios`, `macos`, `android`, …); Telegram's own `android_x` counts as Android.
 */
export interface TelegramEnvironment {
  /** True when the page runs inside a Telegram Mini App. */
  isTelegram: boolean;
  os?: string;
}

/**
 * Providers the spec removes per OS inside Telegram (§5): their login cannot be completed from
 * Telegram's in-app browser there, so offering them would only strand the visitor.
 */
const TELEGRAM_BLOCKED: Readonly<Record<string, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
};

/**
 * The providers to show (spec §5): inside Telegram, iOS removes google, macOS removes x, Android
 * removes facebook and x. Outside Telegram, or on another OS, the list is returned as it is.
 * Order is kept; the input is never mutated.
 */
export function telegramSocialFilter<P extends string>(
  providers: readonly P[],
  environment: TelegramEnvironment,
): P[] {
  if (!environment.isTelegram || environment.os === undefined) return [...providers];
  const os = environment.os.toLowerCase();
  const blocked: readonly string[] =
    TELEGRAM_BLOCKED[os.startsWith('android') ? 'android' : os] ?? [];
  return providers.filter((provider) => !blocked.includes(provider));
}
