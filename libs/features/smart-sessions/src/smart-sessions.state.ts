import type { SmartSession } from '@kit/api';
import type { SerializedKitError } from '@kit/core';

/**
 * Where the list of smart sessions stands.
 * - `idle`: not asked for yet (or the account changed).
 * - `loading`: being fetched.
 * - `ready`: fetched; `sessions` is the account's standing sessions, newest first.
 * - `error`: the fetch failed; `error` says why.
 */
export type SmartSessionsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The active account's smart sessions and the revocations under way. */
export interface SmartSessionsState {
  status: SmartSessionsStatus;
  /** Whose list this is. */
  address?: string;
  sessions: SmartSession[];
  error?: SerializedKitError;
  /** The pcis being revoked (the wallet signs, then the service is told). */
  revoking: string[];
  /** Why the last revocation failed, by pci; cleared when it is tried again. */
  revokeErrors: Record<string, SerializedKitError>;
}

/** Nothing fetched. */
export const initialSmartSessionsState: SmartSessionsState = {
  status: 'idle',
  sessions: [],
  revoking: [],
  revokeErrors: {},
};

/**
 * The slice of root state this feature reads. The key is absent until the store injects the
 * slice (when the SmartSessions view or the smart-sessions saga load): nothing moves the list
 * before then.
 */
export interface WithSmartSessions {
  smartSessions?: SmartSessionsState;
}

/** The list, its status and the revocations under way: nothing fetched while the slice is absent. */
export const selectSmartSessions = (state: WithSmartSessions): SmartSessionsState =>
  state.smartSessions ?? initialSmartSessionsState;
