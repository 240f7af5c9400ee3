import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  createMemoryBackend,
  kitDevnet,
  kitDevnet2,
  STORAGE_KEYS,
  UserRejectedRequestError,
  type CaipNetworkId,
  type PairingSignIn,
  type PairingSignInRequest,
} from '@kit/core';
import { createSiwxMessage } from '@kit/core/siwx';
import {
  activeNamespaceChanged,
  chainChanged,
  connected,
  connectionSlice,
  disconnected,
  disconnectRequested,
  namespaceRegistered,
} from '@kit/connection';
import {
  ALICE,
  ScriptedAdapter,
  createTestServices,
  deferred,
  flushSagas,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networksConfigured, networkSlice, switchNetworkRequested } from '@kit/network';
import { pairingRequested, pairingSignedIn } from '@kit/pairing';
import { selectToast, toastHidden, toastSaga, toastSlice } from '@kit/toast';
import { Wallet } from 'ethers';
import { createLocalSiwxConfig, type LocalSiwxConfigOptions } from './local-siwx-config';
import type { SiwxConfig } from './siwx-config';
import { oneClickSignInRequest } from './one-click-sign-in';
import { siwxSaga } from './siwx.saga';
import {
  selectSiwx,
  signInCancelled,
  signInCompleted,
  signInFailed,
  signInNeeded,
  signInRequested,
  siwxSlice,
} from './siwx.slice';

// ALICE is anvil's first dev account; this is its well-known test key.
const ALICE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const alice = new Wallet(ALICE_KEY);
const CHAIN_A: CaipNetworkId = kitDevnet.caipNetworkId;
const CHAIN_B: CaipNetworkId = kitDevnet2.caipNetworkId;

/** An adapter whose wallet really signs (EIP-191 with ALICE's key), scripted by `onSign`. */
class SigningAdapter extends ScriptedAdapter {
  readonly signed: string[] = [];
  onSign: (message: string) => Promise<string> = (message) => alice.signMessage(message);

  /** `canSign` false: a wallet of a namespace whose adapter offers no message signing. */
  constructor(canSign = true) {
    super({ capabilities: { signMessage: canSign } });
  }

  signMessage(params: { connectorId: string; address: string; message: string }): Promise<string> {
    this.signed.push(params.message);
    return this.onSign(params.message);
  }
}

const tasks: Task[] = [];
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
});

/** A store with siwx over a local config on `backend` (one backend = one browser's storage). */
function setup(
  options: {
    backend?: ReturnType<typeof createMemoryBackend>;
    config?: Partial<LocalSiwxConfigOptions>;
    wrap?: (config: SiwxConfig) => SiwxConfig;
    canSign?: boolean;
  } = {},
) {
  const adapter = new SigningAdapter(options.canSign);
  const backend = options.backend ?? createMemoryBackend();
  const services = createTestServices([adapter], backend);
  // The message's times come from the same clock the saga checks sessions with.
  services.clock.advance(Date.now() - services.clock.now());
  const local = createLocalSiwxConfig({
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173',
    storage: backend,
    clock: services.clock,
    ...options.config,
  });
  const siwx = options.wrap ? options.wrap(local) : local;
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { ...services, siwx } });
  const store = configureStore({
    reducer: {
      siwx: siwxSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  store.dispatch(networksConfigured([kitDevnet, kitDevnet2]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  tasks.push(sagaMiddleware.run(siwxSaga), sagaMiddleware.run(toastSaga));
  const connect = (caipNetworkId = CHAIN_A) =>
    store.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: ALICE }],
        caipNetworkId,
      }),
    );
  const state = () => store.getState();
  const sign = async () => {
    store.dispatch(signInRequested());
    await waitForState(store, (s) => !['signing', 'ready', 'checking'].includes(s.siwx.status));
  };
  /** What the pairing feature asks for before an offer (spec §7 authenticate request). */
  const oneClickRequest = () =>
    sagaMiddleware.run(oneClickSignInRequest).toPromise() as Promise<
      PairingSignInRequest | undefined
    >;
  return { store, adapter, backend, services, connect, state, sign, actions, oneClickRequest };
}

