import * as api from './index';

// Pins the public API of @kit/toast: changing this list is a deliberate API change (STYLE.md).
describe('@kit/toast public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'initialToastState',
      'selectToast',
      'selectToastOpen',
      'toastHidden',
      'toastRequested',
      'toastSaga',
      'toastShown',
      'toastSlice',
    ]);
  });
});
