import { createContext, useContext } from 'react';

/**
 * Whether the modal is shown as the phone's bottom sheet (KitModal's layout rule: a phone or
 * tablet, or a viewport at most 430px wide). Views that order their actions for the device
 * read it, rather than sniffing the device again and disagreeing with the layout.
 */
export const SheetLayoutContext = createContext(false);

/** True inside the bottom sheet (a phone), false in the centred card. */
export function useSheetLayout(): boolean {
  return useContext(SheetLayoutContext);
}
