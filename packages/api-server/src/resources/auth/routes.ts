import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserReplySchema,
  EmailsReplySchema,
  LoginBodySchema,
  LoginReplySchema,
  RolesReplySchema,
} from '@tutoring/contract';
import {
  ACCESS_ENDED,
  CSRF_COOKIE,
  SESSION_COOKIE,
  checkLoginDelay,
  checkPassword,
  clearSessionCookies,
  currentUserJson,
  hashPassword,
  is,
  loadActorByEmail,
  needsRehash,
  openSession,
  recordLoginFailure,
  requireAuth,
  setSessionCookies,
} from '../../auth';
import { HttpError, queryInt, queryStr } from '../../util';
import { errorReplies } from '../shared/schemas';
import { clearLoginAttempts, deleteSession, findEmails, listRoles, storePasswordDigest } from './queries';

/** Public e-mail lookups per minute and client address (a form checks one address per typing pause). */
const EMAIL_LOOKUP_LIMIT = { max: 60, timeWindow: 60_000 };
/** 403 of `emails.json?id=` asked by anyone but staff. */
export const EMAIL_BY_ID_STAFF_ONLY = 'Only staff can look up an e-mail address by user id.';

/**
 * Sign-in (SRV-02, SRV-03, SRV-09, SRV-11): login, logout, the current user, the roles and the e-mail check. These
 * routes are public or any signed-in user's and stay outside the route × role matrix (test/auth.test.ts covers them);
 * the body of a login is checked in the handler, after the cross-site refusal (403 before 422).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const tags = ['sign-in'];

  app.post(
    '/api/login.json',
    {
      // The body's schema errors are answered in the handler, after the cross-site refusal: 403 before 422.
      attachValidation: true,
      schema: { tags, body: LoginBodySchema, response: { 200: LoginReplySchema, ...errorReplies } },
      config: { public: true },
    },
    async (req, reply) => {
      const { corsOrigins, passwordParams, secureCookies, sessions } = app.services;
      refuseCrossSiteLogin(req, corsOrigins);
      if (req.validationError) throw req.validationError;
      const body = req.body;
      const email = body.user.email.trim().toLowerCase().slice(0, 255);
      // req.ip is the client's address: X-Forwarded-For counts only from a proxy listed in TRUST_PROXY.
      const key = `${email}|${req.ip}`;
      await checkLoginDelay(kdb, key);
      const user = await loadActorByEmail(kdb, email);
      // An unknown e-mail still costs one argon2id verification, so it fails in the same time as a wrong password.
      if (!(await checkPassword(body.user.password, user?.passwordDigest ?? null, passwordParams))) {
        await recordLoginFailure(kdb, key);
        throw new HttpError(401, ['Invalid email or password.']);
      }
      if (!user) throw new HttpError(401, ['Invalid email or password.']);
      if (user.lockedAt) throw new HttpError(401, ['Your account is locked.']);
      if (user.accessEnded) throw new HttpError(401, [ACCESS_ENDED]);
      await clearLoginAttempts(kdb, key);
      // A bcrypt digest, or an argon2id one of cheaper parameters, is replaced now that the password is known.
      if (needsRehash(user.passwordDigest!, passwordParams))
        await storePasswordDigest(kdb, user.userId, await hashPassword(body.user.password, passwordParams));
      // A sign-in in a browser that holds another session (another user's, or an earlier one) ends that session: its
      // cookie is replaced below, and a copy of it must not act on afterwards.
      const previous = req.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(kdb, previous);
      const auth = await openSession(kdb, user.userId, req, sessions);
      setSessionCookies(reply, { id: auth.sessionId, csrfToken: auth.csrfToken }, secureCookies);
      return { user: currentUserJson(auth), csrfToken: auth.csrfToken };
    },
  );

  app.delete(
    '/api/logout.json',
    { schema: { tags, response: { 204: z.undefined(), ...errorReplies } }, config: { public: true } },
    async (req, reply) => {
      if (req.auth) await deleteSession(kdb, req.auth.sessionId);
      clearSessionCookies(reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v2/current_user',
    { schema: { tags, response: { 200: CurrentUserReplySchema, ...errorReplies } } },
    async (req, reply) => {
      const auth = requireAuth(req);
      reply.setCookie(CSRF_COOKIE, auth.csrfToken, {
        httpOnly: false,
        sameSite: 'lax',
        path: '/',
        secure: app.services.secureCookies,
      });
      return { user: currentUserJson(auth) };
    },
  );

  app.get(
    '/api/v2/roles',
    { schema: { tags, response: { 200: RolesReplySchema } }, config: { public: true } },
    async () => ({ roles: await listRoles(kdb) }),
  );

  // SRV-10 / API-19: the e-mail lookup is public for `email=` (is this address taken? the uniqueness check), rate
  // limited per client address; `id=` answers staff only (signed out, anyone could list every user's address by id).
  app.get(
    '/api/v2/emails.json',
    {
      schema: { tags, response: { 200: EmailsReplySchema, ...errorReplies } },
      config: { public: true, rateLimit: EMAIL_LOOKUP_LIMIT },
    },
    async (req) => {
      const q = req.query as Record<string, unknown>;
      const email = queryStr(q.email);
      const id = queryInt(q.id, 'id');
      if (id !== undefined && !(req.auth && is.staff(req.auth.user)))
        throw new HttpError(403, [EMAIL_BY_ID_STAFF_ONLY]);
      if (email === undefined && id === undefined) return { emails: [] };
      return { emails: await findEmails(kdb, email, id) };
    },
  );
};

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