/** What a wallet signs for a one-click request: the request's message, for its account. */
async function walletSigns(
  request: PairingSignInRequest,
  key: Pick<Wallet, 'address' | 'signMessage'> = alice,
  chainId: CaipNetworkId = request.chainId,
): Promise<PairingSignIn> {
  const message = createSiwxMessage({ ...request, accountAddress: key.address, chainId });
  return { message, signature: await key.signMessage(message) };
}

/** A one-click answer claiming Alice's account, signed by another key: it must not verify. */
async function forgedForAlice(request: PairingSignInRequest): Promise<PairingSignIn> {
  const forged = await walletSigns(request, Wallet.createRandom());
  return {
    message: forged.message.replace(/0x[0-9a-fA-F]{40}/, ALICE),
    signature: forged.signature,
  };
}

describe('siwxSaga: what a visitor sees around the signature', () => {
  it("hides the 'Authenticating...' toast once signed in", async () => {
    const { connect, sign, state } = setup();
    connect();
    await flushSagas();
    await sign();
    expect(selectSiwx(state()).status).toBe('signedIn');
    expect(selectToast(state()).open).toBe(false);
  });

  it("hides the 'Authenticating...' toast when a disconnect ends a pending signature", async () => {
    const { connect, store, adapter, state } = setup();
    adapter.onSign = () => new Promise<string>(() => undefined);
    connect();
    await flushSagas();
    store.dispatch(signInRequested());
    await flushSagas();
    expect(selectToast(state())).toMatchObject({ message: 'Authenticating...', open: true });
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await waitForState(store, (s) => s.siwx.status === 'idle');
    expect(selectToast(state()).open).toBe(false);
  });

  it('fails with "Error signing message" when the wallet cannot sign messages, asking nothing', async () => {
    const { connect, sign, state, adapter, services } = setup({ canSign: false });
    connect();
    await flushSagas();
    await sign();
    expect(selectSiwx(state())).toMatchObject({
      status: 'failed',
      error: { code: 'SIGN_IN_FAILED' },
    });
    expect(adapter.signed).toHaveLength(0);
    expect(services.logger.warn).toHaveBeenCalledWith('Sign-in failed', expect.anything());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(selectToast(state())).toMatchObject({
      message: 'Error signing message',
      variant: 'error',
    });
  });

  it('asks for a sign-in when the stored sessions cannot be read, and says why in the log', async () => {
    const { connect, state, services } = setup({
      wrap: (config) => ({ ...config, getSessions: () => Promise.reject(new Error('offline')) }),
    });
    connect();
    await flushSagas();
    expect(selectSiwx(state()).status).toBe('ready');
    expect(services.logger.warn).toHaveBeenCalledWith(
      'Could not read sign-in sessions',
      expect.any(Error),
    );
  });

  it('still signs out after a disconnect when the sessions cannot be cleared, and says why in the log', async () => {
    const { connect, sign, store, state, services } = setup({
      wrap: (config) => ({
        ...config,
        setSessions: (sessions) =>
          sessions.length === 0
            ? Promise.reject(new Error('offline'))
            : config.setSessions(sessions),
      }),
    });
    connect();
    await flushSagas();
    await sign();
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await waitForState(store, (s) => s.siwx.status === 'idle');
    expect(selectSiwx(state()).session).toBeUndefined();
    expect(services.logger.warn).toHaveBeenCalledWith('Could not sign out', expect.any(Error));
  });
});

