import { selectModalOpen, selectModalView } from '@kit/modal';
import { selectWalletsStatus, walletsRequested } from '@kit/wallets';
import { useEffect } from 'react';
import { useKitDispatch, useKitSelector } from './kit-store-hooks';

/**
 * Asks for the wallet listing (the Connect view's recommended wallets) as soon as the modal is
 * opened on Connect, the intent Connect would send at its mount (it still does; the request is
 * idempotent). Used by the provider while the modal's code loads: the request is then in flight,
 * or already answered, when Connect first renders, and its answer no longer re-renders the modal
 * between the open's first frames and the first wallet row (issue 22, click to list). Lives in
 * the first load (it is a few lines), unlike the modal.
 */
export function useListingOnOpen(): void {
  const dispatch = useKitDispatch();
  const wanted = useKitSelector(
    (state) =>
      selectModalOpen(state) &&
      selectModalView(state) === 'Connect' &&
      selectWalletsStatus(state) === 'idle',
  );
  useEffect(() => {
    if (wanted) dispatch(walletsRequested());
  }, [wanted, dispatch]);
}
