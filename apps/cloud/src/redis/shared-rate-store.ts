import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

/** The plugin calls incr with the window and the maximum too (its typings omit them). */
type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow?: number,
  max?: number,
) => void;

/** One counter set in Redis, with this process's own counters behind it. */
class SharedRateStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    (this.shared.incr as Incr)(
      key,
      (error, result) => {
        // Redis away: this instance keeps limiting on its own rather than letting all through.
        if (error) (this.local.incr as Incr)(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(): FastifyRateLimitStore {
    // Our limiters key by client or project, never by route: one counter set each.
    return this;
  }
}

/**
 * A rate-limit store for @fastify/rate-limit whose counters every instance shares in Redis
 * (under `namespace`), falling back to counting in this process while Redis does not answer.
 */
export function sharedRateStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  return class extends SharedRateStore {
    constructor() {
      super(new RedisStore(false, false, redis, namespace), new LocalStore(false, false));
    }
  };
}
