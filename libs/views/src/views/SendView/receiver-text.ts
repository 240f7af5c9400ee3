import type { SerializedKitError } from '@kit/core';
import { isReceiverName, type SendValidation } from '@kit/send';

/** What the To field says under it. */
export interface ReceiverText {
  /** A problem with what was typed (announced as the field's alert). */
  error?: string;
  /** Work on what was typed ('Looking up alice.eth…'). */
  hint?: string;
  /** The form's failure is this field's error: the note above Send leaves it out. */
  failureShown: boolean;
}

/**
 * The To field's message in words a visitor knows (issue 23): a name is looked up on networks
 * whose profile has names ('Looking up…', then the names service's reason when it does not
 * resolve); elsewhere a name is refused as such; an address that fails the namespace's rule reads
 * as not an address of the network rather than 'Invalid eip155 address'.
 */
export function receiverText(input: {
  receiver: string;
  validation: SendValidation | undefined;
  failure: SerializedKitError | undefined;
  namesSupported: boolean;
  networkName: string;
}): ReceiverText {
  const typed = input.receiver.trim();
  const invalid = input.validation?.code === 'INVALID_ADDRESS';
  if (typed === '' || !invalid) return { failureShown: false };
  if (isReceiverName(typed)) {
    if (!input.namesSupported) {
      return {
        error: `Names like ${typed} can't be used on ${input.networkName}. Enter an address.`,
        failureShown: false,
      };
    }
    if (input.failure?.code === 'NAME_RESOLVE_FAILED') {
      return { error: `${input.failure.message}: ${typed}`, failureShown: true };
    }
    return { hint: `Looking up ${typed}…`, failureShown: false };
  }
  return {
    error: `This is not an address on ${input.networkName}. Check it and try again.`,
    failureShown: false,
  };
}
