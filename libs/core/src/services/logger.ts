/** Where Kit tells the integrator about configuration problems; never shown to visitors. */
export interface KitLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** Logs to the console with a `[Kit]` prefix so integrators can filter it. */
export const consoleLogger: KitLogger = {
  warn: (message, details) =>
    details === undefined
      ? console.warn(`[Kit] ${message}`)
      : console.warn(`[Kit] ${message}`, details),
  error: (message, details) =>
    details === undefined
      ? console.error(`[Kit] ${message}`)
      : console.error(`[Kit] ${message}`, details),
};
