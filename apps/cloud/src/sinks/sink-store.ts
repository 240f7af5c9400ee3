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
  analytics(): Promise<AnalyticsBatch[]>;
  /** Every analytics event of every batch, oldest first. */
  analyticsEvents(): Promise<unknown[]>;
  /** Error reports, oldest first. */
  errors(): Promise<ErrorReportRecord[]>;
  /** Forgets everything received. */
  clear(): Promise<void>;
}

/** The sinks' memory, bounded to the last `l/** The sinks' storage, plus the writers (`createDatabaseSinkStore`: SQLite or PostgreSQL). */
export interface SinkStore extends CloudSinks {
  /** Durable when it resolves: the acknowledgement follows. */
  addBatch(batch: AnalyticsBatch): Promise<void>;
  addError(record: ErrorReportRecord): Promise<void>;
  close(): Promise<void>;
}

/** The default bound of each sink: enough for any test run, small enough for a long session. */
export const DEFAULT_SINK_LIMIT = 10_000;
