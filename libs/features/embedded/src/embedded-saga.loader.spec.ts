import { runSaga, type Saga, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { SERVER_ENVIRONMENT, type AuthConnector } from '@kit/core';
import { embeddedReady } from './embedded.actions';
import { lazyEmbeddedSaga } from './embedded-saga.loader';
import { embeddedSaga } from './embedded.saga';

/**
 * Runs lazyEmbeddedSaga over a registry whose embedded wallet is `auth`, loading the embedded saga
 * with `load`; records the actions.
 */
function run(
  authConnector: () => Promise<AuthConnector | undefined>,
  load: () => Promise<Saga> = async () => embeddedSaga,
) {
  const actions: UnknownAction[] = [];
  const errors: unknown[] = [];
  const task: Task = runSaga(
    {
      dispatch: (action: UnknownAction) => void actions.push(action),
      getState: () => ({ embedded: { step: 'unavailable' } }),
      context: {
        registry: { authConnector },
        logger: { warn: () => undefined, error: (...args: unknown[]) => errors.push(args) },
        environment: SERVER_ENVIRONMENT,
      },
    },
    lazyEmbeddedSaga,
    load,
  );
  return { task, actions, errors };
}

const waitFor = async (check: () => boolean) => {
  for (let round = 0; round < 200 && !check(); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('lazyEmbeddedSaga', () => {
  it('ends at once, loading nothing, when no embedded wallet is configured', async () => {
    const { task, actions } = run(async () => undefined);
    await task.toPromise();
    expect(actions).toEqual([]);
  });

  it('loads and runs the embedded saga for a configured embedded wallet', async () => {
    const auth = {
      subscribe: () => () => undefined,
      currentUser: () => undefined,
    } as unknown as AuthConnector;
    const { task, actions } = run(async () => auth);
    await waitFor(() => actions.some((action) => embeddedReady.match(action)));
    expect(actions.filter((action) => embeddedReady.match(action))).toHaveLength(1);
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('raises APKT003 once when the embedded wallet fails to load', async () => {
    const failed = Promise.reject(new Error('chunk failed'));
    failed.catch(() => undefined);
    const { task, actions, errors } = run(() => failed);
    await task.toPromise();
    expect(actions).toEqual([{ type: 'alerts/alertRaised', payload: { code: 'APKT003' } }]);
    expect(errors).toHaveLength(1);
  });
});
