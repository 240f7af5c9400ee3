import { ERROR_MESSAGES, formatMessage } from '../errors/error-messages';
import { KitError, type KitErrorOptions } from '../errors/kit-error';
import type { SiwxField } from './siwx-types';

/** A sign-in message (or the data for one) that breaks EIP-4361 / CAIP-122; `field` says where. */
export class SiwxMessageError extends KitError {
  override name = 'SiwxMessageError';
  /** The spec §3 field at fault, or `message` when the lines themselves are out of shape. */
  readonly field: SiwxField;

  constructor(field: SiwxField, options: KitErrorOptions = {}) {
    super(
      'INVALID_SIWX_MESSAGE',
      formatMessage(ERROR_MESSAGES.INVALID_SIWX_MESSAGE, { field }),
      options,
    );
    this.field = field;
  }
}
