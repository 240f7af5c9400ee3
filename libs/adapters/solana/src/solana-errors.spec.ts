import { ChainRequestError, NotConfiguredError } from '@kit/core';
import { toKitError } from './solana-errors';

describe('toKitError (Solana)', () => {
  it.each([
    [
      'a 4001 from the wallet',
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    ],
    ['a refusal phrase without a code', new Error('User rejected the request')],
    ['a refusal nested as cause', new Error('signing failed', { cause: { code: 4001 } })],
  ])('turns %s into "User rejected the request"', (_case, error) => {
    const mapped = toKitError(error, { fallback: 'UNKNOWN_ERROR', nodeErrors: true });
    expect(mapped).toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request' });
  });

  it.each([
    [
      'the System program log',
      {
        message:
          'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
        data: { logs: ['Transfer: insufficient lamports 10, need 20'] },
      },
    ],
    [
      'the fee payer error',
      {
        message:
          'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
      },
    ],
    [
      'the Token program log',
      { message: 'failed', data: { logs: ['Program log: Error: insufficient funds'] } },
    ],
  ])('maps %s to INSUFFICIENT_FUNDS on sends', (_case, error) => {
    expect(toKitError(error, { fallback: 'UNKNOWN_ERROR', nodeErrors: true }).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(toKitError(error, { fallback: 'ESTIMATE_GAS_FAILED' }).code).toBe('ESTIMATE_GAS_FAILED');
  });

  it('passes its own KitErrors through and gives anything else the fallback with the cause', () => {
    const own = new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: 'solana:Gone' });
    expect(toKitError(own, { fallback: 'CONNECT_FAILED' })).toBe(own);
    const odd = new Error('socket hang up');
    const mapped = toKitError(odd, { fallback: 'SIGN_MESSAGE_FAILED' });
    expect(mapped).toBeInstanceOf(ChainRequestError);
    expect(mapped).toMatchObject({
      code: 'SIGN_MESSAGE_FAILED',
      details: 'socket hang up',
      cause: odd,
    });
    expect(toKitError(odd, { fallback: 'CONNECT_FAILED' })).toMatchObject({
      code: 'CONNECT_FAILED',
      shortMessage: 'Failed to connect',
    });
  });
});
