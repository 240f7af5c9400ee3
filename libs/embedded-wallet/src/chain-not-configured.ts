import { ERROR_MESSAGES, NotConfiguredError, formatMessage, isKitError } from '@kit/core';

/**
 * The secure site answers a chain it does not run with the catalogue's 'Chain {chainId} is not
 * configured'; that becomes the typed CHAIN_NOT_CONFIGURED (the wallet stays where it was).
 * Undefined for any other failure.
 */
export function chainNotConfigured(
  error: unknown,
  chainId: number,
): NotConfiguredError | undefined {
  const message = isKitError(error)
    ? error.shortMessage
    : error instanceof Error
      ? error.message
      : undefined;
  if (message !== formatMessage(ERROR_MESSAGES.CHAIN_NOT_CONFIGURED, { chainId })) return undefined;
  return new NotConfiguredError('CHAIN_NOT_CONFIGURED', { chainId }, { cause: error });
}
