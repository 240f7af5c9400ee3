import {
  ChainRequestError,
  isKitError,
  KitError,
  NotConfiguredError,
  UserRejectedRequestError,
  WalletConnectionError,
} from '@kit/core';
import { classifyNodeError, isUnrecognizedChainError, toKitError } from './evm-errors';

/** An EIP-1193 error as wallets throw it. */
function providerError(code: number, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data !== undefined && { data }) });
}

describe('toKitError: user rejection (spec §5)', () => {
  it.each([
    ['EIP-1193 4001', providerError(4001, 'User denied account authorization')],
    ['WalletConnect 5000', providerError(5000, 'User disapproved requested methods')],
    ['WalletConnect 5002', providerError(5002, 'Rejected')],
    ['a phrase without code', new Error('MetaMask Tx Signature: User denied... user rejected')],
    ['"user cancelled"', { message: 'The user cancelled the signature' }],
    ['"connection request reset"', new Error('Connection request reset. Please try again.')],
    ['ethers nesting', { code: 'ACTION_REJECTED', info: { error: { code: 4001, message: 'x' } } }],
    [
      'MetaMask mobile nesting',
      providerError(-32603, 'Internal', { originalError: { code: 4001 } }),
    ],
  ])('turns %s into "User rejected the request" with rpcCode 4001', (_, error) => {
    const mapped = toKitError(error, { fallback: 'SIGN_MESSAGE_FAILED' });
    expect(mapped).toBeInstanceOf(UserRejectedRequestError);
    expect(mapped).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request',
      rpcCode: 4001,
      cause: error,
    });
  });

  it('returns an existing UserRejectedRequestError as it is', () => {
    const error = new UserRejectedRequestError();
    expect(toKitError(error, { fallback: 'CONNECT_FAILED' })).toBe(error);
  });
});

describe('toKitError: node send errors (spec §8)', () => {
  it.each([
    ['insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS'],
    ['Insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS'],
    ['nonce too low: next nonce 5, tx nonce 2', 'NONCE_ERROR'],
    ['nonce too high', 'NONCE_ERROR'],
    ['nonce has already been used', 'NONCE_ERROR'],
    ['replacement transaction underpriced', 'FEE_TOO_LOW'],
    ['transaction underpriced: tip needed 1, tip permitted 0', 'FEE_TOO_LOW'],
    ['max fee per gas less than block base fee: address 0x…', 'FEE_TOO_LOW'],
    ['fee cap less than block base fee', 'FEE_TOO_LOW'],
    ['intrinsic gas too low', 'GAS_ERROR'],
    ['out of gas', 'GAS_ERROR'],
    ['exceeds block gas limit', 'GAS_ERROR'],
    ['gas required exceeds allowance (30000000)', 'GAS_ERROR'],
  ])('maps %j to %s in a send, keeping the code and the cause', (message, code) => {
    const error = providerError(-32000, message);
    const mapped = toKitError(error, { fallback: 'UNKNOWN_ERROR', nodeErrors: true });
    expect(mapped).toBeInstanceOf(ChainRequestError);
    expect(mapped).toMatchObject({ code, rpcCode: -32000, cause: error });
    expect(mapped.message).toContain(message);
  });

  it('reads the node message from a transport error answer (RPC_ERROR) too', () => {
    const answer = new KitError('RPC_ERROR', 'The RPC server returned an error', {
      details: 'JSON-RPC error -32000: nonce too low (method eth_sendRawTransaction)',
      rpcCode: -32000,
    });
    expect(toKitError(answer, { fallback: 'UNKNOWN_ERROR', nodeErrors: true })).toMatchObject({
      code: 'NONCE_ERROR',
      rpcCode: -32000,
    });
  });

  it('leaves node errors to the fallback where the operation is not a send', () => {
    const error = providerError(-32000, 'insufficient funds for transfer');
    expect(toKitError(error, { fallback: 'ESTIMATE_GAS_FAILED' }).code).toBe('ESTIMATE_GAS_FAILED');
  });

  it('classifies nothing it does not recognise', () => {
    expect(classifyNodeError(new Error('execution reverted: ERC20: insufficient allowance'))).toBe(
      undefined,
    );
  });
});

describe('toKitError: everything else', () => {
  it.each([4100, 4200, 4900, 4901])(
    'uses the operation code and keeps the provider code %i',
    (code) => {
      const error = providerError(code, 'provider says no');
      const mapped = toKitError(error, { fallback: 'UNKNOWN_ERROR' });
      expect(mapped).toMatchObject({ code: 'UNKNOWN_ERROR', rpcCode: code, cause: error });
      expect(mapped.message).toContain('provider says no');
    },
  );

  it('uses WalletConnectionError for a failed connection', () => {
    const mapped = toKitError(new Error('boom'), { fallback: 'CONNECT_FAILED' });
    expect(mapped).toBeInstanceOf(WalletConnectionError);
    expect(mapped.shortMessage).toBe('Failed to connect');
  });

  it('passes Kit errors other than JSON-RPC error answers through', () => {
    const ours = new NotConfiguredError('PROVIDER_NOT_FOUND');
    const timeout = new KitError('RPC_TIMEOUT', 'The request took too long to respond');
    expect(toKitError(ours, { fallback: 'UNKNOWN_ERROR', nodeErrors: true })).toBe(ours);
    expect(toKitError(timeout, { fallback: 'BALANCE_UNAVAILABLE' })).toBe(timeout);
  });

  it('wraps a JSON-RPC error answer in the operation code', () => {
    const answer = new KitError('RPC_ERROR', 'The RPC server returned an error', {
      rpcCode: 3,
      details: 'execution reverted',
    });
    expect(toKitError(answer, { fallback: 'BALANCE_UNAVAILABLE' })).toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      rpcCode: 3,
      cause: answer,
    });
  });

  it.each([null, undefined, 42, 'a string', { weird: true }])('wraps the non-error %p', (value) => {
    const mapped = toKitError(value, { fallback: 'SIGN_MESSAGE_FAILED' });
    expect(isKitError(mapped)).toBe(true);
    expect(mapped.code).toBe('SIGN_MESSAGE_FAILED');
  });

  it('survives self-referencing causes', () => {
    const a: Record<string, unknown> = { message: 'a' };
    a['cause'] = { message: 'b', cause: a };
    expect(toKitError(a, { fallback: 'UNKNOWN_ERROR' }).code).toBe('UNKNOWN_ERROR');
  });
});

describe('isUnrecognizedChainError', () => {
  it('sees 4902 at the top and nested in data.originalError', () => {
    expect(isUnrecognizedChainError(providerError(4902, 'Unrecognized chain'))).toBe(true);
    expect(
      isUnrecognizedChainError(providerError(-32603, 'x', { originalError: { code: 4902 } })),
    ).toBe(true);
    expect(isUnrecognizedChainError(providerError(4001, 'no'))).toBe(false);
  });
});
