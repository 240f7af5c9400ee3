import { all, call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import {
  CONSTANTS,
  ChainRequestError,
  canGetBalance,
  canGetTokenBalances,
  formatUnits,
  serializeError,
  type AdapterBalance,
  type AdapterTokenBalance,
  type CaipAddress,
  type ChainAdapter,
  type ChainNamespace,
  type Clock,
  type KitNetwork,
  type KitStorage,
} from '@kit/core';
import {
  accountsChanged,
  chainChanged,
  connected,
  selectActiveNamespace,
  selectConnection,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { selectNetworkById } from '@kit/network';
import { toastRequested } from '@kit/toast';
import {
  balanceFetched,
  balanceFetchFailed,
  balanceFetchStarted,
  balanceRequested,
  selectBalanceLastRetry,
  selectConfiguredTokens,
  type NativeBalance,
  type TokenBalance,
  type TokenBalances,
  type WithBalances,
} from './balances.slice';
import { readCachedBalances, writeCachedBalances } from './balances.storage';

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function settle<T>(run: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** An adapter balance in whole units; throws on a value that is not an integer string. */
function toWholeUnits(balance: AdapterBalance): string {
  return formatUnits(BigInt(balance.value), balance.decimals);
}

/** Adapter token balances for state: zero-decimal tokens are dropped (spec §5). */
function toTokenBalances(tokens: AdapterTokenBalance[]): TokenBalance[] {
  return tokens
    .filter((token) => token.decimals > 0)
    .map((token) => ({
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      balance: toWholeUnits(token),
    }));
}

/** Reports a failed read: 'Token Balance Unavailable' toast, and the 30 s retry block starts. */
function* fail(caipAddress: CaipAddress, details: string, cause?: unknown) {
  const clock: Clock = yield getContext('clock');
  const error = new ChainRequestError(
    'BALANCE_UNAVAILABLE',
    {},
    cause === undefined ? { details } : { details, cause },
  );
  yield put(
    balanceFetchFailed({ caipAddress, error: serializeError(error), timestamp: clock.now() }),
  );
  yield put(toastRequested({ message: error.shortMessage, variant: 'error' }));
}

const selectNativeEntry = (state: WithBalances, caipAddress: CaipAddress) =>
  state.balances.native[caipAddress];

/**
 * Reads a namespace's native and token balances through its adapter (spec §5, §8, §9). Within
 * 30 s of a failure nothing is read, even when forced: the block exists so a failing service is
 * not hammered, and a forced read would fail the same way. Otherwise fresh values (30 s, in state
 * or in the storage cache) are kept unless forced. One read per account at a time.
 */
function* balanceWorker(inFlight: Set<string>, action: ReturnType<typeof balanceRequested>) {
  const active: ChainNamespace | undefined = yield select(selectActiveNamespace);
  const namespace = action.payload?.namespace ?? active;
  if (namespace === undefined) return;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  const address = connection?.accounts[0]?.address;
  const caipNetworkId = connection?.caipNetworkId;
  if (address === undefined || caipNetworkId === undefined) return;
  const caipAddress: CaipAddress = `${caipNetworkId}:${address}`;
  if (inFlight.has(caipAddress)) return;

  const clock: Clock = yield getContext('clock');
  const storage: KitStorage = yield getContext('storage');
  const registry: AdapterLookup = yield getContext('registry');
  const now = clock.now();
  const lastRetry: number | undefined = yield select(selectBalanceLastRetry, caipAddress);
  if (lastRetry !== undefined && now - lastRetry < CONSTANTS.BALANCE_RETRY_BACKOFF_MS) return;

  let adapter: ChainAdapter | undefined;
  try {
    adapter = registry.getAdapter(namespace);
  } catch {
    adapter = undefined;
  }
  const readsTokens = adapter !== undefined && canGetTokenBalances(adapter);
  if (!action.payload?.force) {
    const inState: NativeBalance | undefined = yield select(selectNativeEntry, caipAddress);
    if (inState && now - inState.timestamp < CONSTANTS.NATIVE_BALANCE_CACHE_MS) return;
    const cached = readCachedBalances(storage, caipAddress, now);
    if (cached.native && (!readsTokens || cached.tokens)) {
      yield put(balanceFetched({ caipAddress, ...cached }));
      return;
    }
  }

  const network: KitNetwork | undefined = yield select(selectNetworkById, caipNetworkId);
  if (!network || !adapter || !canGetBalance(adapter)) {
    yield call(fail, caipAddress, `no balance reader for ${caipNetworkId}`);
    return;
  }

  inFlight.add(caipAddress);
  try {
    yield put(balanceFetchStarted({ caipAddress }));
    const tokenAddresses: string[] = yield select(selectConfiguredTokens, caipNetworkId);
    const reader = adapter;
    const [nativeRead, tokensRead]: [Settled<AdapterBalance>, Settled<AdapterTokenBalance[]>?] =
      yield all([
        call(settle, () => reader.getBalance({ address, network })),
        ...(readsTokens && canGetTokenBalances(reader)
          ? [call(settle, () => reader.getTokenBalances({ address, network, tokenAddresses }))]
          : []),
      ]);
    const readAt = clock.now();
    const read: { native?: NativeBalance; tokens?: TokenBalances } = {};
    const failures: unknown[] = [];
    try {
      if (nativeRead.ok) {
        const balance = toWholeUnits(nativeRead.value);
        read.native = { caipAddress, balance, symbol: nativeRead.value.symbol, timestamp: readAt };
      } else failures.push(nativeRead.error);
      if (tokensRead?.ok)
        read.tokens = { tokens: toTokenBalances(tokensRead.value), timestamp: readAt };
      else if (tokensRead) failures.push(tokensRead.error);
    } catch (malformed) {
      failures.push(malformed);
    }
    // What was read is kept even when the other part failed; the failure still blocks retries.
    yield put(balanceFetched({ caipAddress, ...read }));
    writeCachedBalances(storage, caipAddress, read, readAt);
    if (failures.length > 0)
      yield call(fail, caipAddress, 'the adapter failed to read', failures[0]);
  } finally {
    inFlight.delete(caipAddress);
  }
}

/** Asks for the balances of a namespace whose account or network may have changed. */
function* refreshAfterWalletChange(
  action:
    | ReturnType<typeof connected>
    | ReturnType<typeof chainChanged>
    | ReturnType<typeof accountsChanged>,
) {
  yield put(balanceRequested({ namespace: action.payload.namespace }));
}

/** Matches `accountsChanged` with accounts (an empty list is a disconnect: nothing to read). */
const isAccountSwitch = (action: { type: string; payload?: unknown }): boolean =>
  accountsChanged.match(action) && action.payload.accounts.length > 0;

/** Root saga of the balances feature. Context: `registry`, `storage`, `clock`. */
export function* balancesSaga() {
  const inFlight = new Set<string>();
  yield all([
    takeEvery(balanceRequested.type, balanceWorker, inFlight),
    takeEvery([connected.type, chainChanged.type, isAccountSwitch], refreshAfterWalletChange),
  ]);
}
