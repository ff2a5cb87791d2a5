import * as C from '@tutoring/contract';
import { resource, send, reply, type Opts } from './singleton';

/** API-18 users (+ OP-44 unlock). */
export const users = {
  ...resource('users'),
  changePassword: async (id: number, body: { password: string; passwordConfirmation: string }, options?: Opts) =>
    (await send('PUT', `users/${id}/change_password`, { user: body }, reply('user', C.UserSchema), options)).user,
  unlock: async (id: number, options?: Opts) =>
    (await send('PUT', `users/${id}/unlock`, undefined, reply('user', C.UserSchema), options)).user,
};
