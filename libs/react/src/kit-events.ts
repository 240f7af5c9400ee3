import type { Kit, KitState } from '@kit/store';

/**
 * The modal and connection events `useKitEvents` reports.
 * - `MODAL_OPEN`: the modal opened (`view` says on which view).
 * - `MODAL_CLOSE`: the modal closed.
 * - `CONNECT_SUCCESS`: a namespace connected (`namespace`, `connectorId`, `address`).
 * - `CONNECT_ERROR`: a connect attempt failed (`namespace`, `message`).
 * - `DISCONNECT_SUCCESS`: a namespace's connection ended (`namespace`).
 * - `SWITCH_NETWORK`: the active network changed (`caipNetworkId`).
 */
export type KitEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'SWITCH_NETWORK';

/** One event, shaped like AppKit's `useAppKitEvents` entries. */
export interface KitEvent {
  /** When it was seen (ms since the epoch). */
  timestamp: number;
  data: {
    type: 'track';
    event: KitEventName;
    properties: Record<string, string>;
  };
}

/**
 * Follows one Kit's states and keeps its last event. @internal
 * Pull-based, so it is read through react-redux like every other Kit hook: `eventAt` is a selector
 * (the same state always gives the same event), and each state it is handed moves it on.
 */
export interface KitEventTracker {
  /** The last event up to `state` since tracking started (the first state read), if any. */
  eventAt(state: KitState): KitEvent | undefined;
}

/** The events between two states, in a stable order. */
function diff(previous: KitState, next: KitState): Array<[KitEventName, Record<string, string>]> {
  const events: Array<[KitEventName, Record<string, string>]> = [];
  if (!previous.modal.open && next.modal.open)
    events.push(['MODAL_OPEN', { view: next.modal.view }]);
  if (previous.modal.open && !next.modal.open) events.push(['MODAL_CLOSE', {}]);
  const { connection: before } = previous;
  const { connection: after } = next;
  for (const namespace of after.namespaces) {
    const was = before.connections[namespace];
    const is = after.connections[namespace];
    if (is !== undefined && (was === undefined || was.connectorId !== is.connectorId)) {
      events.push([
        'CONNECT_SUCCESS',
        { namespace, connectorId: is.connectorId, address: is.accounts[0]?.address ?? '' },
      ]);
    }
    if (was !== undefined && is === undefined) events.push(['DISCONNECT_SUCCESS', { namespace }]);
    const error = after.errors[namespace];
    if (
      error !== undefined &&
      error !== before.errors[namespace] &&
      before.status[namespace] === 'connecting'
    ) {
      events.push(['CONNECT_ERROR', { namespace, message: error.message }]);
    }
  }
  const active = after.activeNamespace;
  const network = active === undefined ? undefined : next.network.caipNetwork[active];
  const previousActive = before.activeNamespace;
  const previousNetwork =
    previousActive === undefined ? undefined : previous.network.caipNetwork[previousActive];
  if (network !== undefined && previousNetwork !== undefined && network !== previousNetwork) {
    events.push(['SWITCH_NETWORK', { caipNetworkId: network }]);
  }
  return events;
}

const trackers = new WeakMap<Kit, KitEventTracker>();

/** The event tracker of a Kit (one per instance, created on first use). @internal */
export function kitEventTracker(kit: Kit): KitEventTracker {
  let tracker = trackers.get(kit);
  if (tracker !== undefined) return tracker;
  let last: KitEvent | undefined;
  let previous: KitState | undefined;
  // A state read before answers as it did then: a late reader never diffs backwards.
  const seen = new WeakMap<KitState, KitEvent | undefined>();
  tracker = {
    eventAt(state) {
      if (seen.has(state)) return seen.get(state);
      if (previous !== undefined) {
        const latest = diff(previous, state).at(-1);
        if (latest !== undefined) {
          const [event, properties] = latest;
          last = { timestamp: Date.now(), data: { type: 'track', event, properties } };
        }
      }
      previous = state;
      seen.set(state, last);
      return last;
    },
  };
  trackers.set(kit, tracker);
  return tracker;
}
