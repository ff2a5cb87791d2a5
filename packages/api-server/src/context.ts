import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, type AuthState, type PasswordParams, requireAuth } from './auth';
import type { Db } from './db/adapter';
import type { Kdb } from './db/kysely';
import { type PolicyLike, type RoutePolicy, enforce, registerPolicy } from './policy';
import type { Realtime } from './realtime';
import type { SessionCache } from './session-cache';

/** What a request's handlers and resource hooks work with: the database, the caller and the query string. */
export interface Ctx {
  db: Db;
  /** The typed query builder on the same database. */
  kdb: Kdb;
  auth: AuthState;
  user: Actor;
  query: Record<string, unknown>;
  publish: (userId: number, event: string, data: unknown) => Promise<void>;
}

/**
 * The services every route module shares (issue 22): built once by the server and reached through `app.services`
 * (a root decorator every plugin sees), never by importing the server or another route module.
 */
export interface Services {
  db: Db;
  /** The typed query builder on the same database (joins the adapter's transaction of the async context). */
  kdb: Kdb;
  realtime: Realtime;
  /** The short cache of session rows (src/session-cache.ts); the sign-in keeps the session it opens there. */
  sessions: SessionCache;
  secureCookies: boolean;
  /** Key of the server's own signatures (K12 tickets). */
  sessionSecret: string;
  /** argon2id parameters of new password hashes (ADR 0008). */
  passwordParams: PasswordParams;
  /** Origins allowed to call with credentials. */
  corsOrigins: string[];
  /** Builds the resource context of an authenticated request. */
  ctx: (req: FastifyRequest) => Ctx;
}

/** The former name of {@link Services}, used by the route modules not yet moved to `src/resources/`. */
export type AppDeps = Services;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** Not under session/CSRF rules (exams token, local adapters, error sink). */
    external?: boolean;
    /**
     * A POST/PUT/PATCH/DELETE that writes nothing (the realtime channel's signature): the cached sessions are not
     * forgotten before its reply, as they are before the reply of any other request that may write
     * (src/session-cache.ts).
     */
    writesNothing?: boolean;
    /**
     * A body refused for empty required fields says this one sentence in `errors` in place of each field's "… can't
     * be blank" (the spec's form message, parents' "Please fill all required fields", SRV-14); `fields` still names
     * each field, and the body's other refusals follow the sentence.
     */
    requiredSentence?: string;
    /**
     * Who may call the route (issue 20), declared next to its schema: checked after the session and CSRF checks and
     * before the request's validation errors answer (400 → 401 → 403 → 422), and listed in docs/security.md.
     */
    policy?: PolicyLike;
    /** `resource` for a list/show/create/update/delete route, else `action` (docs/security.md). */
    policyKind?: RoutePolicy['kind'];
    /** Not listed in docs/security.md (a second method of a listed route: PATCH beside PUT). */
    policyUnlisted?: boolean;
    /**
     * The handler answers the schema errors itself (`req.validationError`), after loading the record: an action on a
     * record outside the requester's scope answers 404 whatever its body.
     */
    validationInHandler?: boolean;
  }
}

/**
 * The route conventions of the plugins: a route whose config names a `policy` is recorded in the policy registry, and
 * its schema errors (a 422 with the contract's messages, src/openapi.ts) are handed to the handler stage
 * (`attachValidation`) so that they answer only after the session, CSRF and policy checks (400 → 401 → 403 → 422).
 * Call after the session hook.
 */
export function installRouteConventions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    if (!policy) return;
    route.attachValidation = true;
    if (route.config?.policyUnlisted) return;
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') registerPolicy(method, route.url, policy, route.config?.policyKind ?? 'action');
    }
  });
  app.addHook('preHandler', async (req) => {
    const policy = req.routeOptions.config?.policy;
    if (!policy) return;
    // A public route (signed out too) declares its policy for the registry; its own limits guard it.
    if (!req.routeOptions.config?.public) enforce(policy, requireAuth(req).user);
    if (req.validationError && !req.routeOptions.config?.validationInHandler) throw req.validationError;
  });
}
