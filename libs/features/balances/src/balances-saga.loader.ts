import { call, select } from 'redux-saga/effects';
import type { ChainNamespace } from '@kit/core';
import { selectConnectedNamespaces, selectConnection, type Connection } from '@kit/connection';
import { reportBalanceUnavailable } from './balance-failure';
import { balanceRequested } from './balances.slice';

// The balances saga has nothing to do before a wallet connects, so the store loads it in its own
// chunk when the first connection starts (issue 22). These are what the store needs of it
// before then; the saga itself is `@kit/balances/lazy-saga`.

/** The intent that needs the balances saga; a plain intent (no reducer), safe to replay. */
export const BALANCES_SAGA_TRIGGERS: readonly string[] = [balanceRequested.type];

/**
 * When the saga's chunk cannot be loaded: every connected account's balances fail as a failed
 * read does ('Token Balance Unavailable', the 30 s block), so the visitor is told rather than
 * shown nothing. The next connection event or balance request loads the chunk again.
 */
export function* balancesSagaLoadFailed(error: unknown) {
  const namespaces: ChainNamespace[] = yield select(selectConnectedNamespaces);
  for (const namespace of namespaces) {
    const connection: Connection | undefined = yield select(selectConnection, namespace);
    const address = connection?.accounts[0]?.address;
    const caipNetworkId = connection?.caipNetworkId;
    // As the saga's read: an account without a network has no balances to read.
    if (address === undefined || caipNetworkId === undefined) continue;
    yield call(
      reportBalanceUnavailable,
      `${caipNetworkId}:${address}`,
      'the balances code did not load',
      error,
    );
  }
}
