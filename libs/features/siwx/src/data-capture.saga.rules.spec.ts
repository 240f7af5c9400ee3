// The e-mail capture saga's own rules, against a recording emailCapture and no cloud: which config
// it reads, when there is no signed-in account to capture for, and what each intent reports.
// data-capture.saga.spec.ts runs the same saga end to end against apps/cloud.
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import {
  call,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { kitDevnet, type KitLogger } from '@kit/core';
import { createDataCaptureSaga } from './data-capture.saga';
import {
  dataCaptureOffered,
  dataCaptureOtpSubmitted,
  dataCaptureResendRequested,
  dataCaptureSkipped,
  dataCaptureStepped,
  type DataCaptureState,
} from './data-capture.slice';
import type { SiwxConfig, SiwxEmailCapture } from './siwx-config';
import type { SiwxState } from './siwx.slice';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const ACCOUNT = { chainId: kitDevnet.caipNetworkId, address: ADDRESS };

const SIGNED_IN: SiwxState = {
  status: 'signedIn',
  required: false,
  account: {
    namespace: kitDevnet.chainNamespace,
    connectorId: 'scripted',
    address: ADDRESS,
    caipNetworkId: kitDevnet.caipNetworkId,
  },
};

/** An emailCapture that records its calls; the account has no e-mail unless told. */
function recordingCapture(overrides: Partial<SiwxEmailCapture> = {}) {
  return {
    getEmail: jest.fn<Promise<string | undefined>, [unknown]>(async () => undefined),
    requestEmailOtp: jest.fn<Promise<void>, [unknown]>(async () => undefined),
    confirmEmailOtp: jest.fn<Promise<{ email: string }>, [unknown]>(async () => ({
      email: 'visitor@example.com',
    })),
    ...overrides,
  };
}

/** A sign-in config: only `emailCapture` is read by the capture saga. */
const configWith = (emailCapture?: SiwxEmailCapture) => ({ emailCapture }) as SiwxConfig;

/** Runs the saga over a fixed sign-in state; `stepped` actions update the capture state. */
function start(
  options: {
    own?: SiwxConfig;
    hosted?: SiwxConfig;
    siwx?: SiwxState;
    dataCapture?: DataCaptureState;
  } = {},
) {
  const channel = stdChannel();
  const dispatched: UnknownAction[] = [];
  const state = {
    siwx: options.siwx ?? SIGNED_IN,
    dataCapture: options.dataCapture ?? { step: 'idle' },
  };
  const logger: KitLogger = { warn: jest.fn(), error: jest.fn() };
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        if (dataCaptureStepped.match(action)) state.dataCapture = action.payload;
        channel.put(action);
      },
      getState: () => state,
      context: { siwx: options.own, hostedSiwx: options.hosted, logger },
    },
    createDataCaptureSaga({ call, getContext, put, select, takeEvery, takeLatest, takeLeading }),
  );
  tasks.push(task);
  /** Resolves once `done` holds of what the saga dispatched since `from` (fails after 100 turns). */
  const settle = async (done: (seen: UnknownAction[]) => boolean, from: number) => {
    for (let turn = 0; turn < 100; turn += 1) {
      if (done(dispatched.slice(from))) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`the saga did not report what was awaited: ${JSON.stringify(dispatched)}`);
  };
  /** Sends an intent and resolves once the saga has reported `until` (an action type). */
  const send = async (action: UnknownAction, until: string) => {
    const from = dispatched.length;
    channel.put(action);
    await settle((seen) => seen.some((reported) => reported.type === until), from);
  };
  const types = () => dispatched.map((action) => action.type);
  const steps = () =>
    dispatched.filter(dataCaptureStepped.match).map((action) => action.payload.step);
  const finishedWith = () =>
    dispatched.filter((action) => action.type === 'dataCapture/finished').map((a) => a.payload);
  return { state, dispatched, logger, send, settle, types, steps, finishedWith, task };
}

const tasks: ReturnType<typeof runSaga>[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
});

