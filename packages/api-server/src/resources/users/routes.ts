import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBodySchema, resources } from '@tutoring/contract';
import { PASSWORD_MIN, PASSWORD_MIN_LENGTH, PASSWORDS_DO_NOT_MATCH } from '@tutoring/domain';
import { hashPassword, is, loadActor, requireAuth } from '../../auth';
import { SPOOFING_ACCOUNT_ACTION } from '../../policy';
import { HttpError, forbidden, notFound, parseId } from '../../util';
import { IdParams, errorReplies } from '../shared/schemas';
import { userPolicies } from './policy';
import { lockUser, setPassword, unlockUser, userExists, userJson } from './queries';

const tags = ['users'];

/**
 * Users (SRV-10, SRV-13): a user's own record and password, and staff locking and unlocking accounts. Each route's
 * `config.policy` says who may call it (docs/security.md); whose record a caller may read or change is checked in
 * the handler, in the order test/auth.test.ts asserts (spoofing 403, then whose record, then the body: the body's
 * schema errors are answered by the handler, `validationInHandler`, so that its 422 answers last).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;
  const reply = async (id: number) => ({ user: userJson((await loadActor(kdb, id))!) });
  const schema = { tags, params: IdParams, response: { 200: resources.users.memberReply, ...errorReplies } };

  app.put(
    '/api/v2/users/:id/change_password',
    {
      schema: { ...schema, body: ChangePasswordBodySchema },
      config: { policy: userPolicies.changePassword, validationInHandler: true },
    },
    async (req) => {
      const auth = requireAuth(req);
      const id = parseId(req.params.id, 'User');
      // Issue 20: while an admin acts as a student, account-level actions (password, e-mail) are refused.
      if (auth.spoofer) throw forbidden(SPOOFING_ACCOUNT_ACTION);
      if (id !== auth.user.userId && !is.admin(auth.user)) throw forbidden();
      if (req.validationError) throw req.validationError;
      const body = req.body;
      const errors: string[] = [];
      if (body.user.password.length < PASSWORD_MIN) errors.push(PASSWORD_MIN_LENGTH);
      if (body.user.password !== body.user.passwordConfirmation) errors.push(PASSWORDS_DO_NOT_MATCH);
      if (body.user.password.length > 200) errors.push('Password is too long');
      if (errors.length) throw new HttpError(422, errors);
      if (!(await userExists(kdb, id))) throw notFound('User');
      const digest = await hashPassword(body.user.password, app.services.passwordParams);
      await db.transaction(() => setPassword(kdb, id, digest, auth.sessionId));
      return reply(id);
    },
  );

  app.put('/api/v2/users/:id/unlock', { schema, config: { policy: userPolicies.unlock } }, async (req) => {
    const id = parseId(req.params.id, 'User');
    if (!(await unlockUser(kdb, id))) throw notFound('User');
    return reply(id);
  });

  app.put('/api/v2/users/:id/lock', { schema, config: { policy: userPolicies.lock } }, async (req) => {
    const id = parseId(req.params.id, 'User');
    if (!(await lockUser(kdb, id))) throw notFound('User');
    return reply(id);
  });

  app.get('/api/v2/users/:id', { schema, config: { policy: userPolicies.show } }, async (req) => {
    const auth = requireAuth(req);
    const id = parseId(req.params.id, 'User');
    if (id !== auth.user.userId && !is.staff(auth.user)) throw forbidden();
    const a = await loadActor(kdb, id);
    if (!a) throw notFound('User');
    return { user: userJson(a) };
  });
};
