import { analyticsEventTracked } from '@kit/analytics';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  KitError,
  STORAGE_KEYS,
  createMemoryBackend,
  kitDevnet,
  kitDevnet2,
  type AccountType,
  type AuthConnector,
  type AuthEvent,
  type AuthUser,
  type EmailLoginAction,
  type SocialProvider,
} from '@kit/core';
import { accountSaga, accountSlice } from '@kit/account';
import { alertsSlice, selectAlerts } from '@kit/alerts';
import { connectionSlice } from '@kit/connection';
import { networkChanged, networkSlice, networksConfigured } from '@kit/network';
import { optionsSlice } from '@kit/options';
import {
  createTestServices,
  flushSagas,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { embeddedSaga } from './embedded.saga';
import { emailUpdated, socialStarted } from './embedded.actions';
import {
  emailSubmitted,
  emailUpdateSubmitted,
  embeddedDismissed,
  otpSubmitted,
  preferredAccountTypeRequested,
  socialRequested,
  themeModeShown,
} from './embedded.intents';
import { selectApproval, selectEmbedded, selectEmbeddedUser } from './embedded.state';
import { embeddedSlice } from './embedded.slice';

const USER: AuthUser = {
  provider: 'email',
  email: 'a@b.co',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  accounts: [{ type: 'eoa', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  preferredAccountType: 'eoa',
  chainId: 31337,
  smartAccountDeployed: false,
  smartAccountEnabledChainIds: [],
};

/** An AUTH connector driven by the test: it records calls and emits the events it is told to. */
class ScriptedAuthConnector implements AuthConnector {
  readonly secureSiteOrigin = 'http://127.0.0.1:1';
  readonly namespaces = ['eip155'] as const;
  readonly calls: string[] = [];
  connectEmailResult: () => Promise<{ action: EmailLoginAction }> = async () => ({
    action: 'VERIFY_OTP',
  });
  /** What connectDevice does: by default waits until the test approves (or refuses) the device. */
  readonly device = { approve: () => {}, refuse: (_error: Error) => {} };
  connectDevice = () => {
    this.calls.push('connectDevice');
    return new Promise<void>((resolve, reject) => {
      this.device.approve = resolve;
      this.device.refuse = reject;
    });
  };
  connectSocialResult: () => Promise<void> = async () => undefined;
  readonly #listeners = new Set<(event: AuthEvent) => void>();
  emit(event: AuthEvent) {
    for (const listener of this.#listeners) listener(event);
  }
  getProvider = () => undefined;
  connectEmail = (params: { email: string }) => {
    this.calls.push(`connectEmail:${params.email}`);
    return this.connectEmailResult();
  };
  connectOtp = async (params: { otp: string }) => {
    this.calls.push(`connectOtp:${params.otp}`);
    if (params.otp !== '123456') throw new Error('Invalid or expired code');
  };
  getSocialRedirectUri = async () => ({ uri: 'http://127.0.0.1:1/oauth' });
  connectSocial = async (params: { provider: SocialProvider }) => {
    this.calls.push(`connectSocial:${params.provider}`);
    await this.connectSocialResult();
    // As EmbeddedWallet does once the popup handed back the provider's answer.
    this.emit({ type: 'socialUserDataRequested', provider: params.provider });
  };
  getFarcasterUri = async () => ({ url: 'http://127.0.0.1:1/secure/farcaster/c1' });
  connectFarcaster = async () => undefined;
  /** Every getUser call's parameters (spec §7 getUser({ chainId, preferredAccountType })). */
  readonly userRequests: Array<{ chainId: number; preferredAccountType?: AccountType }> = [];
  getUser = async (params: { chainId: number; preferredAccountType?: AccountType }) => {
    this.userRequests.push(params);
    return USER;
  };
  /** What getEmail answers, call after call (the last one repeats). */
  emails: string[] = [USER.email!];
  getEmail = async () => {
    this.calls.push('getEmail');
    return { email: this.emails.length > 1 ? this.emails.shift() : this.emails[0] };
  };
  updateEmail = async () => ({ action: 'VERIFY_OTP' as const });
  setPreferredAccountResult: () => Promise<void> = async () => undefined;
  setPreferredAccount = (params: { type: AccountType }) => {
    this.calls.push(`setPreferredAccount:${params.type}`);
    return this.setPreferredAccountResult();
  };
  switchNetwork = async () => undefined;
  signOut = async () => undefined;
  cancelApproval = async (params: { approvalId: string }) => {
    this.calls.push(`cancelApproval:${params.approvalId}`);
  };
  syncTheme = async (params: { themeMode: string }) => {
    this.calls.push(`syncTheme:${params.themeMode}`);
  };
  /** The user the wallet last reported, as EmbeddedWallet keeps it. */
  user: AuthUser | undefined;
  currentUser = () => this.user;
  subscribe(listener: (event: AuthEvent) => void) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
  teardown = () => undefined;
}

const running: Task[] = [];
afterEach(() => running.splice(0).forEach((task) => task.cancel()));

function setup(
  auth: AuthConnector | undefined,
  window?: Window,
  stored: Record<string, string> = {},
) {
  const services = createTestServices([], createMemoryBackend(stored));
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({
    context: {
      ...services,
      window,
      registry: { ...services.registry, authConnector: async () => auth },
    },
  });
  const store = configureStore({
    reducer: {
      embedded: embeddedSlice.reducer,
      toast: toastSlice.reducer,
      alerts: alertsSlice.reducer,
      connection: connectionSlice.reducer,
      account: accountSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagaMiddleware),
  });
  store.dispatch(networksConfigured([kitDevnet, kitDevnet2]));
  running.push(sagaMiddleware.run(accountSaga));
  running.push(sagaMiddleware.run(embeddedSaga));
  running.push(sagaMiddleware.run(toastSaga));
  return { store, actions, backend: services.backend };
}

describe('embeddedSaga', () => {
  it("syncs the modal's theme mode to the secure site: the one shown before it loaded, then each change, once", async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    store.dispatch(themeModeShown({ themeMode: 'dark' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    await flushSagas();
    store.dispatch(themeModeShown({ themeMode: 'light' }));
    store.dispatch(themeModeShown({ themeMode: 'light' }));
    await flushSagas();
    expect(auth.calls.filter((call) => call.startsWith('syncTheme'))).toEqual([
      'syncTheme:dark',
      'syncTheme:light',
    ]);
  });

  it('shows the user a reconnect reported before the saga subscribed (its chunk loading late)', async () => {
    const auth = new ScriptedAuthConnector();
    auth.user = USER;
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbeddedUser(state)?.email === USER.email);
  });

  it('stays unavailable without an embedded wallet', async () => {
    const { store } = setup(undefined);
    await flushSagas();
    expect(selectEmbedded(store.getState()).step).toBe('unavailable');
  });

  it('warns about an invalid e-mail without asking the secure site', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'nope' }));
    expect(selectEmbedded(store.getState()).error).toBe('Please enter a valid email address');
    expect(auth.calls).toEqual([]);
    expect(selectAlerts(store.getState()).map((alert) => alert.code)).toEqual(['APKTW002']);
  });

  it('tracks SOCIAL_LOGIN_REQUEST_USER_DATA between STARTED and SUCCESS, and not when the popup closed', async () => {
    const auth = new ScriptedAuthConnector();
    const { store, actions } = setup(auth, {} as Window);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    const tracked = () =>
      actions
        .filter((action) => analyticsEventTracked.match(action))
        .map((action) => (action as ReturnType<typeof analyticsEventTracked>).payload);
    auth.connectSocialResult = () => Promise.reject(new Error('Popup closed'));
    store.dispatch(socialRequested({ provider: 'github' }));
    await waitForState(store, (state) => selectEmbedded(state).error === 'Popup closed');
    expect(tracked().map((event) => event.event)).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_ERROR',
    ]);

    actions.splice(0);
    auth.connectSocialResult = async () => undefined;
    store.dispatch(socialRequested({ provider: 'github' }));
    await waitForState(store, () =>
      tracked().some((event) => event.event === 'SOCIAL_LOGIN_SUCCESS'),
    );
    expect(tracked()).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } },
      { event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider: 'github' } },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } },
    ]);
  });

  it('sends the code and awaits it (EmailVerifyOtp); a wrong code stays there with the error', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: ' a@b.co ' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    expect(auth.calls).toEqual(['connectEmail:a@b.co']);
    store.dispatch(otpSubmitted({ otp: '000000' }));
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    expect(selectEmbedded(store.getState())).toMatchObject({
      step: 'awaitingOtp',
      error: 'Invalid or expired code',
    });
  });

  it('waits for a new device to be approved by its mailed link (EmailVerifyDevice), then awaits the code', async () => {
    const auth = new ScriptedAuthConnector();
    auth.connectEmailResult = async () => ({ action: 'VERIFY_DEVICE' });
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingDevice');
    expect(auth.calls).toEqual(['connectEmail:a@b.co', 'connectDevice']);
    expect(selectEmbedded(store.getState())).toMatchObject({ email: 'a@b.co' });
    auth.device.approve();
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await waitForState(store, () => auth.calls.includes('connectOtp:123456'));
  });

  it('keeps waiting for the live link when a resend is refused inside the cooldown, showing the throttle message', async () => {
    const auth = new ScriptedAuthConnector();
    auth.connectEmailResult = async () => ({ action: 'VERIFY_DEVICE' });
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingDevice');
    const throttle = 'Too many requests. Please try again after 21 seconds';
    auth.connectEmailResult = () => Promise.reject(new Error(throttle));
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).error === throttle);
    expect(selectEmbedded(store.getState()).step).toBe('awaitingDevice');
    // The first link is still the one to approve: waited for again, and approving it goes on.
    await waitForState(
      store,
      () => auth.calls.filter((call) => call === 'connectDevice').length === 2,
    );
    auth.device.approve();
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
  });

  it('stays on the device wait with the error when the approval expires; a resend mails a fresh link', async () => {
    const auth = new ScriptedAuthConnector();
    auth.connectEmailResult = async () => ({ action: 'VERIFY_DEVICE' });
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingDevice');
    const expired = 'The device approval expired: ask for a new link';
    auth.device.refuse(new Error(expired));
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    expect(selectEmbedded(store.getState())).toMatchObject({
      step: 'awaitingDevice',
      error: expired,
    });
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(
      store,
      (state) =>
        selectEmbedded(state).step === 'awaitingDevice' &&
        selectEmbedded(state).error === undefined,
    );
    expect(auth.calls.filter((call) => call === 'connectDevice')).toHaveLength(2);
  });

  it('keeps the first failure of a login on the e-mail form (no device wait to stay on)', async () => {
    const auth = new ScriptedAuthConnector();
    auth.connectEmailResult = () => Promise.reject(new Error('Failed to connect'));
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    expect(selectEmbedded(store.getState()).step).toBe('idle');
    expect(auth.calls).not.toContain('connectDevice');
  });

  it('keeps Resend cooling down for the 30 s after a code is mailed, and not after a failed send', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    await flushSagas();
    expect(selectEmbedded(store.getState()).resendCoolingDown).toBe(true);
    // A code refused by the secure site starts no cooldown (the old one ends with its task).
    auth.connectEmailResult = () => Promise.reject(new Error('Too many requests'));
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    await flushSagas();
    expect(selectEmbedded(store.getState()).resendCoolingDown).toBeUndefined();
  });

  it('ends the Resend cooldown once the 30 s have passed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const auth = new ScriptedAuthConnector();
      const { store } = setup(auth);
      await jest.advanceTimersByTimeAsync(0);
      store.dispatch(emailSubmitted({ email: 'a@b.co' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(selectEmbedded(store.getState()).resendCoolingDown).toBe(true);
      await jest.advanceTimersByTimeAsync(29_000);
      expect(selectEmbedded(store.getState()).resendCoolingDown).toBe(true);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(selectEmbedded(store.getState()).resendCoolingDown).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the throttle message the secure site answers inside the cooldown', async () => {
    const auth = new ScriptedAuthConnector();
    // As the frame bridge hands it over: the secure site's text, with details for developers.
    const throttle = 'Too many requests. Please try again after 12 seconds';
    auth.connectEmailResult = () =>
      Promise.reject(new KitError('UNKNOWN_ERROR', throttle, { details: throttle }));
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    expect(selectEmbedded(store.getState())).toMatchObject({
      step: 'idle',
      error: 'Too many requests. Please try again after 12 seconds',
    });
  });

  it("fails a social login with 'Popup closed' on ConnectingSocial, and tracks it", async () => {
    const auth = new ScriptedAuthConnector();
    auth.connectSocialResult = () => Promise.reject(new Error('Popup closed'));
    const { store, actions } = setup(auth, {} as Window);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(socialRequested({ provider: 'github' }));
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    expect(auth.calls).toEqual(['connectSocial:github']);
    expect(selectEmbedded(store.getState())).toMatchObject({
      step: 'social',
      error: 'Popup closed',
    });
    const types = actions.map((action) => action.type);
    expect(types).toContain(socialStarted.type);
    expect(types).toContain('analytics/eventTracked');
  });

  it('holds an approval while it is pending (ApproveTransaction) and drops it once settled', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    const approval = {
      id: 'a1',
      method: 'personal_sign',
      url: 'http://127.0.0.1:1/secure/approve?id=a1',
    };
    auth.emit({ type: 'approvalRequested', approval });
    await waitForState(store, (state) => selectApproval(state) !== undefined);
    expect(selectApproval(store.getState())).toEqual(approval);
    auth.emit({ type: 'approvalSettled', approvalId: 'a1', approved: true });
    await waitForState(store, (state) => selectApproval(state) === undefined);
  });

  it("says 'Action not allowed' for a refused RPC method", async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    auth.emit({ type: 'rpcDenied', method: 'eth_sign' });
    await waitForState(store, (state) => selectToast(state).open);
    expect(selectToast(store.getState())).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
    });
  });

  it("tracks a message from a foreign origin as 'Untrusted Origin', and raises APKT alerts", async () => {
    const auth = new ScriptedAuthConnector();
    const { store, actions } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    auth.emit({ type: 'untrustedOrigin', origin: 'https://evil.example' });
    auth.emit({ type: 'alert', code: 'APKT004' });
    await flushSagas();
    expect(actions).toContainEqual({
      type: 'analytics/eventTracked',
      payload: {
        event: 'SOCIAL_LOGIN_ERROR',
        properties: { message: 'Untrusted Origin', origin: 'https://evil.example' },
      },
    });
    expect(selectAlerts(store.getState()).map((alert) => alert.code)).toEqual(['APKT004']);
  });

  it('refuses the pending request when the visitor dismisses it (closes the modal)', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    auth.emit({
      type: 'approvalRequested',
      approval: { id: 'a2', method: 'eth_sendTransaction', url: 'http://127.0.0.1:1/a2' },
    });
    await waitForState(store, (state) => selectApproval(state) !== undefined);
    store.dispatch(embeddedDismissed());
    await flushSagas();
    expect(auth.calls).toEqual(['cancelApproval:a2']);
  });

  it('hands getUser the active chain and spec §6 default (smartAccount) before mailing a login code', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    expect(auth.userRequests).toEqual([{ chainId: 31337, preferredAccountType: 'smartAccount' }]);
  });

  it('hands getUser the stored account type and the active network before a social login', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth, {} as Window, {
      [STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES]: JSON.stringify({ eip155: 'eoa' }),
    });
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:31338' }));
    store.dispatch(socialRequested({ provider: 'github' }));
    await waitForState(store, () => auth.calls.includes('connectSocial:github'));
    expect(auth.userRequests).toEqual([{ chainId: 31338, preferredAccountType: 'eoa' }]);
  });

  it('keeps a chosen account type under the spec storage key, tracks it, and hands it to the next login', async () => {
    const auth = new ScriptedAuthConnector();
    const { store, actions, backend } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(preferredAccountTypeRequested({ type: 'eoa' }));
    await waitForState(store, (state) => state.account.preferredAccountTypes['eip155'] === 'eoa');
    await flushSagas();
    expect(auth.calls).toEqual(['setPreferredAccount:eoa']);
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)!)).toEqual({
      eip155: 'eoa',
    });
    expect(actions).toContainEqual({
      type: 'analytics/eventTracked',
      payload: { event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { type: 'eoa' } },
    });
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    expect(auth.userRequests).toEqual([{ chainId: 31337, preferredAccountType: 'eoa' }]);
  });

  it('stores nothing when the secure site refuses the account type, and says why', async () => {
    const auth = new ScriptedAuthConnector();
    auth.setPreferredAccountResult = () => Promise.reject(new Error('Chain 1 is not configured'));
    const { store, backend } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(preferredAccountTypeRequested({ type: 'eoa' }));
    await waitForState(store, (state) => selectToast(state).open);
    expect(selectToast(store.getState()).message).toBe('Chain 1 is not configured');
    expect(backend.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toBeNull();
  });

  it('shows an invalid new e-mail on UpdateEmailWallet, even after an e-mail login', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email: 'a@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    store.dispatch(emailUpdateSubmitted({ email: 'not-an-address' }));
    expect(selectEmbedded(store.getState())).toMatchObject({
      step: 'idle',
      purpose: 'update',
      error: 'Please enter a valid email address',
    });
  });

  it("after the new address's code, waits for the current address's approval (polling the e-mail), then reports it updated", async () => {
    const auth = new ScriptedAuthConnector();
    auth.emails = ['a@b.co', 'a@b.co', 'new@b.co'];
    const { store, actions } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailUpdateSubmitted({ email: 'New@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingApproval');
    await waitForState(store, () => actions.some((action) => emailUpdated.match(action)));
    expect(auth.calls.filter((call) => call === 'getEmail')).toHaveLength(3);
    // The user is read again, so Account shows the new e-mail.
    expect(auth.userRequests).toHaveLength(1);
    expect(selectEmbedded(store.getState()).step).toBe('idle');
  });

  it('stops waiting for the approval when the visitor dismisses it (closes the modal)', async () => {
    const auth = new ScriptedAuthConnector();
    const { store } = setup(auth);
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailUpdateSubmitted({ email: 'new@b.co' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    store.dispatch(otpSubmitted({ otp: '123456' }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingApproval');
    store.dispatch(embeddedDismissed());
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    const polls = auth.calls.filter((call) => call === 'getEmail').length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(auth.calls.filter((call) => call === 'getEmail')).toHaveLength(polls);
    expect(auth.userRequests).toEqual([]);
  });
});

describe('embeddedSaga: recent e-mails (spec §3)', () => {
  /** Mails a code to `email` and answers it with `otp`. */
  async function logIn(store: ReturnType<typeof setup>['store'], email: string, otp: string) {
    await waitForState(store, (state) => selectEmbedded(state).step === 'idle');
    store.dispatch(emailSubmitted({ email }));
    await waitForState(store, (state) => selectEmbedded(state).step === 'awaitingOtp');
    store.dispatch(otpSubmitted({ otp }));
  }

  it('keeps an e-mail whose login code was right under RECENT_EMAILS and offers it again after a reload', async () => {
    const { store, backend } = setup(new ScriptedAuthConnector());
    await logIn(store, ' c@d.co ', '123456');
    await waitForState(store, (state) => selectEmbedded(state).recentEmails !== undefined);
    expect(selectEmbedded(store.getState()).recentEmails).toEqual(['c@d.co']);
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.RECENT_EMAILS)!)).toEqual(['c@d.co']);

    const reloaded = setup(new ScriptedAuthConnector(), undefined, backend.entries());
    await waitForState(reloaded.store, (state) => selectEmbedded(state).step === 'idle');
    expect(selectEmbedded(reloaded.store.getState()).recentEmails).toEqual(['c@d.co']);
  });

  it('keeps no e-mail whose login code was wrong', async () => {
    const { store, backend } = setup(new ScriptedAuthConnector());
    await logIn(store, 'e@f.co', '000000');
    await waitForState(store, (state) => selectEmbedded(state).error !== undefined);
    expect(backend.getItem(STORAGE_KEYS.RECENT_EMAILS)).toBeNull();
    expect(selectEmbedded(store.getState()).recentEmails).toBeUndefined();
  });
});