describe('the e-mail capture offered after a sign-in', () => {
  it('captures with the hosted config when the app has no sign-in config of its own', async () => {
    const capture = recordingCapture();
    const run = start({ hosted: configWith(capture) });

    await run.send(dataCaptureOffered(), 'dataCapture/started');

    expect(capture.getEmail).toHaveBeenCalledWith(ACCOUNT);
    expect(run.state.dataCapture).toEqual({ step: 'email' });
  });

  it('finishes without an e-mail when there is no sign-in config at all', async () => {
    const run = start();

    await run.send(dataCaptureOffered(), 'dataCapture/finished');

    expect(run.finishedWith()).toEqual([{ emailAdded: false }]);
    expect(run.types()).not.toContain('dataCapture/started');
    expect(run.logger.warn).not.toHaveBeenCalled();
  });

  it('finishes without an e-mail when the config captures no e-mails', async () => {
    const run = start({ own: configWith(undefined) });

    await run.send(dataCaptureOffered(), 'dataCapture/finished');

    expect(run.finishedWith()).toEqual([{ emailAdded: false }]);
    expect(run.types()).not.toContain('dataCapture/started');
  });

  it('asks nothing of an account that is not signed in yet', async () => {
    const capture = recordingCapture();
    const run = start({ own: configWith(capture), siwx: { ...SIGNED_IN, status: 'ready' } });

    await run.send(dataCaptureOffered(), 'dataCapture/finished');

    expect(run.finishedWith()).toEqual([{ emailAdded: false }]);
    expect(capture.getEmail).not.toHaveBeenCalled();
  });

  it('finishes, with no e-mail added, when the account has one already', async () => {
    const capture = recordingCapture({ getEmail: jest.fn(async () => 'known@example.com') });
    const run = start({ own: configWith(capture) });

    await run.send(dataCaptureOffered(), 'dataCapture/finished');

    expect(run.finishedWith()).toEqual([{ emailAdded: false }]);
    expect(run.types()).not.toContain('dataCapture/started');
  });

  it('logs an unreadable e-mail and finishes rather than asking again', async () => {
    const failure = new Error('cloud down');
    const capture = recordingCapture({ getEmail: jest.fn(() => Promise.reject(failure)) });
    const run = start({ own: configWith(capture) });

    await run.send(dataCaptureOffered(), 'dataCapture/finished');

    expect(run.finishedWith()).toEqual([{ emailAdded: false }]);
    expect(run.logger.warn).toHaveBeenCalledWith('Could not read the account e-mail', failure);
  });
});

describe('the e-mail capture intents', () => {
  it('shows the resending step while a new code is asked for the same address', async () => {
    const capture = recordingCapture();
    const run = start({
      own: configWith(capture),
      dataCapture: { step: 'otp', email: 'visitor@example.com' },
    });

    await run.send(dataCaptureResendRequested(), 'dataCapture/stepped');
    await run.settle(() => run.steps().length === 2, 0);

    expect(run.steps()).toEqual(['resending', 'otp']);
    expect(capture.requestEmailOtp).toHaveBeenCalledWith({
      ...ACCOUNT,
      email: 'visitor@example.com',
    });
  });

  it('sends the code without the spaces around it', async () => {
    const capture = recordingCapture();
    const run = start({
      own: configWith(capture),
      dataCapture: { step: 'otp', email: 'visitor@example.com' },
    });

    await run.send(dataCaptureOtpSubmitted({ code: ' 123456 ' }), 'dataCapture/finished');

    expect(capture.confirmEmailOtp).toHaveBeenCalledWith({ ...ACCOUNT, code: '123456' });
    expect(run.finishedWith()).toEqual([{ emailAdded: true }]);
  });

  it('keeps the address and asks to sign in when a code comes after the session is gone', async () => {
    const capture = recordingCapture();
    const run = start({
      own: configWith(capture),
      siwx: { status: 'idle', required: false },
      dataCapture: { step: 'otp', email: 'visitor@example.com' },
    });

    await run.send(dataCaptureOtpSubmitted({ code: '123456' }), 'dataCapture/stepped');

    expect(run.state.dataCapture).toEqual({
      step: 'email',
      email: 'visitor@example.com',
      error: 'Sign in before adding an e-mail',
    });
    expect(capture.confirmEmailOtp).not.toHaveBeenCalled();
  });

  it('checks no code while no address was given, even when signed in', async () => {
    const capture = recordingCapture();
    const run = start({ own: configWith(capture), dataCapture: { step: 'email' } });

    await run.send(dataCaptureOtpSubmitted({ code: '123456' }), 'dataCapture/stepped');

    expect(run.steps()).toEqual(['email']);
    expect(capture.confirmEmailOtp).not.toHaveBeenCalled();
  });

  it('Not now reports the capture finished with no e-mail added', async () => {
    const run = start({ own: configWith(recordingCapture()), dataCapture: { step: 'email' } });

    await run.send(dataCaptureSkipped(), 'dataCapture/finished');

    expect(run.finishedWith()).toEqual([{ emailAdded: false }]);
    expect(run.state.dataCapture).toEqual({ step: 'idle' });
  });
});
