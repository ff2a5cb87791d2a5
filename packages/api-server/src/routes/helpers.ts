import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx, Rule } from '../resource';
import { authorize } from '../resource';
import type { AppDeps } from '../server';
import { parseId } from '../util';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Registers an authenticated route guarded by a rule; the handler gets the resource context. */
export function makeRoute(app: FastifyInstance, deps: AppDeps) {
  return (
    method: Method,
    url: string,
    rule: Rule,
    handler: (ctx: Ctx, req: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown,
  ): void => {
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        const ctx = deps.ctx(req);
        authorize(rule, ctx.user);
        return handler(ctx, req, reply);
      },
    });
  };
}

/** The `:id` path param as a positive integer (404 otherwise). */
export const idParam = (req: FastifyRequest, what = 'Record'): number =>
  parseId((req.params as { id?: string }).id, what);

/** The request body as an object (never null). */
export const bodyOf = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
