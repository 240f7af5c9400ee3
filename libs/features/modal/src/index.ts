// @kit/modal: the modal's views, history and open/close rules (spec §2, §4).
// Every export below carries its one-line doc comment at its declaration.
export {
  modalSlice,
  initialModalState,
  MODAL_VIEWS,
  isModalView,
  initialViewFor,
  // Intents (handled by modalSaga)
  openRequested,
  closeRequested,
  goBack,
  // Reducer actions
  opened,
  closed,
  pushed,
  replaced,
  resetTo,
  viewPopped,
  shakeStarted,
  shakeEnded,
  loadingChanged,
  closeLockChanged,
  // Selectors
  selectModalOpen,
  selectModalView,
  selectModalHistory,
  selectModalViewData,
  selectCanGoBack,
  selectCanClose,
  selectModalShake,
  selectModalLoading,
  selectCloseLockedOn,
} from './modal.slice';
export type { ModalView, ModalViewData, ModalState, OpenRequest, WithModal } from './modal.slice';
export { modalSaga } from './modal.saga';
