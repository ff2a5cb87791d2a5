import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { parse as parseQs } from 'node:querystring';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { SERVER_ERROR } from '@tutoring/domain';
import { PASSWORD_PARAMS, type PasswordParams, TEST_PASSWORD_PARAMS, requireAuth, resolveAuth } from './auth';
import { registerProcessName } from './cluster';
import { type Db, openPglite, openPostgres } from './db/adapter';
import { migrate } from './db/migrate';
import { sql } from 'kysely';
import { type Kdb, kyselyOf } from './db/kysely';
import { type Services, installRouteConventions } from './context';
import { DOCS_PREFIX, registerOpenApi } from './openapi';
import { parentsRoutes } from './resources/parents/routes';
import { noticesRoutes } from './resources/notices/routes';
import { targetHistoriesRoutes } from './resources/target_histories/routes';
import { inboxActivitiesRoutes } from './resources/inbox_activities/routes';
import { contactHistoriesRoutes } from './resources/contact_histories/routes';
import { messagesRoutes } from './resources/messages/routes';
import { teamsRoutes } from './resources/teams/routes';
import { couponsRoutes } from './resources/coupons/routes';
import { enrollmentsRoutes } from './resources/enrollments/routes';
import { refundRequestsRoutes } from './resources/refund_requests/routes';
import { installmentsRoutes } from './resources/installments/routes';
import { paymentsRoutes } from './resources/payments/routes';
import { payrollItemsRoutes } from './resources/payroll_items/routes';
import { tutorPackagesRoutes } from './resources/tutor_packages/routes';
import { tutorPackageTranscriptsRoutes } from './resources/tutor_package_transcripts/routes';
import { authorizeNetProfilesRoutes } from './resources/authorize_net_profiles/routes';
import { lineItemAdjustmentsRoutes } from './resources/line_item_adjustments/routes';
import { sessionsRoutes } from './resources/sessions/routes';
import { attendancesRoutes } from './resources/attendances/routes';
import { leadSourcesRoutes } from './resources/lead_sources/routes';
import { eventsRoutes } from './resources/events/routes';
import { tutoringsRoutes } from './resources/tutorings/routes';
import { referenceRoutes } from './resources/reference/routes';
import { coursesRoutes } from './resources/courses/routes';
import { shipmentsRoutes } from './resources/shipments/routes';
import { materialsRoutes } from './resources/materials/routes';
import { courseTemplatesRoutes } from './resources/course_templates/routes';
import { brandsRoutes } from './resources/brands/routes';
import { placesRoutes } from './resources/places/routes';
import { employeesRoutes } from './resources/employees/routes';
import { avatarsRoutes } from './resources/avatars/routes';
import { questsRoutes } from './resources/quests/routes';
import { callsRoutes } from './resources/calls/routes';
import { imminentClosesRoutes } from './resources/imminent_closes/routes';
import { smsRoutes } from './resources/sms/routes';
import { historiesRoutes } from './resources/histories/routes';
import { activitiesRoutes } from './resources/activities/routes';
import { notesRoutes } from './resources/notes/routes';
import { authRoutes } from './resources/auth/routes';
import { errorReportsRoutes } from './resources/error_reports/routes';
import { realtimeRoutes } from './resources/realtime/routes';
import { localAdaptersRoutes } from './resources/local/routes';
import { examsRoutes } from './resources/exams/routes';
import { databaseRateLimitStore } from './rate-limit-store';
import { Realtime } from './realtime';
import { registerSessionCache } from './session-cache';
import { seed } from './seed';
import { StartupError } from './startup-error';
import { BodyError, HttpError, humanize, zodMessages } from './util';
import { checkIncludes, foldIncludes, includableRelations, takesInclude } from './resources/shared/list';
import { departmentsRoutes } from './resources/departments/routes';
import { testDatesRoutes } from './resources/test_dates/routes';
import { studyAreasRoutes } from './resources/study_areas/routes';
import { assignmentsRoutes } from './resources/assignments/routes';
import { reviewsRoutes } from './resources/reviews/routes';
import { availabilitiesRoutes } from './resources/availabilities/routes';
import { studentsRoutes } from './resources/students/routes';
import { usersRoutes } from './resources/users/routes';
import { publicEnrollmentRoutes } from './resources/public-enrollment/routes';

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
  /** Seed the demo users and data (once per database; default false: an empty database stays empty). */
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
  /** Key of the server's own signatures (K12 tickets); defaults to `SESSION_SECRET`. Required in production. */
  sessionSecret?: string;
  /**
   * argon2id parameters of new password hashes (default {@link PASSWORD_PARAMS}; {@link TEST_PASSWORD_PARAMS} under
   * NODE_ENV=test); bcrypt digests and cheaper argon2id ones are upgraded at login (ADR 0008).
   */
  passwordParams?: PasswordParams;
  /** Proxies whose `X-Forwarded-For` is trusted (default `TRUST_PROXY`, comma-separated; none when unset). */
  trustProxy?: string[];
  /** Origins allowed to call with credentials (default `CORS_ORIGINS`, comma-separated; none when unset). */
  corsOrigins?: string[];
}

