import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  call,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { createMemoryBackend, kitDevnet, STORAGE_KEYS } from '@kit/core';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  disconnected,
  namespaceRegistered,
} from '@kit/connection';
import {
  ScriptedAdapter,
  createTestServices,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networksConfigured, networkSlice } from '@kit/network';
import { optionsInitialized, optionsSlice } from '@kit/options';
import { toastSaga, toastSlice } from '@kit/toast';
import { readSharedCloud } from '@kit/testing';
import { Wallet, type HDNodeWallet } from 'ethers';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCloudSiwxConfig } from './create-cloud-siwx-config';
import { createDataCaptureSaga, EMAIL_CAPTURED_TOAST } from './data-capture.saga';
import {
  dataCaptureEmailSubmitted,
  dataCaptureOtpSubmitted,
  dataCaptureReducer,
  dataCaptureResendRequested,
  dataCaptureSkipped,
} from './data-capture.slice';
import { siwxSaga } from './siwx.saga';
import { signInRequested, siwxSlice } from './siwx.slice';

// The e-mail capture end to end below the UI: a real sign-in verified by apps/cloud (in process),
// the code read from the cloud's local mailbox, the outcome read back from the cloud's sessions.

/** An adapter whose wallet really signs (EIP-191), for a fresh account per test. */
class SigningAdapter extends ScriptedAdapter {
  constructor(readonly wallet: Wallet | HDNodeWallet) {
    super({ capabilities: { signMessage: true } });
  }

  signMessage(params: { message: string }): Promise<string> {
    return this.wallet.signMessage(params.message);
  }
}

/** Records every action the store sees. */
const recorder =
  (actions: UnknownAction[]): Middleware =>
  () =>
  (next) =>
  (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };

let cloud: { url: string; stop(): Promise<void> };
const tasks: Task[] = [];

beforeAll(async () => {
  // A mutation run shares one cloud (dev mode) between its spec runs (docs/testing.md); each test
  // signs in with a fresh random wallet and e-mail, so nothing one leaves behind meets another.
  const shared = readSharedCloud();
  if (shared) {
    cloud = { url: shared.url, stop: async () => undefined };
    return;
  }
  // Loaded here, not imported: a mutation run with a shared cloud never loads its modules.
  const { startCloud } = await import('@kit/cloud');
  cloud = await startCloud({ dev: true }); // dev: the local mailbox
});

afterAll(async () => {
  await cloud.stop();
});

/** A loopback proxy to the cloud, to be stopped: the cloud as a client sees it going down. */
async function startProxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const to = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      {
        hostname: to.hostname,
        port: to.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: to.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
});

function setup(
  options: { emailCapture?: boolean; url?: string; wallet?: Wallet | HDNodeWallet } = {},
) {
  const wallet = options.wallet ?? Wallet.createRandom();
  const adapter = new SigningAdapter(wallet);
  const backend = createMemoryBackend();
  const services = createTestServices([adapter], backend);
  services.clock.advance(Date.now() - services.clock.now());
  const siwx = createCloudSiwxConfig({
    url: options.url ?? cloud.url,
    projectId: 'kit-local',
    storage: backend,
  });
  const actions: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware({ context: { ...services, siwx } });
  const store = configureStore({
    reducer: {
      siwx: siwxSlice.reducer,
      dataCapture: dataCaptureReducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      toast: toastSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder(actions), sagaMiddleware),
  });
  store.dispatch(
    optionsInitialized({
      networks: [kitDevnet],
      features: { emailCapture: options.emailCapture ?? true },
    } as never),
  );
  store.dispatch(networksConfigured([kitDevnet]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  const dataCaptureSaga = createDataCaptureSaga({
    call,
    getContext,
    put,
    select,
    takeEvery,
    takeLatest,
    takeLeading,
  });
  tasks.push(
    sagaMiddleware.run(siwxSaga),
    sagaMiddleware.run(toastSaga),
    sagaMiddleware.run(dataCaptureSaga),
  );
  const state = () => store.getState();
  /** Connects the wallet and signs in on the cloud. */
  const signIn = async () => {
    store.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: wallet.address }],
        caipNetworkId: kitDevnet.caipNetworkId,
      }),
    );
    await waitForState(store, (s) => s.siwx.status === 'ready');
    store.dispatch(signInRequested());
    await waitForState(store, (s) => s.siwx.status === 'signedIn');
  };
  const submitEmail = async (email: string) => {
    store.dispatch(dataCaptureEmailSubmitted({ email }));
    await waitForState(store, (s) => !['sending', 'resending'].includes(s.dataCapture.step));
  };
  const submitCode = async (code: string) => {
    store.dispatch(dataCaptureOtpSubmitted({ code }));
    await waitForState(store, (s) => s.dataCapture.step !== 'confirming');
  };
  /** Resolves once the capture reported an outcome of `type` (DataCapture shown, or finished). */
  const reported = (type: string) =>
    waitForState(store, () => actions.some((action) => action.type === type));
  const authToken = () =>
    JSON.parse(backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN] ?? 'null') as string;
  return {
    store,
    wallet,
    state,
    signIn,
    submitEmail,
    submitCode,
    actions,
    reported,
    authToken,
    backend,
  };
}

