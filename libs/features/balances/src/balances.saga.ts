import { all, call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { CloudClients } from '@kit/api';
import {
  CONSTANTS,
  canGetBalance,
  canGetTokenBalances,
  type AdapterBalance,
  type AdapterTokenBalance,
  type CaipAddress,
  type ChainAdapter,
  type ConnectorDescriptor,
  type ChainNamespace,
  type Clock,
  type KitLogger,
  type KitNetwork,
  type KitStorage,
} from '@kit/core';
import { formatUnits } from '@kit/core/units';
import {
  accountsChanged,
  chainChanged,
  connected,
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
  type AdapterLookup,
  type Connection,
} from '@kit/connection';
import { selectNetworkById } from '@kit/network';
import { reportBalanceUnavailable } from './balance-failure';
import {
  balanceFetched,
  balanceFetchStarted,
  balanceRequested,
  pricesFetched,
  selectBalanceLastRetry,
  selectConfiguredTokens,
  type NativeBalance,
  type TokenBalance,
  type TokenBalances,
  type WithBalances,
} from './balances.slice';
import { readBalancesThroughApi, readTokenPrices, type BalancesRead } from './balances-api';
import {
  readCachedBalances,
  readCachedPrices,
  writeCachedBalances,
  writeCachedPrices,
} from './balances.storage';
import { isRequestProvider, readWalletAssets } from './wallet-assets';

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

/**
 * Tokens without an image of their source get the Explorer API's token image (GET
 * /public/getTokenImage/{symbol}) when there is an Explorer API; the view draws a placeholder
 * only if that image fails.
 */
function withTokenImages(
  tokens: TokenBalance[] | undefined,
  explorer: CloudClients['explorer'],
): TokenBalance[] | undefined {
  if (tokens === undefined || explorer === undefined) return tokens;
  return tokens.map((token) =>
    token.iconUrl !== undefined
      ? token
      : { ...token, iconUrl: explorer.tokenImageUrl(token.symbol) },
  );
}

const selectNativeEntry = (state: WithBalances, caipAddress: CaipAddress) =>
  state.balances.native[caipAddress];

/**
 * Reads through the adapter (RPC; ERC-20 tokens by multicall): the fallback when the Blockchain
 * API fails or does not serve the network. Token prices are then asked of the API when there is
 * one; a failed price lookup leaves the tokens unpriced and is not a balance failure.
 */
function* readThroughAdapter(
  adapter: ChainAdapter,
  address: string,
  network: KitNetwork,
  api: CloudClients | undefined,
) {
  const blockchain = api?.blockchain;
  const readsTokens = canGetTokenBalances(adapter);
  const tokenAddresses: string[] = yield select(selectConfiguredTokens, network.caipNetworkId);
  const [nativeRead, tokensRead]: [Settled<AdapterBalance>, Settled<AdapterTokenBalance[]>?] =
    yield all([
      call(settle, async () => {
        if (!canGetBalance(adapter))
          throw new Error(`no balance reader for ${network.caipNetworkId}`);
        return adapter.getBalance({ address, network });
      }),
      ...(readsTokens && canGetTokenBalances(adapter)
        ? [call(settle, () => adapter.getTokenBalances({ address, network, tokenAddresses }))]
        : []),
    ]);
  const read: BalancesRead = { prices: {} };
  const failures: unknown[] = [];
  try {
    if (nativeRead.ok) {
      read.native = { balance: toWholeUnits(nativeRead.value), symbol: nativeRead.value.symbol };
    } else failures.push(nativeRead.error);
    if (tokensRead?.ok) read.tokens = toTokenBalances(tokensRead.value);
    else if (tokensRead) failures.push(tokensRead.error);
  } catch (malformed) {
    failures.push(malformed);
  }
  if (blockchain !== undefined && read.tokens !== undefined) {
    const priced: Settled<Record<string, number>> = yield call(settle, () =>
      readTokenPrices(blockchain, network.caipNetworkId, read.tokens ?? []),
    );
    if (priced.ok) read.prices = priced.value;
  }
  return { read, failures };
}

/**
 * The embedded wallet's own answer (spec §7: for the embedded wallet, the capability query then
 * `wallet_getAssets` when it supports asset discovery). Undefined for any other connector, a
 * wallet without asset discovery on the network, or a failure (logged): the Blockchain API and
 * RPC then read as for any wallet.
 */
function* readThroughEmbeddedWallet(
  adapter: ChainAdapter | undefined,
  connection: Connection,
  network: KitNetwork,
) {
  const connector: ConnectorDescriptor | undefined = yield select(
    selectConnector,
    connection.connectorId,
  );
  if (connector?.type !== 'AUTH' || adapter?.getProvider === undefined) return undefined;
  const address = connection.accounts[0]?.address ?? '';
  let provider: unknown;
  try {
    provider = adapter.getProvider({ connectorId: connection.connectorId });
  } catch {
    return undefined;
  }
  if (!isRequestProvider(provider)) return undefined;
  const assets: Settled<BalancesRead | undefined> = yield call(settle, () =>
    readWalletAssets(provider, address, network),
  );
  if (assets.ok) return assets.value && { read: assets.value, failures: [] };
  const logger: KitLogger = yield getContext('logger');
  logger.warn(
    'Kit: the embedded wallet could not list its assets; asking the Blockchain API',
    assets.error,
  );
  return undefined;
}

/**
 * Reads a namespace's native and token balances (spec §5, §7, §8, §9): the embedded wallet's
 * assets when it discovers them, else through the Blockchain API
 * when it serves the network, with their USD prices; else, or when the API fails, through the
 * adapter. Within 30 s of a failure nothing is read, even when forced: the block exists so a
 * failing service is not hammered, and a forced read would fail the same way. Otherwise fresh
 * values (30 s, in state or in the storage cache; prices 15 s) are kept unless forced. One read
 * per account at a time.
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
  const api: CloudClients | undefined = yield getContext('api');
  const blockchain = api?.blockchain;
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
      yield put(pricesFetched(readCachedPrices(storage, now)));
      yield put(balanceFetched({ caipAddress, ...cached }));
      return;
    }
  }

  const network: KitNetwork | undefined = yield select(selectNetworkById, caipNetworkId);
  const adapterReads = adapter !== undefined && canGetBalance(adapter);
  if (!network || (!adapterReads && blockchain === undefined)) {
    yield call(reportBalanceUnavailable, caipAddress, `no balance reader for ${caipNetworkId}`);
    return;
  }

  inFlight.add(caipAddress);
  try {
    yield put(balanceFetchStarted({ caipAddress }));
    let outcome: { read: BalancesRead; failures: unknown[] } | undefined = yield call(
      readThroughEmbeddedWallet,
      adapter,
      connection as Connection,
      network,
    );
    if (outcome === undefined && blockchain !== undefined) {
      const viaApi: Settled<BalancesRead | undefined> = yield call(settle, () =>
        readBalancesThroughApi(
          blockchain,
          caipAddress,
          network.nativeCurrency.symbol,
          action.payload?.force === true,
        ),
      );
      if (viaApi.ok && viaApi.value !== undefined) {
        outcome = { read: viaApi.value, failures: [] };
      } else if (!viaApi.ok && !adapterReads) {
        outcome = { read: { prices: {} }, failures: [viaApi.error] };
      } else if (!viaApi.ok) {
        // The spec's fallback: a failing API does not hide balances the wallet's chain can give.
        const logger: KitLogger = yield getContext('logger');
        logger.warn(
          'Kit: the Blockchain API could not read balances; reading through RPC',
          viaApi.error,
        );
      }
    }
    if (outcome === undefined) {
      if (!adapter || !adapterReads) {
        // The API does not serve this network and the adapter cannot read it.
        yield call(reportBalanceUnavailable, caipAddress, `no balance reader for ${caipNetworkId}`);
        return;
      }
      outcome = yield call(readThroughAdapter, adapter, address, network, api);
    }
    const { read, failures } = outcome as { read: BalancesRead; failures: unknown[] };
    const readAt = clock.now();
    const stored: { native?: NativeBalance; tokens?: TokenBalances } = {};
    if (read.native) stored.native = { caipAddress, ...read.native, timestamp: readAt };
    const tokens = withTokenImages(read.tokens, api?.explorer);
    if (tokens) stored.tokens = { tokens, timestamp: readAt };
    yield put(pricesFetched(read.prices));
    writeCachedPrices(storage, read.prices, readAt);
    // What was read is kept even when the other part failed; the failure still blocks retries.
    yield put(balanceFetched({ caipAddress, ...stored }));
    writeCachedBalances(storage, caipAddress, stored, readAt);
    if (failures.length > 0)
      yield call(reportBalanceUnavailable, caipAddress, 'the balance read failed', failures[0]);
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

/**
 * Asks for the balances of the connections that exist when the saga starts: the store starts it
 * when the first connection starts (issue 22), so a connection restored or made while its chunk
 * loaded reported its `connected` before anyone listened; this asks what that would have asked.
 */
function* requestConnectedBalances() {
  const namespaces: ChainNamespace[] = yield select(selectConnectedNamespaces);
  for (const namespace of namespaces) yield put(balanceRequested({ namespace }));
}

/**
 * Root saga of the balances feature (`@kit/balances/lazy-saga`). Context: `registry`, `storage`, `clock`, `logger`, and `api`
 * (its Blockchain API client, when the Kit has one).
 */
export function* balancesSaga() {
  const inFlight = new Set<string>();
  yield all([
    takeEvery(balanceRequested.type, balanceWorker, inFlight),
    takeEvery([connected.type, chainChanged.type, isAccountSwitch], refreshAfterWalletChange),
    // After the watchers: its requests must find the balanceRequested watcher listening.
    call(requestConnectedBalances),
  ]);
}
