import { fetchText } from '../http/fetch-json';
import { serviceCalls, type ServiceClientOptions } from '../http/service-calls';

/** The props of an analytics event (spec §3); `event` names it (§7's list). */
export interface AnalyticsEventProps {
  type?: string;
  event: string;
  address?: string;
  caipNetworkId?: string;
  /** Event-specific data, serialisable. */
  properties?: Record<string, unknown>;
}

/** One analytics event (spec §3). */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  /** Epoch milliseconds. */
  timestamp: number;
  props: AnalyticsEventProps;
}

/** An error report (spec §7: POST /e). */
export interface ErrorReport {
  eventId: string;
  url: string;
  domain: string;
  /** Epoch milliseconds. */
  timestamp: number;
  props: {
    type: string;
    event: string;
    errorType: string;
    errorMessage: string;
    stackTrace?: string;
  };
}

/** Options of createAnalyticsClient. */
/** baseUrl: the analytics service, e.g. apps/cloud's URL; timeoutMs: that of the fetch path. */
export type AnalyticsClientOptions = ServiceClientOptions;

/** How a batch left: queued by the browser as a beacon, or sent with fetch. */
export type AnalyticsTransport = 'beacon' | 'fetch';

/** A typed client of the analytics and error-report sinks (spec §7). */
export interface AnalyticsClient {
  /**
   * Sends events to POST /batch. With `beacon` and a browser that has navigator.sendBeacon the
   * batch is queued as a text/plain beacon, which survives the page closing; otherwise (or when the
   * browser refuses the beacon) it is a keepalive fetch, which throws an ApiRequestError on failure.
   */
  sendBatch(
    events: readonly AnalyticsEvent[],
    options?: { beacon?: boolean },
  ): Promise<AnalyticsTransport>;
  /** Sends an error report to POST /e; throws an ApiRequestError on failure. */
  reportError(report: ErrorReport): Promise<void>;
}

type BeaconNavigator = { sendBeacon?: (url: string, data?: BodyInit | null) => boolean };

/** Creates an analytics client. */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const { url, call } = serviceCalls(options, 'Analytics service');

  async function post(path: string, body: string): Promise<void> {
    // keepalive: a flush on page hide must not be cancelled by the unload that triggered it.
    await fetchText({ ...call(path), method: 'POST', body, keepalive: true });
  }

  return {
    async sendBatch(events, { beacon = false } = {}) {
      const body = JSON.stringify(events);
      const navigator = globalThis.navigator as BeaconNavigator | undefined;
      if (beacon && typeof navigator?.sendBeacon === 'function') {
        // A string body goes as text/plain, the one type a beacon can send without a preflight.
        if (navigator.sendBeacon(url('/batch'), body)) return 'beacon';
      }
      await post('/batch', body);
      return 'fetch';
    },

    async reportError(report) {
      await post('/e', JSON.stringify(report));
    },
  };
}
