import {
  swapApproveRequested,
  swapInitialized,
  swapPreviewRequested,
  swapRequested,
} from './swap.actions';

/** The intents that need the swap saga; each is a plain intent, safe to replay. */
export const SWAP_SAGA_TRIGGERS: readonly string[] = [
  swapInitialized.type,
  swapPreviewRequested.type,
  swapApproveRequested.type,
  swapRequested.type,
];
