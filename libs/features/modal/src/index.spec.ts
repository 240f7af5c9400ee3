import * as api from './index';

// Pins the public API of @kit/modal: changing this list is a deliberate API change (STYLE.md).
describe('@kit/modal public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'MODAL_VIEWS',
      'closeLockChanged',
      'closeRequested',
      'closed',
      'goBack',
      'initialModalState',
      'initialViewFor',
      'isModalView',
      'loadingChanged',
      'modalSaga',
      'modalSlice',
      'openRequested',
      'opened',
      'pushed',
      'replaced',
      'resetTo',
      'selectCanClose',
      'selectCanGoBack',
      'selectCloseLockedOn',
      'selectModalHistory',
      'selectModalLoading',
      'selectModalOpen',
      'selectModalShake',
      'selectModalView',
      'selectModalViewData',
      'shakeEnded',
      'shakeStarted',
      'viewPopped',
    ]);
  });
});
