import { rawRequestId } from './relay-request-id';

describe('rawRequestId', () => {
  it('keeps all 19 digits of a WalletConnect id that JSON.parse would round', () => {
    const text = '{"id":1732400000000123457,"jsonrpc":"2.0","method":"irn_publish","params":{}}';
    const parsed = JSON.parse(text) as { id: number };
    expect(String(parsed.id)).not.toBe('1732400000000123457');
    expect(rawRequestId(text, parsed.id)).toBe('1732400000000123457');
  });

  it('skips nested ids that are not the request id', () => {
    const text = '{"params":{"subscriptions":[{"id":5}]},"id":7}';
    expect(rawRequestId(text, 7)).toBe('7');
  });

  it('quotes string ids and gives null for a missing one', () => {
    expect(rawRequestId('{"id":"abc"}', 'abc')).toBe('"abc"');
    expect(rawRequestId('{}', undefined)).toBeNull();
  });
});
