/** One dependency the cloud needs to serve: resolves when reachable, throws (or rejects) when not. */
export type ReadinessCheck = () => Promise<unknown> | unknown;

/** What /readyz answers: every check by name, `ok` or `failing` (details go to the log only). */
export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | 'failing'>;
  /** Why each failing check failed, for the server's log (never sent: it may name hosts). */
  failures: Record<string, string>;
}

/** How long one check may take before it counts as failing (a hung database is not ready). */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

/**
 * The dependencies `/readyz` probes. Each store or client that an instance cannot serve without
 * adds one line: `readiness.add('redis', () => redis.ping())`. Checks run in parallel, each
 * bounded by a timeout.
 */
export class ReadinessChecks {
  readonly #checks = new Map<string, ReadinessCheck>();

  constructor(private readonly timeoutMs = READINESS_CHECK_TIMEOUT_MS) {}

  /** Adds a check; a second check under the same name is a programming error. */
  add(name: string, check: ReadinessCheck): void {
    if (this.#checks.has(name)) throw new Error(`Readiness check '${name}' is already registered`);
    this.#checks.set(name, check);
  }

  /** The names of the checks, in the order they were added. */
  names(): string[] {
    return [...this.#checks.keys()];
  }

  /** Runs every check at once; ready when all pass within the timeout. */
  async run(): Promise<ReadinessReport> {
    const report: ReadinessReport = { ready: true, checks: {}, failures: {} };
    await Promise.all(
      [...this.#checks].map(async ([name, check]) => {
        try {
          await withTimeout(check, this.timeoutMs);
          report.checks[name] = 'ok';
        } catch (error) {
          report.ready = false;
          report.checks[name] = 'failing';
          report.failures[name] = error instanceof Error ? error.message : String(error);
        }
      }),
    );
    return report;
  }
}

async function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      (async () => check())(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
