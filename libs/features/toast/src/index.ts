// @kit/toast: the one toast of the modal (spec §3, §4).
// Every export below carries its one-line doc comment at its declaration.
export {
  toastSlice,
  initialToastState,
  toastRequested,
  toastShown,
  toastHidden,
  selectToast,
  selectToastOpen,
} from './toast.slice';
export type { ToastState, ToastVariant, ToastRequest, WithToast } from './toast.slice';
export { toastSaga } from './toast.saga';
