import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { CONSTANTS } from '@kit/core';
import { toastSaga } from './toast.saga';

const { TOAST_AUTO_CLOSE_MS } = CONSTANTS;
import {
  selectToast,
  selectToastOpen,
  toastHidden,
  toastRequested,
  toastSlice,
} from './toast.slice';

function createStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { toast: toastSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(toastSaga);
  return store;
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('toastSaga', () => {
  it('shows a toast at once when none is open', () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'Authenticating...', variant: 'loading' }));
    expect(selectToast(store.getState())).toEqual({
      message: 'Authenticating...',
      variant: 'loading',
      open: true,
      autoClose: false,
    });
  });

  it('keeps the icon it was asked to show', () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'Copied', variant: 'success', svg: 'checkmark' }));
    expect(selectToast(store.getState()).svg).toBe('checkmark');
  });

  it('closes an auto-closing toast after its duration', async () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'Error signing message', variant: 'error' }));
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 1);
    expect(selectToastOpen(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectToastOpen(store.getState())).toBe(false);
    // The closed toast keeps its message so a closing animation can still render it.
    expect(selectToast(store.getState()).message).toBe('Error signing message');
  });

  it('keeps a toast with autoClose false open until hidden', async () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'Saved', variant: 'success', autoClose: false }));
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS * 4);
    expect(selectToastOpen(store.getState())).toBe(true);
    store.dispatch(toastHidden());
    expect(selectToastOpen(store.getState())).toBe(false);
  });

  it('closes the open toast and shows the new message 150 ms later', async () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'Authenticating...', variant: 'loading' }));
    store.dispatch(toastRequested({ message: 'Error signing message', variant: 'error' }));
    expect(selectToast(store.getState())).toMatchObject({
      message: 'Authenticating...',
      open: false,
    });
    await jest.advanceTimersByTimeAsync(CONSTANTS.TOAST_REOPEN_MS - 1);
    expect(selectToastOpen(store.getState())).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectToast(store.getState())).toMatchObject({
      message: 'Error signing message',
      variant: 'error',
      open: true,
    });
  });

  it('does not let the previous toast auto-close hide its successor', async () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'first', variant: 'success' }));
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 100);
    store.dispatch(toastRequested({ message: 'second', variant: 'success' }));
    await jest.advanceTimersByTimeAsync(CONSTANTS.TOAST_REOPEN_MS + 100);
    // The first toast's timer would have fired by now; the second stays up for its own duration.
    expect(selectToast(store.getState())).toMatchObject({ message: 'second', open: true });
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 100);
    expect(selectToastOpen(store.getState())).toBe(false);
  });

  it('shows only the last of a burst of toasts, once the reopen delay has passed', async () => {
    const store = createStore();
    const shown: string[] = [];
    store.subscribe(() => {
      const toast = selectToast(store.getState());
      if (toast.open && shown[shown.length - 1] !== toast.message) shown.push(toast.message);
    });
    store.dispatch(toastRequested({ message: 'toast 0', variant: 'success' }));
    for (let i = 1; i <= 10; i += 1) {
      await jest.advanceTimersByTimeAsync(50);
      store.dispatch(toastRequested({ message: `toast ${i}`, variant: 'success' }));
    }
    await jest.advanceTimersByTimeAsync(CONSTANTS.TOAST_REOPEN_MS);
    expect(shown).toEqual(['toast 0', 'toast 10']);
    expect(selectToast(store.getState())).toMatchObject({ message: 'toast 10', open: true });
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS);
    expect(selectToastOpen(store.getState())).toBe(false);
  });

  it('shows the next toast at once after the previous one was dismissed', () => {
    const store = createStore();
    store.dispatch(toastRequested({ message: 'one', variant: 'success' }));
    store.dispatch(toastHidden());
    store.dispatch(toastRequested({ message: 'two', variant: 'error' }));
    expect(selectToast(store.getState())).toMatchObject({ message: 'two', open: true });
  });
});
