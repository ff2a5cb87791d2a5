import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import type { CurrentUser } from '@tutoring/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kdb } from './db/kysely';
import type { SessionCache } from './session-cache';
import { HttpError, forbidden, unauthorized } from './util';

/** The authenticated person a request acts as. */
export interface Actor {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  type: 'Employee' | 'Tutor' | 'Student' | 'Parent';
  roles: string[];
  permissions: string[];
  timeZone: string;
  lockedAt: string | null;
  /**
   * The person behind the user may no longer sign in: a terminated employee (`active` false, SRV-20) or a student
   * whose `canLogin` is off. Like a lock, it refuses the sign-in and ends every session at its next request.
   */
  accessEnded: boolean;
  mustSetPassword: boolean;
  employeeId: number | null;
  studentId: number | null;
  parentId: number | null;
  graderToken: string | null;
}

/** Per-request auth state. */
export interface AuthState {
  /** Who the request acts as (the spoofed student while spoofing). */
  user: Actor;
  /** The admin behind a spoofed request, else null. */
  spoofer: Actor | null;
  sessionId: string;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthState;
  }
}

/** 401 of a sign-in whose person may no longer sign in ({@link Actor.accessEnded}); checked after the password. */
export const ACCESS_ENDED = 'Your account is no longer active.';
export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_TTL_DAYS = 14;
/** Failed logins per e-mail + client address answered at once; after them each try waits {@link loginDelaySeconds}. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** Longest wait between two tries of one e-mail + address; a key with no failure for this long starts afresh. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
/** argon2id parameters of a password hash: memory in KiB, passes, lanes (ADR 0008). */
export interface PasswordParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
/**
 * New password hashes: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane; ADR 0008). Stored bcrypt
 * digests and argon2id digests with less memory or fewer passes are replaced at the next successful login.
 */
export const PASSWORD_PARAMS: PasswordParams = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** The parameters under `NODE_ENV=test`: the smallest argon2id, so the suites' many logins and seeds stay fast. */
export const TEST_PASSWORD_PARAMS: PasswordParams = { memoryCost: 64, timeCost: 1, parallelism: 1 };

/** A user with the records that make them an employee, student or parent, and their grader token. */
function actors(kdb: Kdb) {
  return kdb
    .selectFrom('users as u')
    .leftJoin('employees as e', 'e.user_id', 'u.id')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .leftJoin('parents as p', 'p.user_id', 'u.id')
    .leftJoin('essay_graders as g', 'g.employee_id', 'e.id')
    .select([
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.type',
      'u.roles',
      'u.permissions',
      'u.time_zone',
      'u.locked_at',
      sql<boolean>`(e.id IS NOT NULL AND NOT e.active) OR (s.id IS NOT NULL AND NOT s.can_login)`.as('access_ended'),
      'u.must_set_password',
      'e.id as employee_id',
      's.id as student_id',
      'p.id as parent_id',
      'g.token as grader_token',
    ]);
}
type ActorRow = Awaited<ReturnType<ReturnType<typeof actors>['executeTakeFirstOrThrow']>>;

function toActor(r: ActorRow): Actor {
  return {
    userId: r.user_id,
    email: r.email ?? '',
    firstName: r.first_name,
    lastName: r.last_name,
    type: r.type as Actor['type'],
    roles: r.roles ?? [],
    permissions: r.permissions ?? [],
    timeZone: r.time_zone,
    lockedAt: r.locked_at ?? null,
    accessEnded: Boolean(r.access_ended),
    mustSetPassword: Boolean(r.must_set_password),
    employeeId: r.employee_id ?? null,
    studentId: r.student_id ?? null,
    parentId: r.parent_id ?? null,
    graderToken: r.grader_token ?? null,
  };
}

/** Loads an actor by user id. */
export async function loadActor(kdb: Kdb, userId: number): Promise<Actor | null> {
  const row = await actors(kdb).where('u.id', '=', userId).executeTakeFirst();
  return row ? toActor(row) : null;
}

/** Loads the actors of several user ids in one query (ids without a user are left out). */
export async function loadActors(kdb: Kdb, userIds: readonly number[]): Promise<Actor[]> {
  if (!userIds.length) return [];
  const rows = await actors(kdb)
    .where('u.id', 'in', [...userIds])
    .execute();
  return rows.map(toActor);
}

