import { invalidParams } from './relay-errors';

// Hand-written guards rather than a schema library: the relay sits on a hot path and the shapes
// are a handful of strings and numbers (see the WalletConnect relay RPC reference).

type Params = Record<string, unknown>;

/** The params object of a request; anything else is an invalid-params error. */
export function paramsOf(value: unknown): Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParams('params must be an object');
  }
  return value as Params;
}

/** A non-empty string field (topics are 64 hex characters; the relay only needs them non-empty). */
export function stringField(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 100_000) {
    throw invalidParams(`${name} must be a non-empty string`);
  }
  return value;
}

/** An optional string field. */
export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/** A number field with a default (ttl in seconds, tag). */
export function numberField(params: Params, name: string, fallback: number): number {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw invalidParams(`${name} must be a number`);
  }
  return value;
}

/** An array field of at most `max` entries. */
export function arrayField(params: Params, name: string, max = 1000): unknown[] {
  const value = params[name];
  if (!Array.isArray(value) || value.length > max) {
    throw invalidParams(`${name} must be an array of at most ${max} entries`);
  }
  return value;
}
