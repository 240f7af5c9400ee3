import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { BlockchainIdentity, CloudClients } from '@kit/api';
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
 * Shows the EVM account's name in Account (its reverse name through /v1/identity, cached 5 min by
 * the client), or the name this session registered for it when the cached identity predates it.
 * A failed lookup leaves the account nameless: the address is shown, nothing else is lost.
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
  const blockchain = api?.blockchain;
  let identity: BlockchainIdentity = { name: null, avatar: null };
  if (blockchain !== undefined) {
    try {
      identity = yield call([blockchain, blockchain.getIdentity], { address, sender: address });
    } catch (error) {
      const logger: KitLogger = yield getContext('logger');
      logger.warn('Kit: could not read the account name', error);
    }
  }
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
 * Context: `api` (the Blockchain API client), `logger`, `registry` (whose profiles have names).
 */
export function* accountNameSaga() {
  yield all([
    takeLatest([connected.type, accountsChanged.type, chainChanged.type], identityWorker),
  ]);
}
