import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { BlockchainIdentity, CloudClients, NameRecord } from '@kit/api';
import type { ChainNamespace, Clock, KitLogger, KitStorage } from '@kit/core';
import { accountDetailsChanged } from '@kit/account';
import {
  accountsChanged,
  chainChanged,
  connected,
  selectConnectedNamespaces,
  selectConnection,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { readCachedAccountName, writeCachedAccountName } from './account-name.storage';
import { selectRegisteredName } from './names.state';

/** A wallet change after which the account's name may be another. */
type WalletChange =
  | ReturnType<typeof connected>
  | ReturnType<typeof accountsChanged>
  | ReturnType<typeof chainChanged>;

/**
 * The account's name and avatar: its newest registered name through GET /v1/profile/reverse
 * (apiVersion 2), else its identity through /v1/identity. Each answer is kept 5 min in storage
 * (ENS_CACHE, IDENTITY_CACHE), so a reload within that time asks neither service. A failed
 * look-up counts as none and is not cached; the logger hears about it.
 */
function* lookUpName(api: CloudClients | undefined, address: string) {
  const logger: KitLogger = yield getContext('logger');
  const storage: KitStorage = yield getContext('storage');
  const clock: Clock = yield getContext('clock');
  const names = api?.names;
  if (names !== undefined) {
    let answer = readCachedAccountName(storage, 'names', address, clock.now());
    if (answer === undefined) {
      try {
        const records: NameRecord[] = yield call([names, names.reverseLookup], {
          address,
          sender: address,
        });
        const [newest] = records;
        answer = {
          name: newest?.name ?? null,
          avatar: newest?.attributes['avatar'] ?? null,
        };
        writeCachedAccountName(storage, 'names', address, answer, clock.now());
      } catch (error) {
        logger.warn('Kit: could not read the names of the account', error);
      }
    }
    if (answer?.name != null) return answer;
  }
  const blockchain = api?.blockchain;
  if (blockchain !== undefined) {
    const cached = readCachedAccountName(storage, 'identity', address, clock.now());
    if (cached !== undefined) return cached;
    try {
      const identity: BlockchainIdentity = yield call([blockchain, blockchain.getIdentity], {
        address,
        sender: address,
      });
      writeCachedAccountName(storage, 'identity', address, identity, clock.now());
      return identity;
    } catch (error) {
      logger.warn('Kit: could not read the account name', error);
    }
  }
  return { name: null, avatar: null };
}

/**
 * Shows the EVM account's name in Account (see lookUpName), or the name this session registered
 * for it when the cached answers predate it. A failed lookup leaves the account nameless: the
 * address is shown, nothing else is lost.
 */
function* identityWorker(namespace: ChainNamespace) {
  const registry: AdapterLookup = yield getContext('registry');
  // Spec §9: names are EVM only; the namespace's profile says whether it has them.
  if (!registry.profiles.supports(namespace, 'names')) return;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  const address = connection?.accounts[0]?.address;
  if (address === undefined) return;
  const api: CloudClients | undefined = yield getContext('api');
  const identity: BlockchainIdentity = yield call(lookUpName, api, address);
  const registered: string | undefined = yield select(selectRegisteredName, address);
  const profileName = identity.name ?? registered;
  yield put(
    accountDetailsChanged({
      namespace,
      details: { profileName, profileImage: identity.avatar ?? undefined },
    }),
  );
}

/**
 * The names of the connections that exist when the saga starts: the store starts it when the
 * first connection starts (issue 22), so a connection restored or made while its chunk loaded
 * reported its `connected` before anyone listened; this does what that would have done.
 */
function* nameConnectedAccounts() {
  const namespaces: ChainNamespace[] = yield select(selectConnectedNamespaces);
  for (const namespace of namespaces) yield call(identityWorker, namespace);
}

/**
 * Root saga of the account's name, shown in Account (`@kit/names/account-name-saga`, which the
 * store loads when the first connection starts; registration and suggestions are namesSaga's,
 * loaded on their first intent). The latest wallet change wins, as takeLatest: the look-up of
 * the connections found at the start is the first "latest", so a change during it cancels it
 * and no older answer lands after a newer one. Context: `api` (the names and Blockchain API
 * clients), `logger`, `registry` (whose profiles have names), `storage` and `clock` (the 5-min
 * name caches).
 */
export function* accountNameSaga() {
  let latest: Task = yield fork(nameConnectedAccounts);
  while (true) {
    const change: WalletChange = yield take([
      connected.type,
      accountsChanged.type,
      chainChanged.type,
    ]);
    yield cancel(latest);
    latest = yield fork(identityWorker, change.payload.namespace);
  }
}
