/**
 * The request id exactly as the client wrote it. WalletConnect ids are 19-digit integers, beyond
 * JavaScript's safe integers: JSON.parse rounds them, and an answer with the rounded id is never
 * matched to its request (the client then waits and republishes). So the digits are taken from
 * the raw text: the first `"id":<digits>` whose value parses to the id JSON.parse saw.
 */
export function rawRequestId(text: string, parsedId: unknown): string | null {
  if (typeof parsedId === 'string') return JSON.stringify(parsedId);
  if (typeof parsedId !== 'number' || !Number.isFinite(parsedId)) return null;
  const pattern = /"id"\s*:\s*(-?\d+)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const digits = match[1];
    if (digits !== undefined && Number(digits) === parsedId) return digits;
  }
  return String(parsedId);
}
