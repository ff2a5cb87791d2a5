import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PusherAuthBodySchema } from '../contract-extensions';
import { LoginBodySchema } from '@tutoring/contract';
import {
  checkLoginDelay,
  checkPassword,
  clearSessionCookies,
  createSession,
  currentUserJson,
  hashPassword,
  is,
  loadActor,
  loadActorByEmail,
  needsRehash,
  recordLoginFailure,
  requireAuth,
  setSessionCookies,
  CSRF_COOKIE,
} from '../auth';
import type { AppDeps } from '../context';
import { HttpError, forbidden, parseBody, queryInt, queryStr, unprocessable } from '../util';

/**
 * Login, logout, current user, e-mails, pusher auth, error reports (SRV-02, SRV-03, SRV-12); the users routes are in
 * src/resources/users.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.post('/api/login.json', { config: { public: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    refuseCrossSiteLogin(req, deps.corsOrigins);
    const body = parseBody(LoginBodySchema, req.body);
    const email = body.user.email.trim().toLowerCase().slice(0, 255);
    // req.ip is the client's address: X-Forwarded-For counts only from a proxy listed in TRUST_PROXY.
    const key = `${email}|${req.ip}`;
    await checkLoginDelay(db, key);
    const user = await loadActorByEmail(db, email);
    // An unknown e-mail still costs one bcrypt comparison, so it fails in the same time as a wrong password.
    if (!(await checkPassword(body.user.password, user?.passwordDigest ?? null, deps.passwordCost))) {
      await recordLoginFailure(db, key);
      throw new HttpError(401, ['Invalid email or password.']);
    }
    if (!user) throw new HttpError(401, ['Invalid email or password.']);
    if (user.lockedAt) throw new HttpError(401, ['Your account is locked.']);
    await db.query('DELETE FROM login_attempts WHERE key = $1', [key]);
    if (needsRehash(user.passwordDigest!, deps.passwordCost)) {
      // A hash of an older, cheaper cost is replaced now that the password is known.
      await db.query('UPDATE users SET password_digest = $2 WHERE id = $1', [
        user.userId,
        await hashPassword(body.user.password, deps.passwordCost),
      ]);
    }
    const session = await createSession(db, user.userId);
    setSessionCookies(reply, session, deps.secureCookies);
    const actor = (await loadActor(db, user.userId))!;
    return {
      user: currentUserJson({ user: actor, spoofer: null, sessionId: session.id, csrfToken: session.csrfToken }),
      csrfToken: session.csrfToken,
    };
  });

  app.delete('/api/logout.json', { config: { public: true } }, async (req, reply) => {
    if (req.auth) await db.query('DELETE FROM web_sessions WHERE id = $1', [req.auth.sessionId]);
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get('/api/v2/current_user', async (req, reply) => {
    const auth = requireAuth(req);
    reply.setCookie(CSRF_COOKIE, auth.csrfToken, {
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      secure: deps.secureCookies,
    });
    return { user: currentUserJson(auth) };
  });

  app.get('/api/v2/roles', { config: { public: true } }, async () => ({
    roles: await db.query('SELECT id, name, permissions FROM roles ORDER BY id'),
  }));

  app.get('/api/v2/emails.json', { config: { public: true } }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const email = queryStr(q.email);
    const id = queryInt(q.id, 'id');
    if (email === undefined && id === undefined) return { emails: [] };
    const rows = await db.query<{ email: string }>(
      'SELECT email FROM users WHERE ($1::text IS NULL OR lower(email) = lower($1::text)) AND ($2::int IS NULL OR id = $2::int) ORDER BY id',
      [email ?? null, id ?? null],
    );
    return { emails: rows.map((r) => r.email) };
  });

  app.post('/api/auth/pusher/auth', async (req) => {
    const auth = requireAuth(req);
    const body = parseBody(PusherAuthBodySchema, req.body);
    const own = [auth.user.userId, auth.spoofer?.userId].filter(Boolean).map((id) => `private-user-${id}`);
    if (!own.includes(body.channel_name)) throw forbidden('You cannot subscribe to that channel.');
    return { auth: deps.realtime.sign(body.socket_id, body.channel_name) };
  });

  // The error sink takes reports without a session (a page may fail before sign-in), so it is bounded: 64 KB per
  // report (413 above), 30 reports a minute per client address (429), the latest ERROR_REPORTS_KEPT kept.
  app.post(
    '/api/error_reports',
    { bodyLimit: 64 * 1024, config: { external: true, rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (req, reply) => {
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw unprocessable('Notice must be an object');
      const json = JSON.stringify(body);
      if (json.length > 64000) throw unprocessable('Notice is too large');
      const rows = await db.query<{ id: number }>('INSERT INTO error_reports (notice) VALUES ($1) RETURNING id', [
        json,
      ]);
      const id = rows[0]!.id;
      await db.query('DELETE FROM error_reports WHERE id <= $1', [id - ERROR_REPORTS_KEPT]);
      return reply.code(201).send({ id });
    },
  );
  // Stored reports may hold personal data from the pages: staff only.
  app.get('/api/error_reports', async (req) => {
    if (!is.staff(requireAuth(req).user)) throw forbidden();
    return {
      errorReports: (await db.query('SELECT id, notice, created_at FROM error_reports ORDER BY id DESC LIMIT 100')).map(
        (r) => ({ id: r.id, notice: r.notice, createdAt: r.created_at }),
      ),
    };
  });
}

/** Error reports kept; older ones are deleted as new ones arrive. */
export const ERROR_REPORTS_KEPT = 1000;

/**
 * Login CSRF: a login is accepted only as JSON (an HTML form of another site cannot send that content type without
 * a CORS preflight, which only configured origins pass) and never when the browser says another site started it.
 */
function refuseCrossSiteLogin(req: FastifyRequest, corsOrigins: string[]): void {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const crossSite = req.headers['sec-fetch-site'] === 'cross-site' && !corsOrigins.includes(String(req.headers.origin));
  if (!['application/json', 'application/vnd.api+json'].includes(type) || crossSite)
    throw new HttpError(403, ['Invalid CSRF token.']);
}
