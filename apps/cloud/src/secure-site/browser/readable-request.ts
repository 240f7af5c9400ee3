import { base58 } from '@scure/base';

/** What an unsafe request asks, as text for the approval page (textContent, never HTML). */
export function readableRequest(method: string, params: unknown[]): string {
  if (method === 'personal_sign' && typeof params[0] === 'string') {
    const value = params[0];
    if (/^0x([0-9a-f]{2})*$/i.test(value)) {
      try {
        const bytes = new Uint8Array(
          (value.slice(2).match(/../g) ?? []).map((h) => parseInt(h, 16)),
        );
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (method === 'solana_signMessage') {
    const message = (params[0] as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message));
      } catch {
        return message;
      }
    }
  }
  return JSON.stringify(params, null, 2);
}
