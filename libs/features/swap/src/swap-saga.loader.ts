import type { Saga } from 'redux-saga';
import {
  swapApproveRequested,
  swapInitialized,
  swapPreviewRequested,
  swapRequested,
} from './swap.slice';

/**
 * Loads the swap saga in its own chunk: swaps are used by few visitors, and the saga (with the
 * flows it drives) would otherwise weigh on every page's first load. The store runs it on the
 * first of SWAP_SAGA_TRIGGERS and replays that action.
 */
export function loadSwapSaga(): Promise<Saga> {
  return import('./swap.saga').then((module) => module.swapSaga);
}

/** The intents that need the swap saga; each is a plain intent, safe to replay. */
export const SWAP_SAGA_TRIGGERS: readonly string[] = [
  swapInitialized.type,
  swapPreviewRequested.type,
  swapApproveRequested.type,
  swapRequested.type,
];
