import { isKitError, type AuthEvent } from '@kit/core';
import { EmbeddedEip1193Provider, type EmbeddedProviderHost } from './embedded-provider';
import type { FrameBridge } from './frame-bridge';

/** A host whose frame records what reaches it and answers like the secure site does. */
function host(answers: Record<string, unknown>) {
  const events: AuthEvent[] = [];
  const frameCalls: Array<{ action: string; payload: unknown }> = [];
  const bridge = {
    request: async (action: string, payload: unknown) => {
      frameCalls.push({ action, payload });
      return answers[action];
    },
  } as unknown as FrameBridge;
  const value: EmbeddedProviderHost = {
    bridge,
    emit: (event) => events.push(event),
    address: async () => '0x1111111111111111111111111111111111111111',
    chainId: () => 31337,
    switchChain: async () => undefined,
    signOut: async () => undefined,
    approvalUrl: (id) => `http://127.0.0.1:1/secure/approve?id=${id}`,
  };
  return { value, events, frameCalls };
}

describe('the embedded EIP-1193 provider (spec §6 RPC gating)', () => {
  it.each(['eth_sign', 'debug_traceCall', 'anvil_mine'])(
    'refuses %s before it reaches the frame, and reports it for the modal',
    async (method) => {
      const { value, events, frameCalls } = host({});
      const provider = new EmbeddedEip1193Provider(value);
      const error = await provider.request({ method }).catch((caught: unknown) => caught);
      expect(isKitError(error)).toBe(true);
      expect((error as Error).message).toBe('Requested RPC call is not allowed');
      expect((error as { code: unknown }).code).toBe(4200);
      expect(frameCalls).toEqual([]);
      expect(events).toEqual([{ type: 'rpcDenied', method }]);
    },
  );

  it('answers a safe method with the frame result, without an approval', async () => {
    const { value, events, frameCalls } = host({ RPC_REQUEST: { result: '0x10' } });
    const provider = new EmbeddedEip1193Provider(value);
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10');
    expect(frameCalls).toEqual([
      { action: 'RPC_REQUEST', payload: { method: 'eth_blockNumber', params: [] } },
    ]);
    expect(events).toEqual([]);
  });

  it('waits for the approval of an unsafe method and says when it is asked and settled', async () => {
    const { value, events, frameCalls } = host({
      RPC_REQUEST: { approvalId: 'a1' },
      RPC_AWAIT: { result: '0xsigned' },
    });
    const provider = new EmbeddedEip1193Provider(value);
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', '0x11'] }),
    ).resolves.toBe('0xsigned');
    expect(frameCalls.map((call) => call.action)).toEqual(['RPC_REQUEST', 'RPC_AWAIT']);
    expect(events).toEqual([
      {
        type: 'approvalRequested',
        approval: {
          id: 'a1',
          method: 'personal_sign',
          url: 'http://127.0.0.1:1/secure/approve?id=a1',
        },
      },
      { type: 'approvalSettled', approvalId: 'a1', approved: true },
    ]);
  });

  it('answers accounts and chain from the logged-in user', async () => {
    const provider = new EmbeddedEip1193Provider(host({}).value);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([
      '0x1111111111111111111111111111111111111111',
    ]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
  });
});
