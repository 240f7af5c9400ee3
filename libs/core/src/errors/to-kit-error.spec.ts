import { ERROR_MESSAGES } from './error-messages';
import { ChainRequestError, NotConfiguredError, UserRejectedRequestError } from './errors';
import { KitError } from './kit-error';
import { errorForCode, toKitError } from './to-kit-error';

describe('toKitError, the one normaliser of thrown values', () => {
  it.each([
    [{ code: 4001, message: 'denied' }],
    [{ code: 5000, message: 'no' }],
    [new Error('User rejected the request.')],
    [{ message: 'outer', cause: { message: 'Connection request reset' } }],
  ])('turns the spec §5 rejection %p into "User rejected the request"', (error) => {
    const mapped = toKitError(error, 'CONNECT_FAILED');
    expect(mapped).toBeInstanceOf(UserRejectedRequestError);
    expect(mapped.shortMessage).toBe('User rejected the request');
    expect(mapped.rpcCode).toBe(4001);
    expect(mapped.cause).toBe(error);
  });

  it('keeps a UserRejectedRequestError as it is', () => {
    const rejection = new UserRejectedRequestError();
    expect(toKitError(rejection)).toBe(rejection);
  });

  it("recognises a wallet's own wording of a refusal through isRejection", () => {
    const error = new Error('Cancelled');
    expect(toKitError(error, 'SIGN_MESSAGE_FAILED').code).toBe('SIGN_MESSAGE_FAILED');
    const mapped = toKitError(error, 'SIGN_MESSAGE_FAILED', {
      isRejection: (value) => (value as Error).message === 'Cancelled',
    });
    expect(mapped.code).toBe('USER_REJECTED');
  });

  it('passes a KitError on unchanged, unless its code is to be rewrapped', () => {
    const notConfigured = new NotConfiguredError('PROVIDER_NOT_FOUND');
    expect(toKitError(notConfigured, 'CONNECT_FAILED')).toBe(notConfigured);
    const nodeAnswer = new KitError('RPC_ERROR', 'RPC error');
    const rewrapped = toKitError(nodeAnswer, 'BALANCE_UNAVAILABLE', { rewrap: ['RPC_ERROR'] });
    expect(rewrapped.code).toBe('BALANCE_UNAVAILABLE');
    expect(rewrapped.cause).toBe(nodeAnswer);
  });

  it("gives anything else the caller's fallback, its message from the catalogue", () => {
    const error = new Error('socket hang up');
    const connect = toKitError(error, 'CONNECT_FAILED');
    expect(connect.name).toBe('WalletConnectionError');
    expect(connect.shortMessage).toBe(ERROR_MESSAGES.CONNECT_FAILED);
    expect(connect.cause).toBe(error);
    const send = toKitError(error);
    expect(send).toBeInstanceOf(ChainRequestError);
    expect(send.code).toBe('UNKNOWN_ERROR');
    const named = toKitError(error, 'NAME_REGISTER_FAILED', { values: { name: 'alice.kit.id' } });
    expect(named.shortMessage).toBe('Error registering name alice.kit.id');
  });

  it('keeps the details and wallet code it is given for the fallback', () => {
    const mapped = toKitError({ code: 4100 }, 'SIGN_MESSAGE_FAILED', {
      details: 'Unauthorized',
      rpcCode: 4100,
    });
    expect(mapped.details).toBe('Unauthorized');
    expect(mapped.rpcCode).toBe(4100);
  });
});

describe('errorForCode', () => {
  it('makes a WalletConnectionError of CONNECT_FAILED and a ChainRequestError of the rest', () => {
    expect(errorForCode('CONNECT_FAILED', { details: 'no account' }).name).toBe(
      'WalletConnectionError',
    );
    const fee = errorForCode('ESTIMATE_GAS_FAILED', { details: '' });
    expect(fee.name).toBe('ChainRequestError');
    expect(fee.details).toBeUndefined();
  });
});
