import type { Action } from '@reduxjs/toolkit';
import { serializeError } from '@kit/core';
import {
  SWAP_APPROVE_REQUESTED,
  SWAP_INITIALIZED,
  SWAP_PREVIEW_REQUESTED,
  SWAP_REQUESTED,
  SWAP_TOKENS_FAILED,
} from './swap.action-types';
import type { swapTokensFailed } from './swap.actions';

// The page's first load holds this file: it names the actions by their types only, so the action
// creators (swap.actions.ts) and the slice stay in the swap chunks (issue 22).

/** The intents that need the swap saga; each is a plain intent, safe to replay. */
export const SWAP_SAGA_TRIGGERS: readonly string[] = [
  SWAP_INITIALIZED,
  SWAP_PREVIEW_REQUESTED,
  SWAP_APPROVE_REQUESTED,
  SWAP_REQUESTED,
];

/** A swap intent whose saga's chunk did not load fails the token list with the load's error. */
export function swapSagaLoadFailed(error: unknown, _trigger?: Action): Action {
  const failed: ReturnType<typeof swapTokensFailed> = {
    type: SWAP_TOKENS_FAILED,
    payload: { error: serializeError(error) },
  };
  return failed;
}
