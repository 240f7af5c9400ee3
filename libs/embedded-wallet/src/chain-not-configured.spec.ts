import { KitError, kitError } from '@kit/core';
import { chainNotConfigured } from './chain-not-configured';

describe('chainNotConfigured', () => {
  it("types the secure site's answer for a chain it does not run as CHAIN_NOT_CONFIGURED", () => {
    // How the frame bridge hands a secure-site failure over: its text, with details for developers.
    const reply = new KitError('UNKNOWN_ERROR', 'Chain 11155111 is not configured', {
      details: 'Chain 11155111 is not configured',
    });
    const error = chainNotConfigured(reply, 11155111);
    expect(error).toMatchObject({
      code: 'CHAIN_NOT_CONFIGURED',
      shortMessage: 'Chain 11155111 is not configured',
      cause: reply,
    });
  });

  it('leaves any other failure (another chain, a timeout) as it was', () => {
    expect(chainNotConfigured(new Error('Chain 1 is not configured'), 31338)).toBeUndefined();
    expect(chainNotConfigured(kitError('WALLET_REQUEST_TIMEOUT'), 1)).toBeUndefined();
    expect(chainNotConfigured('Chain 1 is not configured', 1)).toBeUndefined();
  });
});
