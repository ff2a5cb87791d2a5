import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Queryable } from './db/adapter';

/** What @fastify/rate-limit hands a store: the route's settings (merged with the plugin's) and, for a route, its info. */
type StoreOptions = RateLimitOptions & { routeInfo?: { method?: string; url?: string } };

type Incr = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Window used when the plugin does not pass the route's (it does: @fastify/rate-limit 10 calls incr(key, cb, timeWindow, max)). */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * A @fastify/rate-limit store counting in the database (`rate_limit_hits`, fixed windows), so several API processes
 * on one PostgreSQL share each limit instead of allowing it once per process (docs/scale-out.md). One statement per
 * counted request: an upsert that starts a new window when the old one is over and returns the count and the time
 * left. Keys are per route (`METHOD url|client key`); windows idle for a day are deleted now and then.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly timeWindow: number;

    constructor(settings: object) {
      const options = settings as StoreOptions;
      const route = options.routeInfo;
      this.prefix = route ? `${route.method ?? ''} ${route.url ?? ''}|` : '|';
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : DEFAULT_WINDOW_MS;
    }

    incr(key: string, callback: Incr, timeWindow: number = this.timeWindow): void {
      db.query<{ count: number; ttl: number }>(
        `INSERT INTO rate_limit_hits AS h (key, count, window_start) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN h.window_start <= now() - $2 * interval '1 millisecond' THEN 1 ELSE h.count + 1 END,
           window_start = CASE WHEN h.window_start <= now() - $2 * interval '1 millisecond' THEN now() ELSE h.window_start END
         RETURNING count, (extract(epoch FROM h.window_start - now()) * 1000 + $2)::float8 AS ttl`,
        [`${this.prefix}${key}`, timeWindow],
      ).then(
        (rows) => {
          const row = rows[0]!;
          callback(null, { current: row.count, ttl: Math.max(0, Math.round(row.ttl)) });
          if (row.count === 1)
            void db
              .query("DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'")
              .catch(() => undefined);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