/** Loads an actor by e-mail (case-insensitive). */
export async function loadActorByEmail(
  kdb: Kdb,
  email: string,
): Promise<(Actor & { passwordDigest: string | null }) | null> {
  const row = await actors(kdb)
    .select('u.password_digest')
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row ? { ...toActor(row), passwordDigest: row.password_digest ?? null } : null;
}

/** Role and permission predicates (OP-06, C-15). */
export const is = {
  admin: (a: Actor): boolean => a.roles.includes('admin') || a.permissions.includes('ADMIN'),
  staff: (a: Actor): boolean =>
    is.admin(a) || ['crm', 'academic_advisor', 'director_of_academic_advising'].some((r) => a.roles.includes(r)),
  tutor: (a: Actor): boolean => a.roles.includes('tutor') || a.permissions.includes('TUTOR'),
  employee: (a: Actor): boolean => a.type === 'Employee' || a.type === 'Tutor',
  operations: (a: Actor): boolean => a.permissions.includes('OPERATIONS') || a.roles.includes('OPERATIONS'),
  student: (a: Actor): boolean => a.type === 'Student',
  parent: (a: Actor): boolean => a.type === 'Parent',
  /** Who may see and save a card profile: staff, a parent, or a student (for their own parent, PAY-18, STU-24). */
  cardHolder: (a: Actor): boolean => is.staff(a) || a.type === 'Parent' || a.type === 'Student',
};

/** The CurrentUser reply of ADR 0001. */
export function currentUserJson(auth: AuthState): CurrentUser {
  const u = auth.user;
  return {
    id: u.userId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    type: u.type,
    roles: u.roles,
    permissions: u.permissions,
    timeZone: u.timeZone,
    actorId: auth.spoofer ? auth.spoofer.userId : null,
    employeeId: u.employeeId,
    studentId: u.studentId,
    parentId: u.parentId,
    essayGrader: u.graderToken !== null,
    graderToken: u.graderToken,
    mustSetPassword: u.mustSetPassword,
    spoofing:
      auth.spoofer && u.studentId !== null
        ? { type: 'Student', id: u.studentId, name: `${u.firstName} ${u.lastName}`.trim() }
        : null,
  };
}

/** argon2id in @node-rs/argon2's `Algorithm` (a `const enum`, which isolated modules cannot read; also its default). */
const ARGON2ID = 2;
const ARGON2ID_DIGEST = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;
const BCRYPT_DIGEST = /^\$2[aby]\$\d{2}\$/;

/** Hashes a password: an argon2id digest in the PHC string format (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export const hashPassword = (password: string, params: PasswordParams): Promise<string> =>
  argon2Hash(password, { ...params, algorithm: ARGON2ID });

/**
 * True when a stored digest is to be replaced at the next successful login: a bcrypt digest (the hashes made before
 * ADR 0008), or an argon2id digest with less memory, fewer passes or other lanes than `params`.
 */
export const needsRehash = (digest: string, params: PasswordParams): boolean => {
  const m = ARGON2ID_DIGEST.exec(digest);
  return (
    !m || Number(m[1]) < params.memoryCost || Number(m[2]) < params.timeCost || Number(m[3]) !== params.parallelism
  );
};

const token = (): string => randomBytes(24).toString('base64url');

/** Creates a database-backed session; returns its id and CSRF token. */
async function createSession(kdb: Kdb, userId: number): Promise<{ id: string; csrfToken: string }> {
  const id = token();
  const csrfToken = token();
  await kdb
    .insertInto('web_sessions')
    .values({
      id,
      user_id: userId,
      csrf_token: csrfToken,
      expires_at: sql<string>`now() + make_interval(days => ${SESSION_TTL_DAYS})`,
    })
    .execute();
  return { id, csrfToken };
}

/** Seconds a key with `failures` consecutive failed logins waits before its next try: 0, then 1, 2, 4 … 900. */
export const loginDelaySeconds = (failures: number): number =>
  failures < LOGIN_FREE_ATTEMPTS ? 0 : Math.min(2 ** (failures - LOGIN_FREE_ATTEMPTS), LOGIN_MAX_DELAY_SECONDS);

