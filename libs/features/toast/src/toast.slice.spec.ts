import { configureStore } from '@reduxjs/toolkit';
import { selectToast, selectToastOpen, toastHidden, toastShown, toastSlice } from './toast.slice';

function createStore() {
  return configureStore({ reducer: { toast: toastSlice.reducer } });
}

describe('toast slice', () => {
  it('starts with no toast open', () => {
    expect(selectToastOpen(createStore().getState())).toBe(false);
  });

  it('replaces the whole toast when one is shown, dropping the previous icon', () => {
    const store = createStore();
    store.dispatch(
      toastShown({ message: 'a', variant: 'success', svg: 'checkmark', autoClose: true }),
    );
    store.dispatch(toastShown({ message: 'b', variant: 'error', autoClose: false }));
    expect(selectToast(store.getState())).toEqual({
      message: 'b',
      variant: 'error',
      open: true,
      autoClose: false,
    });
  });

  it('hides the toast but keeps its content', () => {
    const store = createStore();
    store.dispatch(toastShown({ message: 'a', variant: 'loading', autoClose: false }));
    store.dispatch(toastHidden());
    expect(selectToast(store.getState())).toMatchObject({ message: 'a', open: false });
  });
});
