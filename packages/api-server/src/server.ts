import path from 'node:path';
import { parse as parseQs } from 'node:querystring';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { findResource } from '@tutoring/contract';
import { SERVER_ERROR } from '@tutoring/domain';
import { requireAuth, resolveAuth } from './auth';
import { type Db, openPglite, openPostgres } from './db/adapter';
import { migrate } from './db/migrate';
import { RESOURCES, forActor } from './defs';
import { Realtime } from './realtime';
import {
  type Ctx,
  authorize,
  createRecord,
  destroyRecord,
  keysOf,
  listReply,
  recordVersion,
  showReply,
  updateRecord,
} from './resource';
import { registerPolicy, rules } from './policy';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerActionRoutes } from './routes/actions';
import { registerSessionRoutes } from './routes/sessions';
import { registerMoneyRoutes } from './routes/money';
import { registerReferenceRoutes } from './routes/reference';
import { registerExamRoutes } from './exams';
import { registerLocalAdapters } from './local-adapters';
import { seed } from './seed';
import { HttpError, humanize, parseId, zodMessages } from './util';

/** Options of {@link createServer} / {@link startServer}. */
export interface ServerOptions {
  /** Use this database instead of opening one. */
  db?: Db;
  /** PostgreSQL URL; defaults to `DATABASE_URL`. */
  databaseUrl?: string;
  /** PGlite data folder (default `<repo>/.data/pglite`). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** Seed demo data on start when the database is empty (default true). */
  seed?: boolean;
  /** Generate N parents and 2N sessions for benchmarks. */
  scale?: number;
  /** Fastify logger (default false). */
  logger?: boolean;
  /** Pusher app key and secret of the local realtime server. */
  pusherKey?: string;
  pusherSecret?: string;
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies?: boolean;
}

/** A running server. */
export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  realtime: Realtime;
  close: () => Promise<void>;
}

/** Default PGlite folder: `<repo>/.data/pglite`. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '.data', 'pglite');

/** Everything route modules need. */
export interface AppDeps {
  db: Db;
  realtime: Realtime;
  secureCookies: boolean;
  /** Builds the resource context of an authenticated request. */
  ctx: (req: FastifyRequest) => Ctx;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** Not under session/CSRF rules (exams token, local adapters, error sink). */
    external?: boolean;
  }
}

async function openDb(opts: ServerOptions): Promise<Db> {
  if (opts.db) return opts.db;
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(opts.memory ? undefined : (opts.dataDir ?? DEFAULT_DATA_DIR));
}

