/**
 * A failure a test makes an endpoint produce on purpose. `times` limits it to the next N requests
 * (default: until cleared).
 * - `rate-limit`: HTTP 429 with `Retry-After` (seconds, default 1).
 * - `status`: that HTTP status with `{ message }` (default: the status's reason phrase).
 * - `malformed`: HTTP 200 whose JSON body is cut short or of the wrong shape (default: cut short).
 * - `slow`: waits `delayMs`, then answers normally (for client timeouts).
 */
export type CloudFault = (
  | { kind: 'rate-limit'; retryAfterSeconds?: number }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'malformed'; body?: string }
  | { kind: 'slow'; delayMs: number }
) & { times?: number };

/**
 * Faults by request path, set from code (`cloud.faults`) and never over HTTP, so nothing on the
 * network can switch them. A path ending in `*` matches every path with that prefix.
 */
export interface CloudFaults {
  /** Makes requests to `path` (no query; `/getWalletImage/*` for a prefix) fail with `fault`. */
  set(path: string, fault: CloudFault): void;
  /** Removes the fault of `path`, or every fault. */
  clear(path?: string): void;
}

interface Entry {
  fault: CloudFault;
  remaining: number;
}

/** The fault table behind `cloud.faults`, plus `take` for the request hook. */
export class FaultTable implements CloudFaults {
  private readonly entries = new Map<string, Entry>();

  set(path: string, fault: CloudFault): void {
    const remaining = fault.times ?? Number.POSITIVE_INFINITY;
    if (!(remaining > 0)) throw new RangeError(`fault.times must be positive, got ${fault.times}`);
    this.entries.set(path, { fault, remaining });
  }

  clear(path?: string): void {
    if (path === undefined) this.entries.clear();
    else this.entries.delete(path);
  }

  /** The fault for a request path, counted as used; an exact path wins over a prefix. */
  take(requestPath: string): CloudFault | undefined {
    const key = this.entries.has(requestPath)
      ? requestPath
      : [...this.entries.keys()]
          .filter((path) => path.endsWith('*') && requestPath.startsWith(path.slice(0, -1)))
          .sort((a, b) => b.length - a.length)[0];
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (key === undefined || entry === undefined) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.entries.delete(key);
    return entry.fault;
  }
}
