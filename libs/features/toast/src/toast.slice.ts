import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * How a toast looks (spec §3).
 * - `success`: a completed action.
 * - `loading`: work in progress, with a spinner.
 * - `error`: a failed action.
 */
export type ToastVariant = 'success' | 'loading' | 'error';

/** The toast (spec §3): one at a time. */
export interface ToastState {
  message: string;
  variant: ToastVariant;
  /** An icon name from @kit/ui, shown instead of the variant's icon. */
  svg?: string;
  open: boolean;
  /** The toast hides itself after a while. */
  autoClose: boolean;
}

/** No toast shown. */
export const initialToastState: ToastState = {
  message: '',
  variant: 'success',
  open: false,
  autoClose: true,
};

/** What `toastRequested` accepts; `autoClose` defaults to true except for `loading` toasts. */
export interface ToastRequest {
  message: string;
  variant: ToastVariant;
  svg?: string;
  autoClose?: boolean;
}

/** The toast slice; mount its reducer under `toast`. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState: initialToastState,
  reducers: {
    /** A toast is shown (dispatched by the saga; views dispatch `toastRequested`). */
    toastShown(state, action: PayloadAction<Omit<ToastState, 'open'>>) {
      return { ...action.payload, open: true };
    },
    /** The toast was hidden: dismissed, timed out or making way for the next one. */
    toastHidden(state) {
      state.open = false;
    },
  },
});

export const { toastShown, toastHidden } = toastSlice.actions;

/** Intent: show a toast; one already open closes first and the new one opens after 150 ms. */
export const toastRequested = createAction<ToastRequest>('toast/toastRequested');

/** The slice of root state this feature reads. */
export interface WithToast {
  toast: ToastState;
}

/** The toast as shown (or last shown, when closed). */
export const selectToast = (state: WithToast): ToastState => state.toast;
/** Whether a toast is shown. */
export const selectToastOpen = (state: WithToast): boolean => state.toast.open;