/** A running server. */
export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  realtime: Realtime;
  /** Every route registered (method and URL pattern), e.g. for tests that try them all. */
  routes: { method: string; url: string }[];
  close: () => Promise<void>;
}

/** Default PGlite folder: `<repo>/.data/pglite`. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '.data', 'pglite');

/** The services route modules share (src/context.ts). */
export type { AppDeps, Services } from './context';

async function openDb(opts: ServerOptions): Promise<Db> {
  if (opts.db) return opts.db;
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(opts.memory ? undefined : (opts.dataDir ?? DEFAULT_DATA_DIR));
}

/** True when a big list table has most of its pages not marked all-visible (bulk-loaded and never vacuumed). */
async function visibilityMapStale(kdb: Kdb): Promise<boolean> {
  // The system catalog is outside the generated schema: Kysely's sql tag (parameterised, no values in the text).
  const { rows } = await sql`SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname IN ('parents', 'students', 'sessions', 'users', 'lead_sources')
       AND c.relpages > 1000 AND c.relallvisible < c.relpages / 2 LIMIT 1`.execute(kdb);
  return rows.length > 0;
}

/** True when the server runs in production (`NODE_ENV=production` or `APP_ENV=production`). */
export const isProduction = (): boolean =>
  process.env.NODE_ENV === 'production' || process.env.APP_ENV === 'production';

/** Development-only secrets, used when the environment sets none outside production. */
const DEV_SESSION_SECRET = 'local-session-secret';
const DEV_PUSHER_SECRET = 'local-secret';

/** The secrets of this process; in production a missing one refuses the start (no built-in default). */
export function serverSecrets(opts: ServerOptions): { sessionSecret: string; pusherSecret: string } {
  const sessionSecret = opts.sessionSecret ?? process.env.SESSION_SECRET ?? '';
  const pusherSecret = opts.pusherSecret ?? process.env.PUSHER_SECRET ?? '';
  if (isProduction()) {
    const missing = [!sessionSecret && 'SESSION_SECRET', !pusherSecret && 'PUSHER_SECRET'].filter(Boolean);
    if (missing.length)
      throw new StartupError(
        `Refusing to start in production without ${missing.join(' and ')}: set ${missing.length > 1 ? 'them' : 'it'} to a long random value.`,
      );
  }
  return { sessionSecret: sessionSecret || DEV_SESSION_SECRET, pusherSecret: pusherSecret || DEV_PUSHER_SECRET };
}

/** Node's parser errors with their own status; any other is a 400. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long.'],
};

/**
 * Answers a request Node's HTTP parser rejected (Fastify's `clientErrorHandler`) with the product's error body, then
 * closes the connection; a connection reset by the client gets no answer.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid.'];
  const body = JSON.stringify({ errors: [message] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** The largest avatar file (multipart `fileSize`; its refusal says "5 MB"). */
const UPLOAD_FILE_LIMIT = 5 * 1024 * 1024;

/**
 * The refusals Fastify and its plugins make themselves (`FST_*` codes), in the product's words and statuses: their
 * own English ("reach files limit", "Method 'QUERY' must provide a 'Content-Type' header.", a too-long path echoed
 * back) never reaches a caller. The only multipart route is the avatar upload (one image).
 */
