import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Kdb } from './db/kysely';

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
export function databaseRateLimitStore(kdb: Kdb): FastifyRateLimitStoreCtor {
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
      const window = sql<string>`now() - ${timeWindow} * interval '1 millisecond'`;
      kdb
        .insertInto('rate_limit_hits')
        .values({ key: `${this.prefix}${key}`, count: 1, window_start: sql<string>`now()` })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limit_hits.window_start <= ${window} THEN 1 ELSE rate_limit_hits.count + 1 END`,
            window_start: sql<string>`CASE WHEN rate_limit_hits.window_start <= ${window} THEN now() ELSE rate_limit_hits.window_start END`,
          }),
        )
        .returning([
          'count',
          sql<number>`(extract(epoch FROM rate_limit_hits.window_start - now()) * 1000 + ${timeWindow})::float8`.as(
            'ttl',
          ),
        ])
        .executeTakeFirstOrThrow()
        .then(
          (row) => {
            callback(null, { current: row.count, ttl: Math.max(0, Math.round(row.ttl)) });
            if (row.count === 1)
              void kdb
                .deleteFrom('rate_limit_hits')
                .where('window_start', '<', sql<string>`now() - interval '1 day'`)
                .execute()
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
