import { runSaga } from 'redux-saga';
import {
  STORAGE_KEYS,
  connectorIdKey,
  createKitStorage,
  createMemoryBackend,
  kitDevnet,
  kitDevnet2,
  type AccountType,
  type AuthConnector,
  type AuthUser,
} from '@kit/core';
import { initialAccountState } from '@kit/account';
import {
  initialNetworkState,
  networkChanged,
  networkSlice,
  networksConfigured,
} from '@kit/network';
import { initialOptionsState } from '@kit/options';
import { restoreAuthPreferences, selectAuthUserRequest } from './auth-preferences.saga';

type UserRequest = { chainId: number; preferredAccountType?: AccountType };

/** The part of state the preference reads: the networks configured, on `active` when given. */
function stateWith(options: {
  preferred?: Record<string, AccountType>;
  defaults?: Partial<Record<string, AccountType>>;
  active?: `eip155:${number}`;
  networks?: boolean;
}) {
  let network = networkSlice.reducer(
    initialNetworkState,
    networksConfigured(options.networks === false ? [] : [kitDevnet, kitDevnet2]),
  );
  if (options.active) {
    network = networkSlice.reducer(
      network,
      networkChanged({ namespace: 'eip155', caipNetworkId: options.active }),
    );
  }
  return {
    account: { ...initialAccountState, preferredAccountTypes: options.preferred ?? {} },
    network,
    options: {
      ...initialOptionsState,
      local: { ...initialOptionsState.local, defaultAccountTypes: options.defaults ?? {} },
    },
  };
}

/** Runs restoreAuthPreferences over `state` and `stored`; answers what getUser was asked. */
async function restore(
  state: ReturnType<typeof stateWith>,
  stored: Record<string, string>,
  getUser: (request: UserRequest) => Promise<AuthUser | undefined> = async () => undefined,
) {
  const requests: UserRequest[] = [];
  const warnings: unknown[] = [];
  const auth = {
    namespaces: ['eip155', 'solana'],
    getUser: (request: UserRequest) => {
      requests.push(request);
      return getUser(request);
    },
  } as unknown as AuthConnector;
  await runSaga(
    {
      getState: () => state,
      dispatch: () => undefined,
      context: {
        storage: createKitStorage(createMemoryBackend(stored)),
        logger: { warn: (...args: unknown[]) => warnings.push(args), error: () => undefined },
      },
    },
    restoreAuthPreferences,
    auth,
  ).toPromise();
  return { requests, warnings };
}

describe('selectAuthUserRequest', () => {
  it("asks for spec §6's eip155 default (smartAccount) on the first network when nothing is chosen", () => {
    expect(selectAuthUserRequest(stateWith({}), 'eip155')).toEqual({
      chainId: 31337,
      preferredAccountType: 'smartAccount',
    });
  });

  it("takes the visitor's stored choice over the integrator's default, on the active network", () => {
    expect(
      selectAuthUserRequest(
        stateWith({ preferred: { eip155: 'eoa' }, defaults: { eip155: 'smartAccount' } }),
        'eip155',
      ),
    ).toEqual({ chainId: 31337, preferredAccountType: 'eoa' });
    expect(
      selectAuthUserRequest(
        stateWith({ defaults: { eip155: 'eoa' }, active: 'eip155:31338' }),
        'eip155',
      ),
    ).toEqual({ chainId: 31338, preferredAccountType: 'eoa' });
  });

  it('asks nothing when the app has no eip155 network', () => {
    expect(selectAuthUserRequest(stateWith({ networks: false }), 'eip155')).toBeUndefined();
  });
});

describe('restoreAuthPreferences', () => {
  const storedAuth = { [connectorIdKey('eip155')]: JSON.stringify('eip155:auth') };

  it('hands a stored embedded-wallet connection the stored chain and account type before reconnect', async () => {
    const { requests } = await restore(
      stateWith({ preferred: { eip155: 'eoa' }, active: 'eip155:31338' }),
      { ...storedAuth, [STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES]: JSON.stringify({ eip155: 'eoa' }) },
    );
    expect(requests).toEqual([{ chainId: 31338, preferredAccountType: 'eoa' }]);
  });

  it('leaves the secure frame alone when the stored connection is another wallet, or none', async () => {
    const other = { [connectorIdKey('eip155')]: JSON.stringify('eip155:io.metamask') };
    expect((await restore(stateWith({}), other)).requests).toEqual([]);
    expect((await restore(stateWith({}), {})).requests).toEqual([]);
  });

  it('logs a failed getUser and lets the reconnect that follows report its own failure', async () => {
    const { requests, warnings } = await restore(stateWith({}), storedAuth, () =>
      Promise.reject(new Error('Network Error: Wallet Load Failed')),
    );
    expect(requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });
});