const FRAMEWORK_REFUSALS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'The request body is not of a supported type.'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'The request body is not of a supported type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  // The shell's proxy refuses such a QUERY itself, with its general 400 sentence (scripts/lib/static-server.mjs): one
  // answer whichever server a caller reaches.
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: [400, 'The request needs a Content-Type header.'],
  FST_ERR_ROUTE_MISSING_CONTENT: [400, 'The request needs a body.'],
  FST_ERR_BAD_URL: [400, 'The request URL is not valid.'],
  FST_ERR_INVALID_URL: [400, 'The request URL is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The request URL is too long.'],
  FST_ERR_NOT_FOUND: [404, 'Not found'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The image is larger than 5 MB.'],
  FST_FILES_LIMIT: [422, 'Send one image.'],
  FST_PARTS_LIMIT: [413, 'The upload has too many parts.'],
  FST_FIELDS_LIMIT: [413, 'The upload has too many parts.'],
  FST_PROTO_VIOLATION: [400, 'The request contains a forbidden key: __proto__.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Avatar must be sent as multipart/form-data'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A field of the upload is not valid JSON.'],
};

/**
 * The status and sentence of an error Fastify or a plugin raised itself (a `FST_*` code), null for any other: a listed
 * refusal in the product's words, another 4xx as its status's general sentence, anything else the server error.
 */
export function frameworkRefusal(error: { code?: unknown; statusCode?: number }): [number, string] | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (!code.startsWith('FST_')) return null;
  if (Object.hasOwn(FRAMEWORK_REFUSALS, code)) return FRAMEWORK_REFUSALS[code]!;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return [500, SERVER_ERROR];
  return [status, status === 400 ? 'The request is not valid.' : (STATUS_CODES[status] ?? 'The request is not valid.')];
}

/**
 * 429 of a request over a route's rate limit (@fastify/rate-limit; its `Retry-After` says when to try again): the
 * static server's sentence for its own 429 (scripts/lib/static-server.mjs), not the plugin's "Rate limit exceeded,
 * retry in 1 minute".
 */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** A comma-separated list from an option or an environment variable. */