/** True when a big list table has most of its pages not marked all-visible (bulk-loaded and never vacuumed). */
async function visibilityMapStale(db: Db): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname IN ('parents', 'students', 'sessions', 'users', 'lead_sources')
       AND c.relpages > 1000 AND c.relallvisible < c.relpages / 2 LIMIT 1`,
  );
  return rows.length > 0;
}

/** Builds the Fastify app on an open, migrated (and seeded) database. */
export async function createServer(
  opts: ServerOptions = {},
): Promise<{ app: FastifyInstance; db: Db; realtime: Realtime }> {
  const db = await openDb(opts);
  const applied = await migrate(db);
  const seeded = opts.seed !== false && (await seed(db, { scale: opts.scale }));
  // Fresh statistics after a schema change or new data, so the planner picks the list indexes (issue 13); after a
  // migration also VACUUM, which sets the visibility map that index-only counts and id pages rely on (PGlite has no
  // autovacuum).
  if (applied.length || (await visibilityMapStale(db))) await db.exec('VACUUM ANALYZE');
  else if (seeded) await db.exec('ANALYZE');
  const realtime = new Realtime(
    db,
    opts.pusherKey ?? process.env.PUSHER_KEY ?? 'local-key',
    opts.pusherSecret ?? process.env.PUSHER_SECRET ?? 'local-secret',
  );
  await realtime.start();

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(websocket);

  const jsonParser = (_req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => {
    if (body === '' || body === undefined) return done(null, {});
    try {
      done(null, JSON.parse(body));
    } catch {
      done(new HttpError(400, ['The request body is not valid JSON.']));
    }
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/vnd.api+json'], { parseAs: 'string' }, jsonParser);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseQs(String(body))),
  );
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonParser);

  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).send({ errors: err.errors, ...err.extra });
    if (
      err &&
      typeof (err as { issues?: unknown }).issues === 'object' &&
      Array.isArray((err as { issues?: unknown }).issues)
    ) {
      return reply.code(422).send({ errors: zodMessages(err as never) });
    }
    const pgMessage = databaseInputError(
      err as Error & { code?: string; detail?: string; column?: string; constraint?: string },
    );
    if (pgMessage) return reply.code(422).send({ errors: [pgMessage] });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ errors: [err.message] });
    req.log.error(err);
    return reply.code(500).send({ errors: [SERVER_ERROR] });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ errors: ['Not found'] }));

  // CORS with credentials for the browser apps (local dev origins by default, CORS_ORIGINS to list others).
  const allowedOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const originAllowed = (o: string) =>
    allowedOrigins.includes(o) || (!allowedOrigins.length && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(o));
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !originAllowed(origin)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'Origin');
    if (req.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'accept, content-type, x-csrf-token, x-spoof-user, authorization')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });

  app.addHook('preHandler', async (req: FastifyRequest) => {
    const url = req.url;
    const config = req.routeOptions.config ?? {};
    if (config.external || !url.startsWith('/api/')) return;
    const auth = await resolveAuth(db, req);
    if (auth) req.auth = auth;
    if (config.public) return;
    if (!auth) throw new HttpError(401, ['You need to sign in before continuing.']);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
      const header = req.headers['x-csrf-token'];
      if (header !== auth.csrfToken) throw new HttpError(403, ['Invalid CSRF token.']);
    }
  });

  const deps: AppDeps = {
    db,
    realtime,
    secureCookies: Boolean(opts.secureCookies),
    ctx: (req) => {
      const auth = requireAuth(req);
      return {
        db,
        auth,
        user: auth.user,
        query: (req.query ?? {}) as Record<string, unknown>,
        publish: (userId, event, data) => {
          const d = data as Record<string, unknown>;
          const type =
            event === 'new-notice'
              ? 'Notice'
              : event === 'student-change'
                ? 'Student'
                : event === 'user-change'
                  ? 'User'
                  : 'HeadsUp';
          return realtime.publish(userId, event, { type, id: d?.id ?? null, data });
        },
      };
    },
  };

  registerAuthRoutes(app, deps);
  registerReferenceRoutes(app, deps);
  registerActionRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerMoneyRoutes(app, deps);
  registerExamRoutes(app, deps);
  registerLocalAdapters(app, deps);
  registerGenericRoutes(app, deps);
  return { app, db, realtime };
}

/** Maps PostgreSQL errors caused by the request's data (bad references, duplicates, ranges) to a 422 message. */
export function databaseInputError(err: {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
}): string | null {
  const code = typeof err.code === 'string' ? err.code : '';
  const field = (err.detail && /Key \(([a-z_]+)\)/.exec(err.detail)?.[1]) ?? err.column ?? '';
  const human = field ? humanize(field) : 'Value';
  switch (code) {
    case '23503':
      return `${human} must exist`;
    case '23505':
      return `${human} has already been taken`;
    case '23514':
      return `${human} is out of range`;
    case '23502':
      return `${human} can't be blank`;
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return 'A value is invalid or out of range';
    default:
      return null;
  }
}

/** Validates a body with the contract's create/update schema when the registry has one. */
export function checkContract(resourcePath: string, op: 'create' | 'update', body: unknown): void {
  const def = findResource(resourcePath);
  const schema = op === 'create' ? def?.createBody : def?.updateBody;
  if (!schema) return;
  const r = schema.safeParse(body);
  if (!r.success) throw new HttpError(422, zodMessages(r.error));
}

function registerGenericRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const base of RESOURCES) {
    const url = `/api/v2/${base.path}`;
    const has = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', u: string) => app.hasRoute({ method, url: u });
    const scoped = base.scope ? 'own records (resource scope)' : undefined;
    if (!has('GET', url)) {
      registerPolicy('GET', url, { allow: base.access.list || rules.nobody, records: scoped }, 'resource');
      app.get(url, async (req) => {
        const ctx = deps.ctx(req);
        authorize(base.access.list, ctx.user);
        return listReply(forActor(base, ctx.user), ctx);
      });
    }
    if (!has('GET', `${url}/:id`)) {
      registerPolicy('GET', `${url}/:id`, { allow: base.access.show || rules.nobody, records: scoped }, 'resource');
      app.get(`${url}/:id`, async (req, reply) => {
        const ctx = deps.ctx(req);
        authorize(base.access.show, ctx.user);
        const id = parseId((req.params as { id: string }).id, keysOf(base).member);
        const body = await showReply(forActor(base, ctx.user), id, ctx);
        // The version a form sends back as If-Match when it saves (issue 20: no lost updates).
        const version = await recordVersion(base, id, deps.db);
        if (version) reply.header('etag', version);
        return body;
      });
    }
    if (base.access.create !== false && !has('POST', url)) {
      registerPolicy('POST', url, { allow: base.access.create || rules.nobody }, 'resource');
      app.post(url, async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = deps.ctx(req);
        authorize(base.access.create, ctx.user);
        checkContract(base.path, 'create', req.body);
        return reply.code(201).send(await createRecord(forActor(base, ctx.user), req.body, ctx));
      });
    }
    if (base.access.update !== false && !has('PUT', `${url}/:id`)) {
      const fieldsNote = base.staffOnlyFields?.length ? `; staff-only fields: ${base.staffOnlyFields.join(', ')}` : '';
      registerPolicy(
        'PUT',
        `${url}/:id`,
        {
          allow: base.access.update || rules.nobody,
          records: scoped || fieldsNote ? `${scoped ?? 'any record'}${fieldsNote}` : undefined,
        },
        'resource',
      );
      const handler = async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = deps.ctx(req);
        authorize(base.access.update, ctx.user);
        const id = parseId((req.params as { id: string }).id, keysOf(base).member);
        checkContract(base.path, 'update', req.body);
        const ifMatch = req.headers['if-match'];
        const out = await updateRecord(forActor(base, ctx.user), id, req.body, ctx, ifMatch);
        const version = await recordVersion(base, id, deps.db);
        if (version) reply.header('etag', version);
        return out;
      };
      app.put(`${url}/:id`, handler);
      app.patch(`${url}/:id`, handler);
    }
    if (base.access.destroy !== false && !has('DELETE', `${url}/:id`)) {
      registerPolicy(
        'DELETE',
        `${url}/:id`,
        { allow: base.access.destroy || rules.nobody, records: scoped },
        'resource',
      );
      app.delete(`${url}/:id`, async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = deps.ctx(req);
        authorize(base.access.destroy, ctx.user);
        await destroyRecord(
          forActor(base, ctx.user),
          parseId((req.params as { id: string }).id, keysOf(base).member),
          ctx,
        );
        return reply.code(204).send();
      });
    }
  }
}

/** Opens the database, builds the app and listens on 127.0.0.1 (port from options, `PORT` or 4000). */
export async function startServer(opts: ServerOptions & { port?: number; host?: string } = {}): Promise<RunningServer> {
  const { app, db, realtime } = await createServer(opts);
  const port = opts.port ?? (process.env.PORT ? Number(process.env.PORT) : 4000);
  const address = await app.listen({ port, host: opts.host ?? '127.0.0.1' });
  let closed = false;
  return {
    url: address,
    app,
    db,
    realtime,
    close: async () => {
      if (closed) return;
      closed = true;
      await realtime.close();
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}
