import { isKitError, UserRejectedRequestError, type AuthEvent } from '@kit/core';
import type { FrameBridge } from './frame-bridge';
import { frameRpc, type FrameRpcHost } from './frame-rpc';

/** A host whose frame answers from a script and records what reached it. */
function host(answer: (action: string) => Promise<unknown>) {
  const events: AuthEvent[] = [];
  const actions: string[] = [];
  const value: FrameRpcHost = {
    bridge: {
      request: (action: string) => {
        actions.push(action);
        return answer(action);
      },
    } as unknown as FrameBridge,
    emit: (event) => events.push(event),
    approvalUrl: (id) => `http://127.0.0.1:1/secure/approve?id=${id}`,
  };
  return { value, events, actions };
}

describe('frameRpc: the RPC path shared by the EIP-1193 provider and the Solana wallet', () => {
  it.each(['solana_requestAirdrop', 'solana_getProgramAccounts', 'eth_sign'])(
    'refuses %s before the frame and reports it for the modal',
    async (method) => {
      const { value, events, actions } = host(async () => ({ result: 'never' }));
      const error = await frameRpc(value, method, []).catch((caught: unknown) => caught);
      expect(isKitError(error) && error.message).toBe('Requested RPC call is not allowed');
      expect((error as { code: number }).code).toBe(4200);
      expect(actions).toEqual([]);
      expect(events).toEqual([{ type: 'rpcDenied', method }]);
    },
  );

  it('rejects with the user rejection (4001) when the visitor refuses the Solana approval', async () => {
    const { value, events } = host(async (action) => {
      if (action === 'RPC_REQUEST') return { approvalId: 'a1' };
      throw Object.assign(new UserRejectedRequestError(), { rpcCode: 4001 });
    });
    const error = await frameRpc(value, 'solana_signMessage', [{ message: '2' }]).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).message).toBe('User rejected the request');
    expect((error as { code: unknown }).code).toBe(4001);
    expect(events).toEqual([
      {
        type: 'approvalRequested',
        approval: {
          id: 'a1',
          method: 'solana_signMessage',
          url: 'http://127.0.0.1:1/secure/approve?id=a1',
        },
      },
      { type: 'approvalSettled', approvalId: 'a1', approved: false },
    ]);
  });
});
