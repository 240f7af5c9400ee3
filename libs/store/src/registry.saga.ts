import { buffers, channel, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { canHostConnector } from '@kit/core';
import type {
  AdapterEvent,
  AuthConnector,
  AdapterSetupContext,
  ChainAdapter,
  ChainNamespace,
  KitLogger,
  KitNetwork,
} from '@kit/core';
import {
  accountsChanged,
  chainChanged,
  connectorsDiscovered,
  disconnected,
  namespaceRegistered,
  reconnectRequested,
} from '@kit/connection';
import { authConnectorId, loadAuthConnector, restoreAuthPreferences } from '@kit/embedded';
import type { ConnectorRegistry } from './connector-registry';
import { transactionSettled } from './late-transactions/late-transaction.saga';
import type { RpcClients } from './rpc-clients';

/** What the registry saga needs besides the registry itself. */
export interface RegistrySagaParams {
  networks: readonly KitNetwork[];
  window: Window | undefined;
  projectId: string | undefined;
  /** Restore the stored connections once every adapter is set up (options.enableReconnect). */
  reconnect?: boolean;
  /**
   * Runs once every adapter is set up, before reconnect: WalletConnect lists its connector in
   * the adapters and restores its session there, so reconnect finds it.
   */
  afterSetup?: () => Generator;
}

/** Turns one adapter event into the store action it stands for. */
export function adapterEventToAction(adapter: ChainAdapter, event: AdapterEvent): Action {
  const namespace = adapter.namespace;
  switch (event.type) {
    case 'connectorsChanged':
      return connectorsDiscovered({ namespace, connectors: event.connectors });
    case 'accountsChanged':
      return accountsChanged({
        namespace,
        connectorId: event.connectorId,
        accounts: event.accounts,
      });
    case 'chainChanged':
      return chainChanged({
        namespace,
        connectorId: event.connectorId,
        caipNetworkId: event.caipNetworkId,
      });
    case 'disconnect':
      return disconnected({ namespace, connectorId: event.connectorId });
    case 'transactionSettled': {
      const { caipNetworkId, hash, status } = event;
      return transactionSettled({ namespace, caipNetworkId, hash, status });
    }
  }
}

function adapterEvents(adapter: ChainAdapter): EventChannel<AdapterEvent> {
  // An expanding buffer: discovery can announce several wallets while the saga is busy putting.
  return eventChannel((emit) => adapter.subscribe((event) => emit(event)), buffers.expanding(16));
}

/**
 * Sets one adapter up and bridges its events into actions until the saga is cancelled. Once set
 * up (successfully or not) and its connectors listed, its namespace is put on `ready`.
 */
export function* runAdapter(
  adapter: ChainAdapter,
  params: RegistrySagaParams,
  ready?: Channel<ChainNamespace>,
) {
  const registry: ConnectorRegistry = yield getContext('registry');
  const logger: KitLogger = yield getContext('logger');
  // Subscribe before setup: discovery may announce connectors while setup runs.
  const channel: EventChannel<AdapterEvent> = yield call(adapterEvents, adapter);
  try {
    yield put(namespaceRegistered({ namespace: adapter.namespace }));
    const rpc: RpcClients = yield getContext('rpc');
    const context: AdapterSetupContext = {
      networks: params.networks.filter((network) => network.chainNamespace === adapter.namespace),
      rpc: (network) => rpc.get(network),
      ...(params.window ? { window: params.window } : {}),
      ...(params.projectId ? { projectId: params.projectId } : {}),
    };
    try {
      yield call([adapter, adapter.setup], context);
    } catch (error) {
      logger.error(`The ${adapter.namespace} adapter failed to set up`, error);
    }
    const connectors = adapter.getConnectors();
    registry.trackConnectors(adapter.namespace, connectors);
    yield put(connectorsDiscovered({ namespace: adapter.namespace, connectors }));
    if (ready) yield put(ready, adapter.namespace);
    while (true) {
      const event: AdapterEvent = yield take(channel);
      if (event.type === 'connectorsChanged')
        registry.trackConnectors(adapter.namespace, event.connectors);
      yield put(adapterEventToAction(adapter, event));
    }
  } finally {
    // Runs on cancellation (kit.destroy()): the adapter's listener is removed.
    channel.close();
  }
}

/**
 * Loads the embedded wallet, if configured, and hands each namespace's adapter its provider as
 * an AUTH connector (`<namespace>:auth`). A failed load leaves Kit with wallets only (the
 * embedded saga raises APKT003). With `reconnect`, a stored embedded-wallet connection first gets
 * the stored chain and account type (restoreAuthPreferences).
 */
export function* attachAuthConnector(registry: ConnectorRegistry, reconnect = false) {
  const auth: AuthConnector | undefined | 'failed' = yield call(loadAuthConnector, registry);
  if (auth === undefined || auth === 'failed') return;
  for (const namespace of auth.namespaces) {
    if (!registry.hasAdapter(namespace)) continue;
    const adapter = registry.getAdapter(namespace);
    const provider = auth.getProvider(namespace);
    if (!canHostConnector(adapter, 'AUTH') || provider === undefined) continue;
    adapter.attachConnector({
      descriptor: {
        id: authConnectorId(namespace),
        name: 'Email & socials',
        type: 'AUTH',
        chain: namespace,
      },
      provider,
    });
    // Tracked now, not when the adapter's event comes through: a reconnect follows at once.
    registry.trackConnectors(namespace, adapter.getConnectors());
  }
  // A stored embedded-wallet connection reconnects on the stored chain and account type.
  if (reconnect) yield call(restoreAuthPreferences, auth);
}

/**
 * Sets up every registered adapter, each in its own task so one slow adapter blocks none. When
 * all are set up, asks for reconnect on load if enabled: reconnecting needs the adapters ready.
 */
export function* registrySaga(params: RegistrySagaParams) {
  const registry: ConnectorRegistry = yield getContext('registry');
  const adapters = registry.adapters();
  const ready = channel<ChainNamespace>(buffers.expanding(Math.max(adapters.length, 1)));
  for (const adapter of adapters) yield fork(runAdapter, adapter, params, ready);
  for (let count = 0; count < adapters.length; count += 1) yield take(ready);
  ready.close();
  // The embedded wallet's connectors must be in place before a stored one reconnects.
  yield call(attachAuthConnector, registry, params.reconnect === true);
  if (params.afterSetup) yield call(params.afterSetup);
  if (params.reconnect) yield put(reconnectRequested());
}
