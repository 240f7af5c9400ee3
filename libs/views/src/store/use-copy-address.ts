import { toastRequested } from '@kit/toast';
import { useCallback } from 'react';
import { useKitDispatch } from './kit-store-hooks';

/**
 * Copies an address to the clipboard and says how it went in a toast: 'Address copied', or
 * 'Could not copy the address' when the page may not write the clipboard.
 */
export function useCopyAddress(): (address: string) => Promise<void> {
  const dispatch = useKitDispatch();
  return useCallback(
    async (address: string) => {
      try {
        await navigator.clipboard.writeText(address);
        dispatch(toastRequested({ message: 'Address copied', variant: 'success' }));
      } catch {
        dispatch(toastRequested({ message: 'Could not copy the address', variant: 'error' }));
      }
    },
    [dispatch],
  );
}
