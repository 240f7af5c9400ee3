import {
  kitError,
  embeddedRpcPermission,
  type AuthApproval,
  type AuthEvent,
  type KitError,
} from '@kit/core';
import type { FrameBridge } from './frame-bridge';

/** What an RPC call through the secure frame needs from the wallet around it. */
export interface FrameRpcHost {
  bridge: FrameBridge;
  emit(event: AuthEvent): void;
  approvalUrl(approvalId: string): string;
}

/** An EIP-1193 error: `code` is what dApps and the adapters read. */
export function rpcError(error: KitError, code: number): KitError & { code: number } {
  return Object.assign(error, { code }) as KitError & { code: number };
}

/**
 * One RPC call of the embedded wallet, whatever its namespace (spec §6): a method outside the
 * safe and unsafe lists is refused here, before it reaches the frame ('Requested RPC call is not
 * allowed', and the modal says 'Action not allowed'); a safe one is answered by the frame; an
 * unsafe one opens an approval the visitor answers in ApproveTransaction, and resolves with the
 * secure site's result once approved.
 */
export async function frameRpc(
  host: FrameRpcHost,
  method: string,
  params: unknown[],
): Promise<unknown> {
  if (embeddedRpcPermission(method) === 'denied') {
    host.emit({ type: 'rpcDenied', method: String(method) });
    throw rpcError(kitError('RPC_CALL_NOT_ALLOWED'), 4200);
  }
  const answer = await host.bridge.request<{ result?: unknown; approvalId?: string }>(
    'RPC_REQUEST',
    { method, params },
  );
  if (answer.approvalId === undefined) return answer.result;
  const approval: AuthApproval = {
    id: answer.approvalId,
    method,
    url: host.approvalUrl(answer.approvalId),
  };
  host.emit({ type: 'approvalRequested', approval });
  try {
    const { result } = await host.bridge.request<{ result: unknown }>(
      'RPC_AWAIT',
      { approvalId: answer.approvalId },
      // The visitor takes the time they need; the secure site drops it after 10 minutes.
      { timeoutMs: null },
    );
    host.emit({ type: 'approvalSettled', approvalId: approval.id, approved: true });
    return result;
  } catch (error) {
    host.emit({ type: 'approvalSettled', approvalId: approval.id, approved: false });
    const code = (error as { rpcCode?: number }).rpcCode;
    throw code === undefined ? error : rpcError(error as KitError, code);
  }
}