/**
 * Back-off of logins keyed by e-mail + client address (`login_attempts`: `count` = consecutive failures,
 * `window_start` = the last failure): a try before the key's delay is over answers 429 with `Retry-After`. Only that
 * address waits, so nobody elsewhere can lock the account; the delay grows with each failure and is forgotten after
 * {@link LOGIN_MAX_DELAY_SECONDS} without one.
 */
export async function checkLoginDelay(kdb: Kdb, key: string): Promise<void> {
  const r = await kdb
    .selectFrom('login_attempts')
    .select(['count', sql<number>`extract(epoch FROM now() - window_start)::float8`.as('age')])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!r || r.age > LOGIN_MAX_DELAY_SECONDS) return;
  const wait = loginDelaySeconds(r.count) - r.age;
  if (wait > 0)
    throw new HttpError(429, ['Too many login attempts. Please try again later.'], {
      retryAfter: Math.ceil(wait),
    });
}

/** Records one failed login for key (and forgets keys idle for a day, so the table stays small). */
export async function recordLoginFailure(kdb: Kdb, key: string): Promise<void> {
  await kdb
    .insertInto('login_attempts')
    .values({ key, count: 1, window_start: sql<string>`now()` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN login_attempts.window_start < now() - make_interval(secs => ${LOGIN_MAX_DELAY_SECONDS}) THEN 1 ELSE login_attempts.count + 1 END`,
        window_start: sql<string>`now()`,
      }),
    )
    .execute();
  await kdb
    .deleteFrom('login_attempts')
    .where('window_start', '<', sql<string>`now() - interval '1 day'`)
    .execute();
}

/** An unexpired session with its user's actor row, in one round trip: what a session cookie resolves to. */
const sessionRow = (kdb: Kdb, sid: string) =>
  actors(kdb)
    .innerJoin('web_sessions as ws', 'ws.user_id', 'u.id')
    .select(['ws.csrf_token', 'ws.expires_at'])
    .where('ws.id', '=', sid)
    .where('ws.expires_at', '>', sql<string>`now()`)
    .executeTakeFirst();

/**
 * Which of `ids` are sessions that still act: unexpired, of a user who is neither locked nor whose access has ended
 * ({@link Actor.accessEnded}), the test {@link resolveAuth} applies to a cookie. A realtime subscription lasts only
 * while the session that authorised it is one of these (src/realtime.ts).
 */
export async function liveSessionIds(kdb: Kdb, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await actors(kdb)
    .innerJoin('web_sessions as ws', 'ws.user_id', 'u.id')
    .select('ws.id as session_id')
    .where('ws.id', 'in', [...ids])
    .where('ws.expires_at', '>', sql<string>`now()`)
    .execute();
  return new Set(rows.filter((r) => !r.locked_at && !r.access_ended).map((r) => r.session_id));
}

/**
 * Opens a session for a user who has just signed in (SRV-02) and answers its auth state. With `sessions`, the
 * session's row read here is kept in that cache once the sign-in's reply is on its way (src/session-cache.ts), so
 * the requests the page makes right after it read no session.
 */
export async function openSession(
  kdb: Kdb,
  userId: number,
  req: FastifyRequest,
  sessions?: SessionCache,
): Promise<AuthState> {
  const { id } = await createSession(kdb, userId);
  const load = () => sessionRow(kdb, id);
  const row = sessions ? await sessions.opened(req, id, load) : await load();
  if (!row) throw new Error('The new session could not be read back.');
  return { user: toActor(row), spoofer: null, sessionId: id, csrfToken: row.csrf_token };
}

/**
 * Reads the session cookie and resolves the auth state (with spoofing), or null. With `sessions`, the session and
 * actor row comes from that short cache when it has it (src/session-cache.ts).
 */
export async function resolveAuth(kdb: Kdb, req: FastifyRequest, sessions?: SessionCache): Promise<AuthState | null> {
  const sid = req.cookies?.[SESSION_COOKIE];
  if (!sid) return null;
  const load = () => sessionRow(kdb, sid);
  const row = sessions ? await sessions.lookup(sid, load) : await load();
  if (!row) return null;
  const user = toActor(row);
  if (user.lockedAt || user.accessEnded) return null;
  let auth: AuthState = { user, spoofer: null, sessionId: sid, csrfToken: row.csrf_token };
  const spoof = req.headers['x-spoof-user'];
  if (typeof spoof === 'string' && spoof !== '') {
    if (!is.admin(user)) throw forbidden('Only administrators can act as another user.');
    const m = /^Student:(\d{1,9})$/.exec(spoof.trim());
    if (!m) throw new HttpError(422, ['Spoofing header must be Student:<id>']);
    const target = await actors(kdb).where('s.id', '=', Number(m[1])).executeTakeFirst();
    if (!target) throw new HttpError(404, ['Student not found']);
    auth = { user: toActor(target), spoofer: user, sessionId: sid, csrfToken: row.csrf_token };
  }
  return auth;
}

/** Requires a session; throws 401. */
export function requireAuth(req: FastifyRequest): AuthState {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** Sets the session and CSRF cookies. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { id: string; csrfToken: string },
  secure: boolean,
): void {
  const maxAge = SESSION_TTL_DAYS * 24 * 3600;
  reply.setCookie(SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge });
}

/** Clears both cookies. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** Digests compared against when the e-mail is unknown, so unknown and known e-mails take the same time to fail. */
const dummyDigests = new Map<string, Promise<string>>();
/** The argon2id digest of a random password with `params`, made once per process and set of parameters. */
export const dummyDigest = (params: PasswordParams): Promise<string> => {
  const key = `${params.memoryCost},${params.timeCost},${params.parallelism}`;
  let d = dummyDigests.get(key);
  if (!d) dummyDigests.set(key, (d = hashPassword(randomBytes(16).toString('hex'), params)));
  return d;
};

/**
 * Checks a password against its digest: argon2id, or bcrypt for a digest made before ADR 0008 (it is replaced once
 * the password is known, {@link needsRehash}). Without a usable digest (unknown e-mail, no password set) it still runs
 * one argon2id verification with `params` against {@link dummyDigest} and answers false.
 */
export async function checkPassword(password: string, digest: string | null, params: PasswordParams): Promise<boolean> {
  if (digest && ARGON2ID_DIGEST.test(digest)) return argon2Verify(digest, password);
  if (digest && BCRYPT_DIGEST.test(digest)) return bcrypt.compare(password, digest);
  await argon2Verify(await dummyDigest(params), password);
  return false;
}

/** How long a K12 sign-in ticket stays valid. */
export const K12_TICKET_TTL_SECONDS = 5 * 60;

const k12Signature = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`k12:${payload}`).digest('base64url');

/**
 * A K12 sign-in ticket for a student: `<base64url {studentId, exp, nonce}>.<HMAC-SHA256>`, valid
 * {@link K12_TICKET_TTL_SECONDS} and usable once ({@link spendK12Ticket}); the nonce makes two tickets of one second differ.
 */
export function signK12Ticket(secret: string, studentId: number, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      studentId,
      exp: Math.floor(now / 1000) + K12_TICKET_TTL_SECONDS,
      nonce: randomBytes(9).toString('base64url'),
    }),
  ).toString('base64url');
  return `${payload}.${k12Signature(secret, payload)}`;
}

/** 401 of a genuine, unexpired K12 ticket used a second time. */
export const K12_TICKET_USED = 'The K12 sign-in ticket has already been used.';

/**
 * Spends a K12 ticket (verified by {@link verifyK12Ticket}): true the first time, false ever after. The use is recorded
 * in the request rate limits' table (`rate_limit_hits`, shared by every process: a limit of one use per ticket), kept
 * past the ticket's expiry and swept with the table's idle windows.
 */
export async function spendK12Ticket(kdb: Kdb, ticket: string): Promise<boolean> {
  const used = await kdb
    .insertInto('rate_limit_hits')
    .values({
      key: `k12-ticket|${ticket.slice(ticket.lastIndexOf('.') + 1)}`,
      count: 1,
      window_start: sql<string>`now()`,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return used !== undefined;
}

/** The student id of a genuine, unexpired K12 ticket, else null. */
export function verifyK12Ticket(secret: string, ticket: string, now = Date.now()): number | null {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(k12Signature(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { studentId, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      studentId?: unknown;
      exp?: unknown;
    };
    if (typeof studentId !== 'number' || typeof exp !== 'number' || exp * 1000 <= now) return null;
    return studentId;
  } catch {
    return null;
  }
}