const listOf = (value: string[] | undefined, env: string | undefined): string[] =>
  value ??
  (env ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** Builds the Fastify app on an open, migrated (and, when asked, seeded) database. */
export async function createServer(
  opts: ServerOptions = {},
): Promise<{ app: FastifyInstance; db: Db; realtime: Realtime; routes: { method: string; url: string }[] }> {
  const secrets = serverSecrets(opts);
  const db = await openDb(opts);
  const applied = await migrate(db);
  const seeded = opts.seed === true && (await seed(db, { scale: opts.scale }));
  // Fresh statistics after a schema change or new data, so the planner picks the list indexes (issue 13); after a
  // migration also VACUUM, which sets the visibility map that index-only counts and id pages rely on (PGlite has no
  // autovacuum).
  if (applied.length || (await visibilityMapStale(kyselyOf(db)))) await db.exec('VACUUM ANALYZE');
  else if (seeded) await db.exec('ANALYZE');
  const realtime = new Realtime(db, opts.pusherKey ?? process.env.PUSHER_KEY ?? 'local-key', secrets.pusherSecret);
  await realtime.start();

  const trustProxy = listOf(opts.trustProxy, process.env.TRUST_PROXY);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    // X-Forwarded-For counts only when the connection comes from a configured proxy (the shell's server).
    trustProxy: trustProxy.length ? trustProxy : false,
    // A request Node's parser rejects before Fastify sees it (an unknown method, headers over 16 KB) gets the
    // `errors` body too, not Fastify's default `{error, message, statusCode}`.
    clientErrorHandler: answerClientError,
    // Errors Fastify answers before any hook (a path segment that is not valid UTF-8…) keep the `errors` body too.
    frameworkErrors: (error, _req, reply) => {
      const [status, message] = frameworkRefusal(error) ?? [400, 'The request URL is not valid.'];
      void (reply as FastifyReply)
        .code(status)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send({ errors: [message] });
    },
  });
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of ([] as string[]).concat(r.method)) routes.push({ method, url: r.url });
  });
  registerProcessName(app);
  const sessions = await registerSessionCache(app, db);
  const kdb = kyselyOf(db);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(kdb),
    errorResponseBuilder: (_req, context) => new HttpError(context.statusCode, [TOO_MANY_REQUESTS]),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_FILE_LIMIT, files: 1 } });
  await app.register(websocket);

  const jsonParser = (_req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => {
    if (body === '' || body === undefined) return done(null, {});
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return done(new HttpError(400, ['The request body is not valid JSON.']));
    }
    const problem = hostileInput(value);
    if (problem) return done(new HttpError(400, [problem]));
    done(null, value);
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/vnd.api+json'], { parseAs: 'string' }, jsonParser);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const value = parseQs(String(body));
    const problem = hostileInput(value);
    if (problem) return done(new HttpError(400, [problem]));
    done(null, value);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonParser);
  // Query strings and path parameters get the same check before any handler reads them.
  app.addHook('preValidation', async (req) => {
    const problem = hostileInput(req.query) ?? hostileInput(req.params);
    if (problem) throw new HttpError(400, [problem]);
  });

  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    const sentence = req.routeOptions.config.requiredSentence;
    if (err instanceof BodyError && sentence && err.blank.size > 0)
      return reply.code(422).send({ errors: [sentence, ...err.errors.filter((m) => !err.blank.has(m))], ...err.extra });
    if (err instanceof HttpError) {
      if (typeof err.extra.retryAfter === 'number') reply.header('retry-after', String(err.extra.retryAfter));
      return reply.code(err.status).send({ errors: err.errors, ...err.extra });
    }
    if (
      err &&
      typeof (err as { issues?: unknown }).issues === 'object' &&
      Array.isArray((err as { issues?: unknown }).issues)
    ) {
      return reply.code(422).send({ errors: zodMessages(err as never) });
    }
    const refusal = frameworkRefusal(err as Error & { code?: unknown });
    if (refusal) {
      if (refusal[0] >= 500) req.log.error(err);
      return reply.code(refusal[0]).send({ errors: [refusal[1]] });
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
  // After the error handler, so that the viewer's own routes answer errors with the same `errors` body.
  await registerOpenApi(app);

  // CORS with credentials only for the configured origins (CORS_ORIGINS; none by default: the shell and the remotes'
  // dev servers proxy /api, so the browser calls are same-origin and need no CORS).
  const corsOrigins = listOf(opts.corsOrigins, process.env.CORS_ORIGINS);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !corsOrigins.includes(origin)) return;
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

  // Replies of the API carry personal data: never stored by a browser or a shared cache (unless a route says otherwise,
  // e.g. immutable avatar files).
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('cache-control') && (req.url.startsWith('/api/') || req.url.startsWith('/local/')))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  app.addHook('preHandler', async (req: FastifyRequest) => {
    const url = req.url;
    const config = req.routeOptions.config ?? {};
    if (config.external || !url.startsWith('/api/') || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return;
    const auth = await resolveAuth(kdb, req, sessions);
    if (auth) req.auth = auth;
    if (config.public) return;
    if (!auth) throw new HttpError(401, ['You need to sign in before continuing.']);
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
      const header = req.headers['x-csrf-token'];
      if (header !== auth.csrfToken) throw new HttpError(403, ['Invalid CSRF token.']);
    }
  });

  installRouteConventions(app);
  // `include` names relations of the resource (the records of the route's reply in the contract): on a list or show
  // whose query string takes `include`, another name is a 422 like an unknown `orderBy` or `fields` name (ADR 0001).
  // An action's `include` (add_hours' `include=enrollment`) says what its reply carries and is the action's to read.
  // Every form of the parameter (repeated, `include[]=`, `include[0]=`) is folded into one first: read and checked alike.
  const routeRelations = new Map<string, ReadonlySet<string> | null>();
  app.addHook('preHandler', async (req) => {
    const q = req.query as Record<string, unknown> | undefined;
    const { schema, url, method } = req.routeOptions;
    if (req.method !== 'GET' || !q || !schema || url === undefined || !foldIncludes(q)) return;
    const route = `${String(method)} ${url}`;
    let relations = routeRelations.get(route);
    if (relations === undefined) {
      relations = takesInclude(schema.querystring) ? includableRelations(url, schema.response) : null;
      routeRelations.set(route, relations);
    }
    if (relations) checkIncludes(q, relations);
  });

  const deps: Services = {
    db,
    kdb,
    realtime,
    sessions,
    secureCookies: Boolean(opts.secureCookies),
    sessionSecret: secrets.sessionSecret,
    passwordParams: opts.passwordParams ?? (process.env.NODE_ENV === 'test' ? TEST_PASSWORD_PARAMS : PASSWORD_PARAMS),
    corsOrigins,
    ctx: (req) => {
      const auth = requireAuth(req);
      return {
        db,
        kdb: deps.kdb,
        auth,
        user: auth.user,
        query: (req.query ?? {}) as Record<string, unknown>,
        publish: async (userId, event, data) => {
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

  app.decorate('services', deps);
  await app.register(parentsRoutes);
  await app.register(sessionsRoutes);
  await app.register(attendancesRoutes);
  await app.register(noticesRoutes);
  await app.register(targetHistoriesRoutes);
  await app.register(inboxActivitiesRoutes);
  await app.register(contactHistoriesRoutes);
  await app.register(messagesRoutes);
  await app.register(teamsRoutes);
  await app.register(leadSourcesRoutes);
  await app.register(eventsRoutes);
  await app.register(tutoringsRoutes);
  await app.register(referenceRoutes);
  await app.register(coursesRoutes);
  await app.register(shipmentsRoutes);
  await app.register(materialsRoutes);
  await app.register(courseTemplatesRoutes);
  await app.register(brandsRoutes);
  await app.register(placesRoutes);
  await app.register(departmentsRoutes);
  await app.register(testDatesRoutes);
  await app.register(studyAreasRoutes);
  await app.register(assignmentsRoutes);
  await app.register(reviewsRoutes);
  await app.register(availabilitiesRoutes);
  await app.register(studentsRoutes);
  await app.register(usersRoutes);
  await app.register(couponsRoutes);
  await app.register(enrollmentsRoutes);
  await app.register(refundRequestsRoutes);
  await app.register(installmentsRoutes);
  await app.register(paymentsRoutes);
  await app.register(payrollItemsRoutes);
  await app.register(tutorPackagesRoutes);
  await app.register(tutorPackageTranscriptsRoutes);
  await app.register(authorizeNetProfilesRoutes);
  await app.register(lineItemAdjustmentsRoutes);
  await app.register(employeesRoutes);
  await app.register(avatarsRoutes);
  await app.register(questsRoutes);
  await app.register(callsRoutes);
  await app.register(imminentClosesRoutes);
  await app.register(smsRoutes);
  await app.register(historiesRoutes);
  await app.register(activitiesRoutes);
  await app.register(notesRoutes);
  await app.register(authRoutes);
  await app.register(errorReportsRoutes);
  await app.register(realtimeRoutes);
  await app.register(examsRoutes);
  await app.register(publicEnrollmentRoutes);
  await app.register(localAdaptersRoutes);
  return { app, db, realtime, routes };
}

/** Largest accepted request body (JSON, form, text); larger ones answer 413. Avatars have their own multipart limit. */
export const BODY_LIMIT = 1024 * 1024;
/** Deepest nesting of arrays/objects a body may have. */
export const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a parsed body, query or params object is refused before any handler sees it, or null: a NUL character or a
 * lone surrogate in a key or a string (PostgreSQL text cannot hold them), a `__proto__`/`constructor`/`prototype`
 * key, or nesting deeper than {@link MAX_DEPTH}. Iterative, so a 5,000-deep body costs no stack.
 */
export function hostileInput(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) return 'The request contains a NUL character or invalid Unicode.';
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return `The request body is nested more than ${MAX_DEPTH} levels deep.`;
      for (const [k, child] of Object.entries(v)) {
        if (FORBIDDEN_KEYS.has(k)) return `The request contains a forbidden key: ${k}.`;
        if (BAD_TEXT.test(k)) return 'The request contains a NUL character or invalid Unicode.';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
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
    case '22021':
    case '22P05':
    case '22023':
    case '22009':
    case '22012':
    case '54000':
    case '54001':
      return 'A value is invalid or out of range';
    default:
      return null;
  }
}

/** Opens the database, builds the app and listens on 127.0.0.1 (port from options, `PORT` or 4000). */
export async function startServer(opts: ServerOptions & { port?: number; host?: string } = {}): Promise<RunningServer> {
  const { app, db, realtime, routes } = await createServer(opts);
  const port = opts.port ?? (process.env.PORT ? Number(process.env.PORT) : 4000);
  const address = await app.listen({ port, host: opts.host ?? '127.0.0.1' });
  let closed = false;
  return {
    url: address,
    app,
    db,
    realtime,
    routes,
    close: async () => {
      if (closed) return;
      closed = true;
      await realtime.close();
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}
