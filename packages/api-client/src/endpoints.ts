/**
 * The app-wide calls, in the api-client singleton: the session calls (ADR 0001), current user, roles, locales, the
 * reference lists with their per-page cache (API-15), notices and the realtime authorisation. Every other call of
 * API-16..API-71 and the exams host is in `@tutoring/api-client/endpoints` (`src/endpoints/*.ts`), which each remote
 * bundles, so an area's calls reach the page only with the area (issue 26).
 */
import * as z from 'zod/mini';
import * as C from '@tutoring/contract';
import { request, type CallOptions, type QueryParams } from './http';
import { resetUnauthorized, setCsrfToken, setExamsToken, setSpoofing } from './config';
import { resource } from './resource';
import { callGet as get, callSend as send, type Schema } from './call';

type Opts = CallOptions;

// ---------------------------------------------------------------- reference lists cached per page load (API-15)

const referenceCache = new Map<string, Promise<unknown>>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = referenceCache.get(key);
  if (hit) return hit as Promise<T>;
  const promise = load().catch((error: unknown) => {
    referenceCache.delete(key);
    throw error;
  });
  referenceCache.set(key, promise);
  return promise;
}
/** Forgets the cached countries/states/time zones (tests, or a locale switch). */
export function clearReferenceCache(): void {
  referenceCache.clear();
}

const refList = async <S extends Schema>(
  path: string,
  key: string,
  schema: S,
  params?: QueryParams,
  options?: Opts,
): Promise<z.infer<S>[]> => {
  const r = await get(path, C.keyed(key, z.array(schema)), { noPagination: true, ...params }, options);
  return r[key] as z.infer<S>[];
};

// ---------------------------------------------------------------- calls

/** Session calls (ADR 0001). */
const auth = {
  /**
   * `POST /api/login.json` `{user: {email, password}}`; stores the CSRF token and the grader token and re-arms
   * the 401 handler.
   */
  async login(email: string, password: string, options?: Opts): Promise<C.LoginReply> {
    const r = await send('POST', '/login.json', { user: { email, password } }, C.LoginReplySchema, options, {
      host: 'root',
      skipUnauthorized: true,
    });
    setCsrfToken(r.csrfToken);
    setExamsToken(r.user.graderToken);
    resetUnauthorized();
    return r;
  },
  /** `DELETE /api/logout.json`; forgets the CSRF token and spoofing. */
  async logout(options?: Opts): Promise<void> {
    try {
      await send('DELETE', '/logout.json', undefined, undefined, options, { host: 'root', skipUnauthorized: true });
    } finally {
      setCsrfToken(null);
      setSpoofing(null);
      setExamsToken(null);
    }
  },
};

/** `GET current_user` (ADR 0001). */
const currentUser = {
  /** `GET current_user`; also takes the user's grader token for the exams host calls. */
  get: async (options?: Opts): Promise<C.CurrentUser> => {
    const { user } = await get('current_user', C.CurrentUserReplySchema, undefined, options);
    setExamsToken(user.graderToken);
    return user;
  },
};

/** API-16 roles. */
const roles = {
  list: async (options?: Opts): Promise<C.Role[]> => (await get('roles', C.RolesReplySchema, undefined, options)).roles,
};

/** API-17 locales. */
const locales = {
  list: async (options?: Opts) => (await get('locales', C.LocalesReplySchema, undefined, options)).locales,
  /** `GET locales/{lang}.json?app=<name>`: a flat key -> text table. */
  get: (lang: string, app: string, options?: Opts): Promise<C.LocaleTable> =>
    get(`locales/${encodeURIComponent(lang)}.json`, C.LocaleTableSchema, { app }, options),
};

/** API-20 reference lists; countries, states and time zones are cached per page load (API-15). */
const reference = {
  countries: (options?: Opts) =>
    cached('countries', () => refList('countries', 'countries', C.CountrySchema, undefined, options)),
  states: (options?: Opts) => cached('states', () => refList('states', 'states', C.StateSchema, undefined, options)),
  timeZones: (options?: Opts) =>
    cached('time_zones', () => refList('time_zones', 'timeZones', C.TimeZoneSchema, undefined, options)),
  tiers: (options?: Opts) => refList('tiers', 'tiers', C.TierSchema, undefined, options),
  sessionTypes: (options?: Opts) => refList('session_types', 'sessionTypes', C.SessionTypeSchema, undefined, options),
  gradeLevels: (params: { withGradYear?: boolean } = {}, options?: Opts) =>
    refList('grade_levels', 'gradeLevels', C.GradeLevelSchema, params, options),
  degreeLevels: (options?: Opts) => refList('degree_levels', 'degreeLevels', C.DegreeLevelSchema, undefined, options),
  subjects: (params: { language?: string } = {}, options?: Opts) =>
    refList('subjects', 'subjects', C.SubjectSchema, params, options),
  /** OP-44 `GET originators`. */
  originators: (options?: Opts) => refList('originators', 'originators', C.OriginatorSchema, undefined, options),
  /** OP-44 `GET shipping_methods`. */
  shippingMethods: (options?: Opts) =>
    refList('shipping_methods', 'shippingMethods', C.ShippingMethodSchema, undefined, options),
};

/** OP-53: acknowledging a notice is the generic update setting readAt. */
const notices = {
  ...resource('notices'),
  acknowledge: (id: number, options?: Opts, now: Date = new Date()) =>
    resource('notices').update(id, { readAt: now.toISOString() }, options),
};

/** X-04 realtime channel authorisation (`POST /api/auth/pusher/auth`, form fields socket_id, channel_name). */
const realtime = {
  authorize: (socketId: string, channelName: string, options?: Opts) =>
    request({
      method: 'POST',
      path: '/auth/pusher/auth',
      host: 'root',
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
      accept: 'application/json',
      schema: C.PusherAuthReplySchema,
      ...options,
    }),
};

/** The app-wide calls (the shell's and the platform's); every other call: `@tutoring/api-client/endpoints`. */
export const api = {
  auth,
  currentUser,
  roles,
  locales,
  reference,
  notices,
  realtime,
};
