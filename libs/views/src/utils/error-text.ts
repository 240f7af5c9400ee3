import { ERROR_MESSAGES, type SerializedKitError } from '@kit/core';

/**
 * What a view shows for a connect or switch error: a rejection reads 'Connection rejected'
 * (spec §8), anything else its own short message.
 */
export function connectErrorText(error: SerializedKitError): string {
  return error.code === 'USER_REJECTED' ? ERROR_MESSAGES.CONNECTION_REJECTED : error.message;
}

/** True when the visitor declined in the wallet (spec §5: normalised to USER_REJECTED). */
export function isRejection(error: Partial<Pick<SerializedKitError, 'code'>> | undefined): boolean {
  return error?.code === 'USER_REJECTED';
}
