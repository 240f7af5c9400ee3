/** A name as the names service registers them: labels of letters, digits and hyphens, dotted. */
const NAME_PATTERN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * True when a typed receiver reads as a name ('alice.eth'), which the send form resolves. Its own
 * file: the Send view asks it, and the resolving saga loads only once a wallet is on its way.
 */
export function isReceiverName(text: string): boolean {
  return NAME_PATTERN.test(text.trim());
}