describe('siwxSaga: the sign-in flow (spec §4)', () => {
  it('reports a needed sign-in for a connected account without a session, and signs nothing by itself', async () => {
    const { connect, state, adapter, actions } = setup();
    connect();
    await flushSagas();
    expect(selectSiwx(state()).status).toBe('ready');
    expect(actions.some((action) => signInNeeded.match(action))).toBe(true);
    expect(adapter.signed).toHaveLength(0);
  });

  it('signs once, stores the session, reports it complete, and a reload finds it with no new signature', async () => {
    const first = setup();
    first.connect();
    await flushSagas();
    await first.sign();
    expect(first.state().siwx.error).toBeUndefined();
    expect(first.adapter.signed).toHaveLength(1);
    expect(selectSiwx(first.state()).status).toBe('signedIn');
    expect(selectSiwx(first.state()).session?.data.accountAddress).toBe(ALICE);
    expect(first.actions.filter((action) => signInCompleted.match(action))).toEqual([
      signInCompleted({ signed: true, dataCapture: false }),
    ]);
    expect(first.backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toContain(ALICE);
    expect(first.backend.entries()[STORAGE_KEYS.SIWX_NONCE_TOKEN]).toBeUndefined();

    // The same browser storage, a new page: the reconnect finds the session.
    const reload = setup({ backend: first.backend });
    reload.connect();
    await waitForState(reload.store, (s) => s.siwx.status === 'signedIn');
    expect(reload.adapter.signed).toHaveLength(0);
    expect(reload.actions.filter((action) => signInCompleted.match(action))).toEqual([
      signInCompleted({ signed: false, dataCapture: false }),
    ]);
    expect(selectSiwx(reload.state()).session?.signature).toBe(
      selectSiwx(first.state()).session?.signature,
    );
  });

  it('asks the wallet once however often Sign is pressed while it is pending', async () => {
    const { connect, store, adapter, state } = setup();
    const release = deferred<void>();
    adapter.onSign = (message) => release.promise.then(() => alice.signMessage(message));
    connect();
    await flushSagas();
    store.dispatch(signInRequested());
    store.dispatch(signInRequested());
    await flushSagas();
    store.dispatch(signInRequested());
    expect(selectSiwx(state()).status).toBe('signing');
    // Open until the signature settles, however long the wallet takes.
    expect(selectToast(state())).toMatchObject({
      message: 'Authenticating...',
      variant: 'loading',
      autoClose: false,
    });
    release.resolve();
    await waitForState(store, (s) => s.siwx.status === 'signedIn');
    expect(adapter.signed).toHaveLength(1);
  });

  it('does not ask again when the same account reconnects or repeats its events', async () => {
    const { connect, sign, adapter, store, state, actions } = setup();
    connect();
    await flushSagas();
    await sign();
    connect();
    store.dispatch(
      chainChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', caipNetworkId: CHAIN_A }),
    );
    await flushSagas();
    expect(adapter.signed).toHaveLength(1);
    expect(selectSiwx(state()).status).toBe('signedIn');
    // Nor does it check the sessions again: the account's flow is the one already done.
    expect(actions.filter((action) => action.type === 'siwx/sessionCheckStarted')).toHaveLength(1);
  });

  it('asks the wallet nothing for a Sign press once the session is stored', async () => {
    const { connect, sign, adapter, store, state } = setup();
    connect();
    await flushSagas();
    await sign();

    store.dispatch(signInRequested());
    await flushSagas();

    expect(adapter.signed).toHaveLength(1);
    expect(selectSiwx(state()).status).toBe('signedIn');
  });

  it('reports the failure with "Error signing message" when the wallet refuses, and signs on retry', async () => {
    const { connect, sign, adapter, state, actions } = setup();
    adapter.onSign = () => Promise.reject(new UserRejectedRequestError());
    connect();
    await flushSagas();
    await sign();
    expect(selectSiwx(state())).toMatchObject({
      status: 'failed',
      error: { code: 'USER_REJECTED', message: 'User rejected the request' },
    });
    expect(actions.some((action) => signInFailed.match(action))).toBe(true);
    // The toast saga reopens after 150 ms when the 'Authenticating...' toast was still open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(selectToast(state())).toMatchObject({
      message: 'Error signing message',
      variant: 'error',
    });

    adapter.onSign = (message) => alice.signMessage(message);
    await sign();
    expect(selectSiwx(state()).status).toBe('signedIn');
    expect(adapter.signed).toHaveLength(2);
  });

  it('refuses a signature of another key (the local config verifies) and stores nothing', async () => {
    const { connect, sign, adapter, state, backend } = setup();
    adapter.onSign = (message) => Wallet.createRandom().signMessage(message);
    connect();
    await flushSagas();
    await sign();
    expect(selectSiwx(state())).toMatchObject({
      status: 'failed',
      error: { code: 'SIWX_SESSION_INVALID' },
    });
    expect(backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBeUndefined();
  });

  it('says "A problem occurred while trying initialize authentication" when no message can be made', async () => {
    const { connect, sign, state, adapter } = setup({
      wrap: (config) => ({ ...config, createMessage: () => Promise.reject(new Error('offline')) }),
    });
    connect();
    await flushSagas();
    await sign();
    expect(selectSiwx(state()).error?.code).toBe('AUTH_INIT_FAILED');
    expect(adapter.signed).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(selectToast(state()).message).toBe(
      'A problem occurred while trying initialize authentication',
    );
  });

  it('asks again once the session expired', async () => {
    const { connect, sign, services, state, backend } = setup({
      config: { expiresInMs: 60_000 },
    });
    connect();
    await flushSagas();
    await sign();
    services.clock.advance(60_000);
    const again = setup({ backend, config: { expiresInMs: 60_000 } });
    again.services.clock.advance(services.clock.now() - again.services.clock.now());
    again.connect();
    await waitForState(again.store, (s) => s.siwx.status === 'ready');
    expect(again.adapter.signed).toHaveLength(0);
    expect(state().siwx.status).toBe('signedIn');
  });
});

