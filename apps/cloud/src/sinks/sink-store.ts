import { BoundedLog } from './bounded-log';

/** Who sent a sink request and how: read from its query or headers. */
export interface SinkSender {
  projectId: string;
  sdkType?: string;
  sdkVersion?: string;
  /** The request's Content-Type (`text/plain;charset=UTF-8` for a beacon). */
  contentType: string;
  /** The Origin header of a browser caller. */
  origin?: string;
  /** Epoch milliseconds when the server received it. */
  receivedAt: number;
}

/** One POST /batch as received: its events, in order. */
export interface AnalyticsBatch extends SinkSender {
  events: unknown[];
}

/** One POST /e as received. */
export interface ErrorReportRecord extends SinkSender {
  report: Record<string, unknown>;
}

/** What the sinks received, for tests (`cloud.sinks`) and GET /debug/*. */
export interface CloudSinks {
  /** Analytics batches, oldest first. */
  analytics(): AnalyticsBatch[];
  /** Every analytics event of every batch, oldest first. */
  analyticsEvents(): unknown[];
  /** Error reports, oldest first. */
  errors(): ErrorReportRecord[];
  /** Forgets everything received. */
  clear(): void;
}

/** The sinks' memory, bounded to the last `limit` batches and reports, plus the writers. */
export interface SinkStore extends CloudSinks {
  addBatch(batch: AnalyticsBatch): void;
  addError(record: ErrorReportRecord): void;
}

/** The default bound of each sink: enough for any test run, small enough for a long session. */
export const DEFAULT_SINK_LIMIT = 10_000;

/** Creates empty sinks. */
export function createSinkStore(limit = DEFAULT_SINK_LIMIT): SinkStore {
  const batches = new BoundedLog<AnalyticsBatch>(limit);
  const errors = new BoundedLog<ErrorReportRecord>(limit);
  return {
    analytics: () => batches.toArray(),
    analyticsEvents: () => batches.toArray().flatMap((batch) => batch.events),
    errors: () => errors.toArray(),
    clear() {
      batches.clear();
      errors.clear();
    },
    addBatch: (batch) => batches.push(batch),
    addError: (record) => errors.push(record),
  };
}
