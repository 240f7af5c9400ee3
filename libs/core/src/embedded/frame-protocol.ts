/**
 * The messages between the host page and the secure site's frame (spec §7). Every message is a
 * plain object with one of these `type`s; each side checks the sender's origin first.
 * - `REQUEST`: host → frame, `{ id, action, payload }`.
 * - `SUCCESS` / `ERROR`: frame → host, the reply to request `id` (`payload` or `error.message`).
 * - `READY`: frame → host once it can take requests (`sdkVersion`).
 * - `UNVERIFIED_DOMAIN`: frame → host: the page's origin is not on the project's list (APKT005).
 * - `SOCIAL_REDIRECT`: popup → host, the social login result URL to hand to the frame.
 */
export const FRAME_MESSAGE = Object.freeze({
  REQUEST: '@kit/frame/REQUEST',
  SUCCESS: '@kit/frame/SUCCESS',
  ERROR: '@kit/frame/ERROR',
  READY: '@kit/frame/READY',
  UNVERIFIED_DOMAIN: '@kit/frame/UNVERIFIED_DOMAIN',
  SOCIAL_REDIRECT: '@kit/secure/SOCIAL_REDIRECT',
} as const);

/**
 * The actions a frame request may name (spec §7 frame calls, plus RPC and the OTP steps).
 * `SYNC_THEME` sets the secure pages' theme (`{ themeMode }`); `RELOAD` reloads the frame, which
 * says READY again once it can take requests. `CONNECT_EMAIL` answers `{ action }`: `VERIFY_OTP`
 * (the code is mailed) or `VERIFY_DEVICE` (a login from a device the identity does not know: an
 * approval link is mailed); then `CONNECT_DEVICE` waits until the link is approved and the code
 * mailed, and answers `{ action: 'VERIFY_OTP' }`.
 */
export const FRAME_ACTIONS = Object.freeze([
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'CONNECT_DEVICE',
  'UPDATE_EMAIL',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_EMAIL',
  'SWITCH_NETWORK',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'RPC_AWAIT',
  'SIGN_OUT',
  'RPC_CANCEL',
  'SYNC_THEME',
  'RELOAD',
] as const);

/**
 * The theme modes the host syncs to the secure site (SYNC_THEME `{ themeMode }`), so its
 * approval page matches the modal around it.
 */
export const FRAME_THEME_MODES = Object.freeze(['light', 'dark'] as const);

/** One of FRAME_THEME_MODES. */
export type FrameThemeMode = (typeof FRAME_THEME_MODES)[number];

/** True for a theme mode the secure site takes (anything else is refused, never applied). */
export function isFrameThemeMode(value: unknown): value is FrameThemeMode {
  return (FRAME_THEME_MODES as readonly unknown[]).includes(value);
}

/**
 * What an e-mail login asks for next (CONNECT_EMAIL's answer):
 * - `VERIFY_OTP`: the one-time code was mailed.
 * - `VERIFY_DEVICE`: the device is new to the identity: the inbox must approve it by the mailed
 *   link first (connectDevice waits for that, then the code is mailed).
 */
export type EmailLoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE';

/** One action of FRAME_ACTIONS. */
export type FrameAction = (typeof FRAME_ACTIONS)[number];

/** A host → frame request. */
export interface FrameRequest {
  type: typeof FRAME_MESSAGE.REQUEST;
  id: string;
  action: FrameAction;
  payload?: Record<string, unknown>;
}

/** A frame → host reply. */
export type FrameReply =
  | { type: typeof FRAME_MESSAGE.SUCCESS; id: string; payload: unknown }
  | { type: typeof FRAME_MESSAGE.ERROR; id: string; error: { message: string; status?: number } };

/** True for an object that looks like a frame request (the frame checks the origin first). */
export function isFrameRequest(value: unknown): value is FrameRequest {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message['type'] === FRAME_MESSAGE.REQUEST &&
    typeof message['id'] === 'string' &&
    (FRAME_ACTIONS as readonly unknown[]).includes(message['action'])
  );
}
