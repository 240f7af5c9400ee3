import { UserRejectedRequestError, ValidationError } from '@kit/core';
import { classifyNodeError, toKitError } from './polkadot-errors';

describe('toKitError', () => {
  it.each([
    'Cancelled',
    'Rejected by user',
    'The source Kit is not allowed to interact with this extension',
    'User rejected the request.',
  ])('turns the extension refusal "%s" into USER_REJECTED', (message) => {
    const error = toKitError(new Error(message), { fallback: 'SIGN_MESSAGE_FAILED' });
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.message).toBe('User rejected the request');
  });

  it('keeps a KitError of ours as it is', () => {
    const own = new ValidationError('INVALID_URL');
    expect(toKitError(own, { fallback: 'UNKNOWN_ERROR' })).toBe(own);
  });

  it('maps node send errors only for sends', () => {
    const node = new Error(
      '1010: Invalid Transaction: Inability to pay some fees , e.g. account balance too low',
    );
    expect(toKitError(node, { fallback: 'UNKNOWN_ERROR', nodeErrors: true }).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(toKitError(node, { fallback: 'BALANCE_UNAVAILABLE' }).code).toBe('BALANCE_UNAVAILABLE');
  });

  it('falls back to the operation code, keeping the original as cause', () => {
    const original = new Error('socket hang up');
    const error = toKitError(original, { fallback: 'CONNECT_FAILED' });
    expect(error).toMatchObject({
      code: 'CONNECT_FAILED',
      shortMessage: 'Failed to connect',
      cause: original,
    });
  });
});

describe('classifyNodeError', () => {
  it.each([
    ['the transfer failed: balances.InsufficientBalance', 'INSUFFICIENT_FUNDS'],
    ['the transfer failed: balances.KeepAlive', 'INSUFFICIENT_FUNDS'],
    ['1010: Invalid Transaction: Transaction is outdated', 'NONCE_ERROR'],
    ['1010: Invalid Transaction: Transaction will be valid in the future', 'NONCE_ERROR'],
    ['1014: Priority is too low: (1 vs 2)', 'FEE_TOO_LOW'],
    ['1010: Invalid Transaction: Transaction would exhaust the block limits', undefined],
    ['1010: Invalid Transaction: Transaction exhausts the resources', 'GAS_ERROR'],
    ['something else', undefined],
  ])('"%s" → %s', (text, code) => {
    expect(classifyNodeError(text)).toBe(code);
  });
});
