import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from './db/adapter';
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

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_TTL_DAYS = 14;
/** Failed logins per e-mail + client address answered at once; after them each try waits {@link loginDelaySeconds}. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** Longest wait between two tries of one e-mail + address; a key with no failure for this long starts afresh. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
/** bcrypt cost of new password hashes; stored hashes with a lower cost are upgraded at the next login. */
export const PASSWORD_COST = 12;

const ACTOR_SQL = `SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.type, u.roles, u.permissions, u.time_zone,
  u.locked_at, u.must_set_password, e.id AS employee_id, s.id AS student_id, p.id AS parent_id, g.token AS grader_token
  FROM users u
  LEFT JOIN employees e ON e.user_id = u.id
  LEFT JOIN students s ON s.user_id = u.id
  LEFT JOIN parents p ON p.user_id = u.id
  LEFT JOIN essay_graders g ON g.employee_id = e.id`;

function toActor(r: Record<string, unknown>): Actor {
  return {
    userId: r.user_id as number,
    email: r.email as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    type: r.type as Actor['type'],
    roles: (r.roles as string[]) ?? [],
    permissions: (r.permissions as string[]) ?? [],
    timeZone: r.time_zone as string,
    lockedAt: (r.locked_at as string | null) ?? null,
    mustSetPassword: Boolean(r.must_set_password),
    employeeId: (r.employee_id as number | null) ?? null,
    studentId: (r.student_id as number | null) ?? null,
    parentId: (r.parent_id as number | null) ?? null,
    graderToken: (r.grader_token as string | null) ?? null,
  };
}

/** Loads an actor by user id. */
export async function loadActor(db: Queryable, userId: number): Promise<Actor | null> {
  const rows = await db.query(`${ACTOR_SQL} WHERE u.id = $1`, [userId]);
  return rows[0] ? toActor(rows[0]) : null;
}

/** Loads an actor by e-mail (case-insensitive). */
export async function loadActorByEmail(
  db: Queryable,
  email: string,
): Promise<(Actor & { passwordDigest: string | null }) | null> {
  const rows = await db.query(
    `${ACTOR_SQL.replace('SELECT u.id', 'SELECT u.password_digest, u.id')} WHERE lower(u.email) = lower($1)`,
    [email],
  );
  const r = rows[0];
  return r ? { ...toActor(r), passwordDigest: (r.password_digest as string | null) ?? null } : null;
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

/** SQL for the parent a parent or a student acts for (a student's is the parent of record). */
export function ownParentSql(a: Actor): string {
  return a.type === 'Student'
    ? `(SELECT parent_id FROM students WHERE id = ${Number(a.studentId ?? 0)})`
    : String(Number(a.parentId ?? 0));
}

/** The CurrentUser reply of ADR 0001. */
export function currentUserJson(auth: AuthState): Record<string, unknown> {
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
    spoofing: auth.spoofer ? { type: 'Student', id: u.studentId, name: `${u.firstName} ${u.lastName}`.trim() } : null,
  };
}

/** Hashes a password with bcryptjs at the given cost. */
export const hashPassword = (password: string, cost: number): Promise<string> => bcrypt.hash(password, cost);

/** True when a stored digest was made with a lower cost than `cost` (upgraded at the next successful login). */
export const needsRehash = (digest: string, cost: number): boolean => {
  const m = /^\$2[aby]\$(\d{2})\$/.exec(digest);
  return !m || Number(m[1]) < cost;
};

const token = (): string => randomBytes(24).toString('base64url');

