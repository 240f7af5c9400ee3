import type { NamespaceProfileLookup } from '../namespace/namespace-profile-registry';
import { builtInProfiles } from '../networks/built-in-profiles';
import { readSiwxMessage, writeSiwxMessage } from './siwx-codec';
import type { SiwxMessageData } from './siwx-types';

/**
 * Writes the message a wallet signs, as the namespace's profile in `profiles` says (the built-in
 * profiles by default): EIP-4361 for eip155, CAIP-122 for the others. Every field is checked
 * against its grammar first (throws a SiwxMessageError naming the field; `chainId` when the
 * namespace has no sign-in profile), so `parseSiwxMessage(createSiwxMessage(data))` gives `data`
 * back. The address is written in its canonical form (EIP-55 for eip155).
 */
export function createSiwxMessage(
  data: SiwxMessageData,
  profiles: NamespaceProfileLookup = builtInProfiles,
): string {
  return writeSiwxMessage(data, profiles);
}

/**
 * Reads a sign-in message back into its data, line by line against EIP-4361's ABNF (CAIP-122's line
 * order for the other namespaces), the namespace found by the header's account name among
 * `profiles` (the built-in profiles by default). Throws a SiwxMessageError naming the first faulty
 * field, or `message` when lines are missing, extra or out of order.
 */
export function parseSiwxMessage(
  message: string,
  profiles: NamespaceProfileLookup = builtInProfiles,
): SiwxMessageData {
  return readSiwxMessage(message, profiles);
}
