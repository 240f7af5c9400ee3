import {
  EMBEDDED_SAFE_RPC_METHODS,
  EMBEDDED_UNSAFE_RPC_METHODS,
  embeddedRpcPermission,
} from './embedded-rpc-methods';

describe('embedded wallet RPC permissions (spec §6)', () => {
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    'wallet_getAssets',
  ])('lets the safe method %s through', (method) => {
    expect(embeddedRpcPermission(method)).toBe('safe');
  });

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('asks the visitor before %s', (method) => {
    expect(embeddedRpcPermission(method)).toBe('approval');
  });

  it.each([
    'eth_sign',
    'debug_traceTransaction',
    'anvil_setBalance',
    'PERSONAL_SIGN',
    '',
    42,
    null,
  ])('refuses anything else (%p)', (method) => {
    expect(embeddedRpcPermission(method)).toBe('denied');
  });

  it('never lists a method as both safe and unsafe', () => {
    const both = EMBEDDED_SAFE_RPC_METHODS.filter((m) => EMBEDDED_UNSAFE_RPC_METHODS.includes(m));
    expect(both).toEqual([]);
  });
});
