import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PusherAuthBodySchema, PusherAuthReplySchema } from '@tutoring/contract';
import { requireAuth } from '../../auth';
import { forbidden } from '../../util';
import { errorReplies } from '../shared/schemas';

/**
 * Realtime (SRV-12, the local Pusher-protocol server of src/realtime.ts): the socket clients hold (`/app/{key}`) and
 * the signature of a private channel, given only for the requester's own channel (and the spoofing admin's). The
 * signature is granted by the requester's session: the subscription it opens ends with that session (sign-out,
 * password change, lock, termination), docs/security.md.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { realtime } = app.services;

  // Any signed-in user, for their own channel only (checked here: 403); the body's errors answer after the session.
  app.post(
    '/api/auth/pusher/auth',
    {
      schema: {
        tags: ['realtime'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: PusherAuthBodySchema,
        response: { 200: PusherAuthReplySchema, ...errorReplies },
      },
      // It signs and records the grant, no session or user: the sessions kept for a moment stay kept (src/session-cache.ts).
      config: { policy: { allow: 'any', records: 'own channel' }, writesNothing: true },
    },
    async (req) => {
      const auth = requireAuth(req);
      const body = req.body;
      const own = [auth.user.userId, auth.spoofer?.userId].filter(Boolean).map((id) => `private-user-${id}`);
      if (!own.includes(body.channel_name)) throw forbidden('You cannot subscribe to that channel.');
      await realtime.grant(body.socket_id, body.channel_name, auth.sessionId);
      return { auth: realtime.sign(body.socket_id, body.channel_name) };
    },
  );

  app.get('/app/:key', { websocket: true, config: { external: true } }, (socket, req) => {
    if ((req.params as { key: string }).key !== realtime.appKey) {
      socket.send(JSON.stringify({ event: 'pusher:error', data: { code: 4001, message: 'App key not in use' } }));
      socket.close(4001);
      return;
    }
    realtime.accept(socket);
  });
};
