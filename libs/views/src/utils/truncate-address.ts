/**
 * An address shortened for display: the first `head` and last `tail` characters around an
 * ellipsis ('0xf39F…2266'); short addresses are returned whole.
 */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}