/** Creates a database-backed session; returns its id and CSRF token. */
export async function createSession(db: Queryable, userId: number): Promise<{ id: string; csrfToken: string }> {
  const id = token();
  const csrfToken = token();
  await db.query(
    `INSERT INTO web_sessions (id, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, now() + interval '${SESSION_TTL_DAYS} days')`,
    [id, userId, csrfToken],
  );
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
export async function checkLoginDelay(db: Queryable, key: string): Promise<void> {
  const rows = await db.query<{ count: number; age: number }>(
    'SELECT count, extract(epoch FROM now() - window_start)::float8 AS age FROM login_attempts WHERE key = $1',
    [key],
  );
  const r = rows[0];
  if (!r || r.age > LOGIN_MAX_DELAY_SECONDS) return;
  const wait = loginDelaySeconds(r.count) - r.age;
  if (wait > 0)
    throw new HttpError(429, ['Too many login attempts. Please try again later.'], {
      retryAfter: Math.ceil(wait),
    });
}

/** Records one failed login for key (and forgets keys idle for a day, so the table stays small). */
export async function recordLoginFailure(db: Queryable, key: string): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (key, count, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN login_attempts.window_start < now() - interval '${LOGIN_MAX_DELAY_SECONDS} seconds' THEN 1 ELSE login_attempts.count + 1 END,
       window_start = now()`,
    [key],
  );
  await db.query("DELETE FROM login_attempts WHERE window_start < now() - interval '1 day'");
}

/**
 * Reads the session cookie and resolves the auth state (with spoofing), or null. With `sessions`, the session and
 * actor row comes from that short cache when it has it (src/session-cache.ts).
 */
export async function resolveAuth(db: Db, req: FastifyRequest, sessions?: SessionCache): Promise<AuthState | null> {
  const sid = req.cookies?.[SESSION_COOKIE];
  if (!sid) return null;
  // One round trip per request at most: the session and its actor together.
  const load = async () =>
    (
      await db.query(
        `${ACTOR_SQL.replace('SELECT u.id', 'SELECT ws.csrf_token, ws.expires_at, u.id')} JOIN web_sessions ws ON ws.user_id = u.id WHERE ws.id = $1 AND ws.expires_at > now()`,
        [sid],
      )
    )[0];
  const row = sessions ? await sessions.lookup(sid, load) : await load();
  const s = row as { csrf_token: string } | undefined;
  if (!s) return null;
  const user = toActor(row!);
  if (user.lockedAt) return null;
  let auth: AuthState = { user, spoofer: null, sessionId: sid, csrfToken: s.csrf_token };
  const spoof = req.headers['x-spoof-user'];
  if (typeof spoof === 'string' && spoof !== '') {
    if (!is.admin(user)) throw forbidden('Only administrators can act as another user.');
    const m = /^Student:(\d{1,9})$/.exec(spoof.trim());
    if (!m) throw new HttpError(422, ['Spoofing header must be Student:<id>']);
    const st = await db.query<{ user_id: number }>('SELECT user_id FROM students WHERE id = $1', [Number(m[1])]);
    const target = st[0] ? await loadActor(db, st[0].user_id) : null;
    if (!target) throw new HttpError(404, ['Student not found']);
    auth = { user: target, spoofer: user, sessionId: sid, csrfToken: s.csrf_token };
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

/** Digest compared against when the e-mail is unknown, so unknown and known e-mails take the same time to fail. */
const dummyDigests = new Map<number, string>();
const dummyDigest = (cost: number): string => {
  let d = dummyDigests.get(cost);
  if (!d) dummyDigests.set(cost, (d = bcrypt.hashSync(randomBytes(16).toString('hex'), cost)));
  return d;
};

/**
 * Checks a password against its digest; without a digest (unknown e-mail, no password set) it still runs one bcrypt
 * comparison of the same cost and answers false.
 */
export async function checkPassword(password: string, digest: string | null, cost: number): Promise<boolean> {
  if (!digest) {
    await bcrypt.compare(password, dummyDigest(cost));
    return false;
  }
  return bcrypt.compare(password, digest);
}

/** How long a K12 sign-in ticket stays valid. */
export const K12_TICKET_TTL_SECONDS = 5 * 60;

const k12Signature = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`k12:${payload}`).digest('base64url');

/** A K12 sign-in ticket for a student: `<base64url {studentId, exp}>.<HMAC-SHA256>`, valid {@link K12_TICKET_TTL_SECONDS}. */
export function signK12Ticket(secret: string, studentId: number, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ studentId, exp: Math.floor(now / 1000) + K12_TICKET_TTL_SECONDS }),
  ).toString('base64url');
  return `${payload}.${k12Signature(secret, payload)}`;
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
