import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { BlockchainIdentity, CloudClients, NameRecord } from '@kit/api';
import type { KitLogger } from '@kit/core';
import { accountDetailsChanged } from '@kit/account';
import {
  accountsChanged,
  chainChanged,
  connected,
  selectConnection,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { selectRegisteredName } from './names.slice';

/**
 * The account's name and avatar: its newest registered name through GET /v1/profile/reverse
 * (apiVersion 2, cached 5 min by the names client), else its identity through /v1/identity
 * (cached 5 min). A failed look-up counts as none; the logger hears about it.
 */
function* lookUpName(api: CloudClients | undefined, address: string) {
  const logger: KitLogger = yield getContext('logger');
  const names = api?.names;
  if (names !== undefined) {
    try {
      const records: NameRecord[] = yield call([names, names.reverseLookup], {
        address,
        sender: address,
      });
      const [newest] = records;
      if (newest !== undefined) {
        return { name: newest.name, avatar: newest.attributes['avatar'] ?? null };
      }
    } catch (error) {
      logger.warn('Kit: could not read the names of the account', error);
    }
  }
  const blockchain = api?.blockchain;
  if (blockchain !== undefined) {
    try {
      const identity: BlockchainIdentity = yield call([blockchain, blockchain.getIdentity], {
        address,
        sender: address,
      });
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
function* identityWorker(
  action:
    | ReturnType<typeof connected>
    | ReturnType<typeof accountsChanged>
    | ReturnType<typeof chainChanged>,
) {
  const { namespace } = action.payload;
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
 * Root saga of the account's name, shown in Account (part of every connection, so it loads with
 * the store; registration and suggestions are namesSaga's, loaded on their first intent).
 * Context: `api` (the names and Blockchain API clients), `logger`, `registry` (whose profiles
 * have names).
 */
export function* accountNameSaga() {
  yield all([
    takeLatest([connected.type, accountsChanged.type, chainChanged.type], identityWorker),
  ]);
}
