import { KitError } from './kit-error';
import { UserRejectedRequestError } from './errors';
import { asUserRejection, isUserRejection } from './user-rejection';

describe('user rejection detection (spec §5)', () => {
  it.each([4001, 5000, 5002, '4001'])('recognises provider code %p', (code) => {
    expect(isUserRejection({ code, message: 'nope' })).toBe(true);
  });

  it.each([
    'User rejected the request.',
    'MetaMask Tx Signature: User denied... user rejected',
    'USER CANCELLED the sign request',
    'The user canceled',
    'Connection request reset. Please try again.',
  ])('recognises the message %p', (message) => {
    expect(isUserRejection(new Error(message))).toBe(true);
  });

  it('follows causes and ethers-style wrappers', () => {
    expect(isUserRejection({ message: 'wrapped', cause: { code: 4001 } })).toBe(true);
    expect(
      isUserRejection({ message: 'could not coalesce', info: { error: { code: 5000 } } }),
    ).toBe(true);
    expect(isUserRejection({ message: 'outer', error: { message: 'User rejected' } })).toBe(true);
  });

  it.each([
    [{ code: 4100, message: 'Unauthorized' }],
    [{ code: -32603, message: 'Internal error' }],
    [new Error('insufficient funds')],
    [null],
    [undefined],
    [42],
  ])('does not mistake %p for a rejection', (value) => {
    expect(isUserRejection(value)).toBe(false);
  });

  it('survives self-referencing causes', () => {
    const a: Record<string, unknown> = { message: 'a' };
    const b: Record<string, unknown> = { message: 'b', cause: a };
    a['cause'] = b;
    expect(isUserRejection(a)).toBe(false);
  });

  it('normalises a rejection to "User rejected the request" with code 4001', () => {
    const error = asUserRejection({ code: 5002, message: 'rejected by wallet' });
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error?.shortMessage).toBe('User rejected the request');
    expect(error?.rpcCode).toBe(4001);
    expect(error?.code).toBe('USER_REJECTED');
    expect(error).toBeInstanceOf(KitError);
    expect(asUserRejection(new Error('timeout'))).toBeUndefined();
  });
});
