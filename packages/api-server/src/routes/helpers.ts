import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../resource';
import { type PolicyLike, enforce, registerPolicy } from '../policy';
import type { AppDeps } from '../context';
import { parseId } from '../util';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Registers an authenticated route guarded by its policy (issue 20: declared here, next to the handler, and listed
 * by `routePolicies()` for the route × role matrix); the handler gets the resource context.
 */
export function makeRoute(app: FastifyInstance, deps: AppDeps) {
  return (
    method: Method,
    url: string,
    policy: PolicyLike,
    handler: (ctx: Ctx, req: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown,
  ): void => {
    const p = registerPolicy(method, url, policy);
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        const ctx = deps.ctx(req);
        enforce(p, ctx.user);
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
