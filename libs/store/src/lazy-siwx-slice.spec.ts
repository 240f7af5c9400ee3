import {
  createMemoryBackend,
  kitError,
  mainnet,
  SERVER_ENVIRONMENT,
  type KitLogger,
} from '@kit/core';
import { initialSiwxState, selectSiwx, signInFailed, signInNeeded } from '@kit/siwx';
import { siwxEnabled } from '@kit/siwx/slice';
import { createKit, type Kit } from './create-kit';
import { loadSiwxSignInSaga } from './lazy-sagas/lazy-saga-loaders';

// Issue 22: the sign-in slice loads with the sign-in saga's chunk. Until then `siwx` holds its
// initial state (integrators read `state.siwx`), and a failed load of that chunk is still shown.
// The order of the tests matters: the injection is for the whole page (this file's registry).

const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

function newKit(): Kit {
  const kit = createKit({
    networks: [mainnet],
    storage: createMemoryBackend(),
    logger: silentLogger,
    environment: SERVER_ENVIRONMENT,
  });
  kits.push(kit);
  return kit;
}

describe("the sign-in slice before the sign-in saga's chunk loads", () => {
  it("reads sign-in's initial state, which only the slice's own actions would move", () => {
    const kit = newKit();
    expect(selectSiwx(kit.getState())).toEqual(initialSiwxState);
    kit.store.dispatch(siwxEnabled({ required: true }));
    kit.store.dispatch(signInNeeded());
    expect(kit.getState().siwx).toEqual(initialSiwxState);
  });

  it('keeps the failure reported when the chunk did not load, for the sign view to show', () => {
    const kit = newKit();
    kit.store.dispatch(signInFailed(kitError('AUTH_INIT_FAILED')));
    expect(kit.getState().siwx).toMatchObject({
      status: 'failed',
      error: { code: 'AUTH_INIT_FAILED' },
    });
  });
});

describe("the sign-in slice once the sign-in saga's chunk loaded", () => {
  it('moves with the sign-in actions, from the state it had', async () => {
    const kit = newKit();
    kit.store.dispatch(signInFailed(kitError('AUTH_INIT_FAILED')));
    await loadSiwxSignInSaga();
    kit.store.dispatch(siwxEnabled({ required: true }));
    expect(kit.getState().siwx).toMatchObject({ status: 'failed', required: true });
    kit.store.dispatch(signInNeeded());
    expect(kit.getState().siwx.status).toBe('ready');
  });
});
