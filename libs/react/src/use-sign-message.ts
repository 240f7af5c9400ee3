import { toKitError, type KitError } from '@kit/core';
import type { SignMessageRequest } from '@kit/store';
import { useKitInstance } from '@kit/views';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * Where the hook's last request stands.
 * - `idle`: nothing asked yet (or `reset()` was called).
 * - `pending`: the wallet is asked; the visitor may be looking at its prompt.
 * - `success`: `signature` holds the answer.
 * - `error`: `error` holds the KitError ('User rejected the request', 'Provider not found'…).
 */
export type SignMessageStatus = 'idle' | 'pending' | 'success' | 'error';

/** What `useSignMessage` returns. */
export interface UseSignMessageResult {
  /**
   * Asks the connected wallet to sign (a string signs with the active namespace's account).
   * Resolves with the signature; rejects with the KitError that `error` also holds.
   */
  signMessage(request: SignMessageRequest | string): Promise<string>;
  status: SignMessageStatus;
  /** The last signature, while `status` is `success`. */
  signature: string | undefined;
  /** The last failure, while `status` is `error`. */
  error: KitError | undefined;
  /** Back to `idle`, forgetting the last signature or error. */
  reset(): void;
}

interface SignState {
  status: SignMessageStatus;
  signature?: string;
  error?: KitError;
}

const IDLE: SignState = { status: 'idle' };

/** Signs messages with the connected wallet of any namespace, through `kit.signMessage`. */
export function useSignMessage(): UseSignMessageResult {
  const kit = useKitInstance();
  const [state, setState] = useState<SignState>(IDLE);
  // Only the latest request may set state: an older answer arriving late is dropped, and nothing
  // is set after unmount.
  const latest = useRef(0);
  useEffect(() => {
    const mounted = latest;
    return () => void (mounted.current = -1);
  }, []);

  const signMessage = useCallback(
    async (request: SignMessageRequest | string) => {
      const id = latest.current < 0 ? -1 : ++latest.current;
      const isLatest = () => id >= 0 && latest.current === id;
      if (id >= 0) setState({ status: 'pending' });
      try {
        const signature = await kit.signMessage(
          typeof request === 'string' ? { message: request } : request,
        );
        if (isLatest()) setState({ status: 'success', signature });
        return signature;
      } catch (cause) {
        const error = toKitError(cause, 'SIGN_MESSAGE_FAILED');
        if (isLatest()) setState({ status: 'error', error });
        throw error;
      }
    },
    [kit],
  );
  const reset = useCallback(() => {
    if (latest.current >= 0) latest.current += 1;
    setState(IDLE);
  }, []);

  return useMemo(
    () => ({
      signMessage,
      reset,
      status: state.status,
      signature: state.signature,
      error: state.error,
    }),
    [signMessage, reset, state],
  );
}
