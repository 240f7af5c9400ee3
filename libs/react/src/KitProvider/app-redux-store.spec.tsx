// Kit beside an app that has its own Redux store and its own react-redux <Provider> (default
// context): Kit's binding is react-redux on Kit's own context, so neither side reads, dispatches
// to, or re-renders from the other's store, whichever provider is outside.
import { selectModalOpen } from '@kit/modal';
import type { Kit } from '@kit/store';
import { createTestKit, destroyTestKits } from '@kit/views/src/testing/kit-harness.spec-helper';
import { configureStore, createSlice, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, useDispatch, useSelector, useStore } from 'react-redux';
import { useKit, useKitAccount } from '../kit-hooks';
import { useKitDispatch, useKitSelector } from '../index';
import { KitProvider } from './KitProvider';

afterEach(destroyTestKits);

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});
type AppState = { counter: { value: number } };

/** The app's own store, with a log of every action it receives. */
function createAppStore() {
  const received: UnknownAction[] = [];
  const log: Middleware = () => (next) => (action) => {
    received.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (defaults) => defaults().concat(log),
  });
  return { store, received };
}
type AppStore = ReturnType<typeof createAppStore>['store'];

const renders = { app: 0, kit: 0 };
let appStoreSeen: unknown;

/** Reads and writes the app's store through react-redux's default hooks. */
function AppCounter() {
  renders.app += 1;
  const value = useSelector((state: AppState) => state.counter.value);
  const dispatch = useDispatch();
  appStoreSeen = useStore();
  return (
    <button type="button" onClick={() => dispatch(counter.actions.incremented())}>
      app count {value}
    </button>
  );
}

/** Reads and writes Kit's store through Kit's hooks. */
function KitStatus() {
  renders.kit += 1;
  const open = useKitSelector(selectModalOpen);
  const { isConnected } = useKitAccount();
  const { close } = useKit();
  const dispatch = useKitDispatch();
  return (
    <>
      <p>
        kit {open ? 'open' : 'closed'} {isConnected ? 'connected' : 'disconnected'}
      </p>
      <button type="button" onClick={() => dispatch({ type: 'kit-only/ping' })}>
        kit ping
      </button>
      <button type="button" onClick={close}>
        kit close
      </button>
    </>
  );
}

const app = (
  <>
    <AppCounter />
    <KitStatus />
  </>
);

const layouts: Array<[string, (kit: Kit, store: AppStore, children: ReactNode) => ReactNode]> = [
  [
    'KitProvider inside the app Provider',
    (kit, store, children) => (
      <Provider store={store}>
        <KitProvider kit={kit}>{children}</KitProvider>
      </Provider>
    ),
  ],
  [
    'KitProvider outside the app Provider',
    (kit, store, children) => (
      <KitProvider kit={kit}>
        <Provider store={store}>{children}</Provider>
      </KitProvider>
    ),
  ],
];

describe.each(layouts)('an app with its own Redux store and Provider, %s', (_name, layout) => {
  beforeEach(() => {
    renders.app = 0;
    renders.kit = 0;
    appStoreSeen = undefined;
  });

  it("reads each store through its own hooks: the app's useSelector sees the app's state, Kit's hooks Kit's", () => {
    const { kit } = createTestKit();
    const { store } = createAppStore();
    render(layout(kit, store, app));
    expect(screen.getByRole('button', { name: 'app count 0' })).toBeTruthy();
    expect(screen.getByText('kit closed disconnected')).toBeTruthy();
    expect(appStoreSeen).toBe(store);
  });

  it("sends the app's dispatches to the app's store only, and Kit never re-renders from them", async () => {
    const { kit, dispatched: kitReceived } = createTestKit();
    const { store, received } = createAppStore();
    render(layout(kit, store, app));
    const kitState = kit.getState();
    const settled = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'app count 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'app count 1' }));
    await act(async () => undefined);
    expect(store.getState().counter.value).toBe(2);
    expect(received.map((action) => action.type)).toEqual([
      'counter/incremented',
      'counter/incremented',
    ]);
    expect(kitReceived).toEqual([]);
    expect(kit.getState()).toBe(kitState);
    expect(renders).toEqual({ app: settled.app + 2, kit: settled.kit });
  });

  it("sends Kit's dispatches to Kit's store only, and the app never re-renders from Kit's updates", async () => {
    const { kit, dispatched: kitReceived } = createTestKit();
    const { store, received } = createAppStore();
    render(layout(kit, store, app));
    const appState = store.getState();
    received.length = 0;
    const settled = { ...renders };
    fireEvent.click(screen.getByRole('button', { name: 'kit ping' }));
    await act(async () => kit.open());
    expect(screen.getByText('kit open disconnected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'kit close' }));
    await act(async () => kit.connect({ connectorId: 'eip155:alpha' }));
    expect(screen.getByText('kit closed connected')).toBeTruthy();
    expect(kitReceived.map((action) => action.type)).toContain('kit-only/ping');
    expect(received).toEqual([]);
    expect(store.getState()).toBe(appState);
    expect(renders.app).toBe(settled.app);
    expect(renders.kit).toBeGreaterThan(settled.kit);
  });
});
