import type { Task } from 'redux-saga';
import { all, call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { CloudClients, HistoryPage } from '@kit/api';
import {
  kitError,
  serializeError,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type Clock,
  type KitStorage,
} from '@kit/core';
import { analyticsEventTracked } from '@kit/analytics';
import {
  accountsChanged,
  activeNamespaceChanged,
  chainChanged,
  connected,
  disconnected,
  selectActiveCaipAddress,
  selectActiveNamespace,
  type AdapterLookup,
} from '@kit/connection';
import { networkChanged } from '@kit/network';
import { toastRequested } from '@kit/toast';
import {
  transactionsCleared,
  transactionsFetched,
  transactionsFetchFailed,
  transactionsFetchStarted,
  transactionsRequested,
} from './activity.actions';
import { selectActivity, type ActivityState } from './activity.state';
import { readCachedHistory, writeCachedHistory } from './activity.storage';

/** `namespace:chainId` and the address of a CAIP-10 account id. */
function splitCaipAddress(caipAddress: CaipAddress): {
  caipNetworkId: CaipNetworkId;
  address: string;
} {
  const [namespace, chainId, address] = caipAddress.split(':');
  return { caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId, address: address ?? '' };
}

/**
 * Fetches a page of the active account's history (spec §4, §5, §8). The first page when asked or
 * when the list is of another account, else the next one (none after the last). The client
 * applies spec §5's rules (active chain only, spam-NFT-only transactions dropped, non-numeric
 * values as 0) and caches pages 15 s; the first page is also kept 15 s in storage (HISTORY_CACHE), so
 * a reload within that time shows it without asking. A failure marks the list empty, clears the cursor, shows
 * 'Failed to fetch transactions' and tracks ERROR_FETCH_TRANSACTIONS.
 */
function* fetchTransactions(reset: boolean) {
  const caipAddress: CaipAddress | undefined = yield select(selectActiveCaipAddress);
  const namespace: ChainNamespace | undefined = yield select(selectActiveNamespace);
  // Spec §5: fetching transactions needs an account address.
  if (caipAddress === undefined || namespace === undefined) return;
  const current: ActivityState = yield select(selectActivity);
  const first =
    reset ||
    current.caipAddress !== caipAddress ||
    current.status === 'idle' ||
    current.status === 'error';
  if (!first && current.next === undefined) return;
  const cursor = first ? undefined : current.next;
  const { caipNetworkId, address } = splitCaipAddress(caipAddress);

  yield put(transactionsFetchStarted({ caipAddress, reset: first }));
  const registry: AdapterLookup = yield getContext('registry');
  if (!registry.profiles.supports(namespace, 'activity')) {
    // Not an error: a namespace whose profile has no activity (built in: all but EVM, spec §9)
    // has no history service, so its list is empty.
    yield put(transactionsFetched({ caipAddress, transactions: [], reset: true }));
    return;
  }
  try {
    const api: CloudClients | undefined = yield getContext('api');
    const client = api?.blockchain;
    if (client === undefined) {
      throw kitError('FETCH_TRANSACTIONS_FAILED', {}, { details: 'no Blockchain API configured' });
    }
    const storage: KitStorage = yield getContext('storage');
    const clock: Clock = yield getContext('clock');
    const cached = first ? readCachedHistory(storage, caipAddress, clock.now()) : undefined;
    const page: HistoryPage =
      cached ??
      (yield call([client, client.getHistory], {
        address,
        caipNetworkId,
        ...(cursor !== undefined ? { cursor } : {}),
      }));
    if (first && cached === undefined) writeCachedHistory(storage, caipAddress, page, clock.now());
    yield put(
      transactionsFetched({
        caipAddress,
        transactions: page.data,
        ...(page.next !== undefined ? { next: page.next } : {}),
        reset: first,
      }),
    );
  } catch (cause) {
    const error = kitError('FETCH_TRANSACTIONS_FAILED', {}, { cause });
    yield put(transactionsFetchFailed({ caipAddress, error: serializeError(error) }));
    yield put(toastRequested({ message: error.shortMessage, variant: 'error' }));
    yield put(
      analyticsEventTracked({
        event: 'ERROR_FETCH_TRANSACTIONS',
        address,
        caipNetworkId,
        properties: { cursor: cursor ?? null },
      }),
    );
  }
}

/**
 * One fetch at a time: a next-page request while a page loads is ignored (a scroll or a double
 * click must not fetch the same page twice); a reset cancels the fetch under way and starts over.
 */
function* watchRequests() {
  let running: Task | undefined;
  while (true) {
    const action: ReturnType<typeof transactionsRequested> = yield take(transactionsRequested.type);
    const { reset } = action.payload;
    if (running?.isRunning()) {
      if (!reset) continue;
      yield cancel(running);
    }
    running = yield fork(fetchTransactions, reset);
  }
}

/** Drops the list once the active account, network or namespace is no longer the list's. */
function* clearOnAccountChange() {
  while (true) {
    yield take([
      connected.type,
      disconnected.type,
      accountsChanged.type,
      chainChanged.type,
      networkChanged.type,
      activeNamespaceChanged.type,
    ]);
    const { caipAddress }: ActivityState = yield select(selectActivity);
    const active: CaipAddress | undefined = yield select(selectActiveCaipAddress);
    if (caipAddress !== undefined && caipAddress !== active) yield put(transactionsCleared());
  }
}

/**
 * Root saga of the activity feature. Context: `api` (the Blockchain API client), `registry`,
 * `storage` and `clock` (the history cache).
 */
export function* activitySaga() {
  yield all([call(watchRequests), call(clearOnAccountChange)]);
}