async function mailedCode(to: string): Promise<string> {
  const response = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  return /\b(\d{6})\b/.exec(messages[0]?.subject ?? '')?.[1] ?? '';
}

async function cloudSessions(authToken: string) {
  const response = await fetch(`${cloud.url}/auth/v1/sessions?projectId=kit-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authToken }),
  });
  return ((await response.json()) as { sessions: Array<{ email?: string }> }).sessions;
}

const emailOf = (wallet: { address: string }, tag: string) =>
  `${tag}.${wallet.address.slice(2, 12).toLowerCase()}@example.com`;

describe('the e-mail capture saga after a cloud sign-in', () => {
  it('asks for an e-mail, mails a code, refuses a wrong one, throttles a resend and saves the e-mail', async () => {
    const { state, wallet, signIn, submitEmail, submitCode, store, authToken, actions, reported } =
      setup();
    await signIn();
    await reported('dataCapture/started');
    expect(state().dataCapture).toEqual({ step: 'email' });

    await submitEmail('not-an-email');
    expect(state().dataCapture).toEqual({
      step: 'email',
      email: 'not-an-email',
      error: 'Please enter a valid email address',
    });
    expect(actions.filter((action) => action.type === 'alerts/alertRaised')).toEqual([
      { type: 'alerts/alertRaised', payload: { code: 'APKTW002' } },
    ]);

    const email = emailOf(wallet, 'saga');
    await submitEmail(` ${email} `);
    expect(state().dataCapture).toEqual({ step: 'otp', email });
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);

    await submitCode(code === '000000' ? '111111' : '000000');
    expect(state().dataCapture).toEqual({ step: 'otp', email, error: 'Invalid or expired code' });

    store.dispatch(dataCaptureResendRequested());
    await waitForState(
      store,
      (s) =>
        s.dataCapture.step === 'otp' &&
        s.dataCapture.error !== undefined &&
        s.dataCapture.error !== 'Invalid or expired code',
    );
    expect(state().dataCapture.error).toMatch(
      /^Too many requests\. Please try again after ([1-9]|[12]\d|30) seconds$/,
    );

    await submitCode(` ${code} `);
    expect(state().dataCapture).toEqual({ step: 'done', email });
    expect(state().toast).toMatchObject({ message: EMAIL_CAPTURED_TOAST, variant: 'success' });
    expect(actions.filter((action) => action.type === 'dataCapture/finished')).toEqual([
      { type: 'dataCapture/finished', payload: { emailAdded: true } },
    ]);
    expect(await cloudSessions(authToken())).toEqual([expect.objectContaining({ email })]);
  });

  it('finishes at once after sign-in when the account has an e-mail already', async () => {
    const first = setup();
    await first.signIn();
    const email = emailOf(first.wallet, 'known');
    await first.reported('dataCapture/started');
    await first.submitEmail(email);
    await first.submitCode(await mailedCode(email));
    expect(first.state().dataCapture.step).toBe('done');

    // The same account signs in again in another browser: nothing to ask.
    const other = setup({ wallet: first.wallet });
    await other.signIn();
    await other.reported('dataCapture/finished');
    expect(other.actions.map((action) => action.type)).not.toContain('dataCapture/started');
    expect(other.state().dataCapture).toEqual({ step: 'idle' });
    expect(other.actions.map((action) => action.type)).toContain('dataCapture/offered');
  });

  it('offers nothing after sign-in when the emailCapture feature is off', async () => {
    const { signIn, state, actions } = setup({ emailCapture: false });
    await signIn();
    expect(state().dataCapture).toEqual({ step: 'idle' });
    expect(actions.map((action) => action.type)).not.toContain('dataCapture/offered');
    expect(actions.filter((action) => action.type === 'siwx/signInCompleted')).toEqual([
      { type: 'siwx/signInCompleted', payload: { signed: true, dataCapture: false } },
    ]);
  });

  it('Not now finishes without an e-mail, keeps the session and saves no e-mail', async () => {
    const { signIn, store, state, authToken, reported } = setup();
    await signIn();
    await reported('dataCapture/started');
    store.dispatch(dataCaptureSkipped());
    await reported('dataCapture/finished');
    expect(state().dataCapture).toEqual({ step: 'idle' });
    expect(state().siwx.status).toBe('signedIn');
    const sessions = await cloudSessions(authToken());
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toHaveProperty('email');
  });

  it('Not now mid-code ends the capture (what closing the modal sends)', async () => {
    const { signIn, store, state, wallet, reported } = setup();
    await signIn();
    await reported('dataCapture/started');
    const email = emailOf(wallet, 'closed');
    store.dispatch(dataCaptureEmailSubmitted({ email }));
    await waitForState(store, (s) => s.dataCapture.step === 'otp');
    store.dispatch(dataCaptureSkipped());
    await reported('dataCapture/finished');
    expect(state().dataCapture).toEqual({ step: 'idle' });
  });

  it('stays on the e-mail step with the error when the cloud cannot be reached', async () => {
    const down = await startProxy(cloud.url);
    const { signIn, state, submitEmail, wallet, reported } = setup({ url: down.url });
    await signIn();
    await reported('dataCapture/started');
    await down.stop();
    const email = emailOf(wallet, 'down');
    await submitEmail(email);
    expect(state().dataCapture).toEqual({
      step: 'email',
      email,
      error: 'The service could not be reached',
    });
  });

  it('asks to sign in first when DataCapture is used without a session', async () => {
    const { store, state } = setup();
    await submitEmailWithoutSession(store, 'visitor@example.com');
    expect(state().dataCapture).toEqual({
      step: 'email',
      email: 'visitor@example.com',
      error: 'Sign in before adding an e-mail',
    });
  });
});

describe('the e-mail capture saga without what it needs', () => {
  it('asks to sign in first when a code is submitted without a session, keeping no address', async () => {
    const { store, state } = setup();
    store.dispatch(dataCaptureOtpSubmitted({ code: '123456' }));
    await waitForState(store, (s) => s.dataCapture.error !== undefined);
    expect(state().dataCapture).toEqual({
      step: 'email',
      error: 'Sign in before adding an e-mail',
    });
  });

  it('sends nothing on a resend before any address was given', async () => {
    const { store, state, actions } = setup();
    const before = actions.length;
    store.dispatch(dataCaptureResendRequested());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state().dataCapture).toEqual({ step: 'idle' });
    expect(actions.slice(before).map((action) => action.type)).toEqual([
      'dataCapture/resendRequested',
    ]);
  });

  it('ends the capture when the wallet disconnects mid-way', async () => {
    const { signIn, store, state, reported } = setup();
    await signIn();
    await reported('dataCapture/started');
    expect(state().dataCapture.step).toBe('email');
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await waitForState(store, (s) => s.dataCapture.step === 'idle');
    expect(state().siwx.status).not.toBe('signedIn');
  });
});

async function submitEmailWithoutSession(
  store: ReturnType<typeof setup>['store'],
  email: string,
): Promise<void> {
  store.dispatch(dataCaptureEmailSubmitted({ email }));
  await waitForState(store, (s) => s.dataCapture.error !== undefined);
}
