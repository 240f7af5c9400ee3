import { configureStore, createSlice } from '@reduxjs/toolkit';
import { waitForState } from './wait-for-state';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { incremented: (count) => count + 1 },
});

describe('waiting for a state', () => {
  it('resolves at once when the state already matches', async () => {
    const store = configureStore({ reducer: counter.reducer });
    await expect(waitForState(store, (count) => count === 0)).resolves.toBeUndefined();
  });

  it('resolves on the change that makes the predicate true, and stops listening', async () => {
    const store = configureStore({ reducer: counter.reducer });
    let settled = false;
    const waiting = waitForState(store, (count) => count === 2).then(() => (settled = true));
    store.dispatch(counter.actions.incremented());
    await Promise.resolve();
    expect(settled).toBe(false);
    store.dispatch(counter.actions.incremented());
    await waiting;
    expect(settled).toBe(true);
  });
});
