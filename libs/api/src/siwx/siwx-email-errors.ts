import { CONSTANTS, ERROR_MESSAGES, kitError, ValidationError, type KitError } from '@kit/core';
import { isApiRequestError } from '../http/api-request-error';

/**
 * The e-mail capture's refusals as the catalogue's errors: 429 is the throttle message with the
 * seconds of Retry-After (the full cooldown when the header is missing), and the service's
 * 'Please enter a valid email address' / 'Invalid or expired code' their own codes. Anything else
 * (a malformed token, the service down) stays the ApiRequestError it is; a request without a
 * session is EMAIL_CAPTURE_SIGN_IN_REQUIRED.
 */
export function siwxEmailError(error: unknown): unknown {
  if (!isApiRequestError(error)) return error;
  if (error.code === 'RATE_LIMITED') {
    const ms = error.retryAfterMs ?? CONSTANTS.EMAIL_LOGIN_COOLDOWN_MS;
    return kitError(
      'EMAIL_LOGIN_THROTTLED',
      { seconds: Math.max(1, Math.ceil(ms / 1000)) },
      {
        cause: error,
      },
    );
  }
  const wrapped: Partial<Record<string, () => KitError>> = {
    [ERROR_MESSAGES.INVALID_EMAIL]: () =>
      new ValidationError('INVALID_EMAIL', {}, { cause: error }),
    [ERROR_MESSAGES.INVALID_OTP]: () => kitError('INVALID_OTP', {}, { cause: error }),
    [ERROR_MESSAGES.EMAIL_CAPTURE_SIGN_IN_REQUIRED]: () =>
      kitError('EMAIL_CAPTURE_SIGN_IN_REQUIRED', {}, { cause: error }),
  };
  const make = error.serverReason === undefined ? undefined : wrapped[error.serverReason];
  return make === undefined ? error : make();
}