describe('siwxSaga: sign-out on disconnect', () => {
  it('signs out by default: the stored sessions go and the next connect asks again', async () => {
    const { connect, sign, store, state, backend, adapter } = setup();
    connect();
    await flushSagas();
    await sign();
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await waitForState(store, (s) => s.siwx.status === 'idle');
    expect(backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBeUndefined();
    expect(selectSiwx(state()).session).toBeUndefined();
    connect();
    await waitForState(store, (s) => s.siwx.status === 'ready');
    expect(adapter.signed).toHaveLength(1);
  });

  it('keeps the session with signOutOnDisconnect false', async () => {
    const { connect, sign, store, backend } = setup({ config: { signOutOnDisconnect: false } });
    connect();
    await flushSagas();
    await sign();
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await waitForState(store, (s) => s.siwx.status === 'idle');
    expect(backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toContain(ALICE);
  });
});

describe('siwxSaga: required sign-in and cancel', () => {
  it('states the requirement in state until a session exists', async () => {
    const { connect, sign, state } = setup({ config: { required: true } });
    connect();
    await flushSagas();
    expect(selectSiwx(state())).toMatchObject({ required: true, status: 'ready' });
    await sign();
    expect(selectSiwx(state())).toMatchObject({ required: true, status: 'signedIn' });
  });

  it('cancel without any session disconnects', async () => {
    const { connect, store, actions } = setup({ config: { required: true } });
    connect();
    await flushSagas();
    store.dispatch(signInCancelled());
    await flushSagas();
    expect(actions.map((action) => action.type)).toContain(disconnectRequested.type);
    expect(actions.find((action) => disconnectRequested.match(action))?.payload).toEqual({
      namespace: 'eip155',
    });
  });

  it('cancel on a network without a session returns to the last sign-in network', async () => {
    const { connect, sign, store, state, actions } = setup({ config: { required: true } });
    connect(CHAIN_A);
    await flushSagas();
    await sign();
    store.dispatch(
      chainChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', caipNetworkId: CHAIN_B }),
    );
    await waitForState(store, (s) => s.siwx.status === 'ready');
    store.dispatch(signInCancelled());
    await flushSagas();
    expect(actions.find((action) => switchNetworkRequested.match(action))?.payload).toEqual({
      caipNetworkId: CHAIN_A,
    });
    // The wallet follows the switch back; the session there is found without a signature.
    store.dispatch(
      chainChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', caipNetworkId: CHAIN_A }),
    );
    await waitForState(store, (s) => s.siwx.status === 'signedIn');
    expect(selectSiwx(state()).session?.data.chainId).toBe(CHAIN_A);
  });

  it('cancel when sign-in is required with no account and no session network does nothing, and sign-in goes on', async () => {
    const { connect, store, state, actions } = setup({ config: { required: true } });
    await flushSagas();
    store.dispatch(signInCancelled());
    await flushSagas();
    const types = actions.map((action) => action.type);
    expect(types).not.toContain(disconnectRequested.type);
    expect(types).not.toContain(switchNetworkRequested.type);

    connect();
    await waitForState(store, (s) => s.siwx.status === 'ready');
    expect(selectSiwx(state()).account?.address).toBe(ALICE);
  });

  it('is not required with a config that has no getRequired', async () => {
    const { state } = setup({
      wrap: (config) => {
        const { getRequired: _unused, ...withoutRequired } = config;
        return withoutRequired;
      },
    });
    await flushSagas();
    expect(selectSiwx(state())).toMatchObject({ status: 'idle', required: false });
  });

  it('cancel when sign-in is not required neither disconnects nor switches', async () => {
    const { connect, store, state, actions } = setup();
    connect();
    await flushSagas();
    store.dispatch(signInCancelled());
    await flushSagas();
    const types = actions.map((action) => action.type);
    expect(types).not.toContain(disconnectRequested.type);
    expect(types).not.toContain(switchNetworkRequested.type);
    expect(selectSiwx(state()).account?.address).toBe(ALICE);
  });

  it('stays disabled when sign-in has no config', async () => {
    const backend = createMemoryBackend();
    const services = createTestServices([new SigningAdapter()], backend);
    const sagaMiddleware = createSagaMiddleware({ context: services });
    const store = configureStore({
      reducer: {
        siwx: siwxSlice.reducer,
        connection: connectionSlice.reducer,
        network: networkSlice.reducer,
      },
      middleware: (getDefault) => getDefault().concat(sagaMiddleware),
    });
    tasks.push(sagaMiddleware.run(siwxSaga));
    await flushSagas();
    expect(selectSiwx(store.getState())).toEqual({ status: 'disabled', required: false });
  });
});

describe('siwxSaga: one-click sign-in through the pairing (spec §6)', () => {
  it('asks the config for the request: its nonce, domain and times, on the active network, no account', async () => {
    const { oneClickRequest, backend } = setup({ config: { statement: 'Welcome to Kit' } });
    const request = await oneClickRequest();
    expect(request).toMatchObject({
      chainId: CHAIN_A,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      statement: 'Welcome to Kit',
      nonce: JSON.parse(backend.entries()[STORAGE_KEYS.SIWX_NONCE_TOKEN]!),
    });
    expect(Date.parse(request!.expirationTime!)).toBeGreaterThan(Date.parse(request!.issuedAt));
    expect(request).not.toHaveProperty('accountAddress');
  });

  it('asks for no one-click sign-in when the config cannot make a message (the visitor signs after connecting)', async () => {
    const { oneClickRequest } = setup({
      wrap: (config) => ({ ...config, createMessage: () => Promise.reject(new Error('offline')) }),
    });
    await expect(oneClickRequest()).resolves.toBeUndefined();
  });

  it('asks for no one-click sign-in while another signature is pending, so its nonce still verifies', async () => {
    const { connect, store, adapter, state, oneClickRequest } = setup();
    const release = deferred<void>();
    adapter.onSign = (message) => release.promise.then(() => alice.signMessage(message));
    connect();
    await flushSagas();
    store.dispatch(signInRequested());
    await waitForState(store, (s) => s.siwx.status === 'signing');
    await expect(oneClickRequest()).resolves.toBeUndefined();
    release.resolve();
    await waitForState(store, (s) => s.siwx.status !== 'signing');
    expect(selectSiwx(state()).status).toBe('signedIn');
  });

  it('stores what the wallet signed while pairing at once: signed in, no sign view, nothing more asked of the wallet', async () => {
    const { oneClickRequest, store, connect, state, adapter, actions, backend } = setup();
    const request = (await oneClickRequest())!;
    store.dispatch(
      pairingSignedIn({
        signIns: [await walletSigns(request), await walletSigns(request, alice, CHAIN_B)],
      }),
    );
    connect();
    await waitForState(store, (s) => s.siwx.status === 'signedIn');

    expect(adapter.signed).toHaveLength(0);
    expect(actions.some((action) => signInNeeded.match(action))).toBe(false);
    expect(actions.filter((action) => signInCompleted.match(action))).toEqual([
      signInCompleted({ signed: true, dataCapture: false }),
    ]);
    expect(selectSiwx(state()).session?.data).toMatchObject({
      accountAddress: ALICE,
      chainId: CHAIN_A,
      nonce: request.nonce,
    });
    // Stored and verified exactly as a signed sign-in: the local config kept it, nonce spent.
    expect(backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toContain(ALICE);
    expect(backend.entries()[STORAGE_KEYS.SIWX_NONCE_TOKEN]).toBeUndefined();

    // A Sign press now (a stale sign view) asks the wallet nothing.
    store.dispatch(signInRequested());
    await flushSagas();
    expect(adapter.signed).toHaveLength(0);
  });

  it('drops a one-click message it cannot read, says so in the log, and the visitor signs', async () => {
    const { store, connect, services } = setup();
    store.dispatch(pairingSignedIn({ signIns: [{ message: 'not a sign-in', signature: '0x1' }] }));
    connect();
    await waitForState(store, (s) => s.siwx.status === 'ready');
    expect(services.logger.warn).toHaveBeenCalledWith(
      'A one-click sign-in message could not be read; it is ignored',
      expect.anything(),
    );
  });

  it('refuses a one-click signature that does not verify: the sign view gets the error, and Sign signs there', async () => {
    const { oneClickRequest, store, connect, state, sign, adapter, actions } = setup();
    const request = (await oneClickRequest())!;
    store.dispatch(pairingSignedIn({ signIns: [await forgedForAlice(request)] }));
    connect();
    await waitForState(store, (s) => s.siwx.status === 'failed');
    expect(selectSiwx(state()).error?.code).toBe('SIWX_SESSION_INVALID');
    expect(actions.some((action) => signInFailed.match(action))).toBe(true);

    await sign();
    expect(adapter.signed).toHaveLength(1);
    expect(selectSiwx(state()).status).toBe('signedIn');
  });

  it('keeps the error toast of a one-click signature that does not verify, the loading toast closed by the visitor', async () => {
    const verify = deferred<void>();
    const { oneClickRequest, store, connect, state } = setup({
      wrap: (config) => ({
        ...config,
        addSession: (session) => verify.promise.then(() => config.addSession(session)),
      }),
    });
    const request = (await oneClickRequest())!;
    store.dispatch(pairingSignedIn({ signIns: [await forgedForAlice(request)] }));
    connect();
    await waitForState(store, (s) => s.toast.open && s.toast.message === 'Authenticating...');
    store.dispatch(toastHidden());
    verify.resolve();
    await waitForState(store, (s) => s.siwx.status === 'failed');
    await flushSagas();

    expect(selectToast(state())).toMatchObject({
      message: 'Error signing message',
      variant: 'error',
      open: true,
    });
  });

  it('uses no one-click sign-in of another network, nor one a newer pairing replaced: the visitor signs', async () => {
    const other = setup();
    const request = (await other.oneClickRequest())!;
    other.store.dispatch(
      pairingSignedIn({ signIns: [await walletSigns(request, alice, CHAIN_B)] }),
    );
    other.connect(CHAIN_A);
    await waitForState(other.store, (s) => s.siwx.status === 'ready');

    const replaced = setup();
    const first = (await replaced.oneClickRequest())!;
    replaced.store.dispatch(pairingSignedIn({ signIns: [await walletSigns(first)] }));
    replaced.store.dispatch(pairingRequested());
    replaced.connect(CHAIN_A);
    await waitForState(replaced.store, (s) => s.siwx.status === 'ready');
    expect(replaced.backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBeUndefined();
  });
});
