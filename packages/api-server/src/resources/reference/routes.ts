import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoriesReplySchema,
  LocalesReplySchema,
  MessageTypesReplySchema,
  ReferralSourcesReplySchema,
  TutorTypesReplySchema,
  resources,
} from '@tutoring/contract';
import { CANCELLATION_REASONS, NON_SCHOOL_CATEGORIES, SCHOOL_CATEGORIES, gradeLabel } from '@tutoring/domain';
import { notFound, queryBool, queryStr } from '../../util';
import { errorReplies, queryParam } from '../shared/schemas';
import { type FixedReply, fixedReply, sendFixed } from '../shared/version';
import {
  COUNTRIES,
  DEGREE_LEVELS,
  LOCALES,
  LOCALE_APPS,
  MESSAGE_TYPES,
  REFERRAL_SOURCES,
  REFUND_CATEGORIES,
  STATES,
  TIME_ZONES,
  TUTOR_TYPES,
  englishTable,
} from './data';
import { originators, sessionTypes, shippingMethods, subjects, tiers } from './queries';

const named = (list: readonly string[]) => list.map((name, i) => ({ id: i + 1, name }));
const meta = (n: number) => ({ totalCount: n, totalPages: n ? 1 : 0, pageNumber: 1, pageSize: Math.max(n, 1) });
const list = <K extends string, T>(key: K, items: T[]) =>
  ({ [key]: items, meta: meta(items.length) }) as Record<K, T[]> & { meta: ReturnType<typeof meta> };

/**
 * Any signed-in user reads the reference lists (401 without a session). They stay out of the route × role matrix of
 * docs/security.md, as they were before they moved here.
 */
const signedIn = { policy: 'any', policyUnlisted: true } as const;

/**
 * A browser keeps a locale table but asks again before each use (with `If-None-Match`, answered 304 while it has not
 * changed): the texts are current right after a deployment, and an unchanged table costs no body. Public: the same
 * for everyone, read without a session.
 */
export const LOCALE_CACHE_CONTROL = 'public, no-cache';
const tags = ['reference'];
const AnyReply = z.looseObject({});

/** Reference lists (SRV-11) and the locales (SHL-07): what forms offer to choose from. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  /** Each app's locale table as sent, made at its first request (the tables are fixed; one per app of LOCALE_APPS). */
  const localeTables = new Map<string, FixedReply>();
  const read = (url: string, response: z.core.$ZodType, handler: (q: Record<string, unknown>) => unknown) =>
    app.get(
      url,
      {
        schema: { tags, querystring: z.looseObject({}), response: { 200: response, ...errorReplies } },
        config: signedIn,
      },
      async (req) => handler(req.query as Record<string, unknown>),
    );

  read('/api/v2/countries', resources.countries.collectionReply, () => list('countries', COUNTRIES));
  read('/api/v2/states', resources.states.collectionReply, (q) => {
    const c = queryStr(q.countryId);
    return list('states', c && c !== '1' ? [] : STATES);
  });
  read('/api/v2/time_zones', resources.time_zones.collectionReply, () => list('timeZones', TIME_ZONES));
  read('/api/v2/tiers', resources.tiers.collectionReply, async () => list('tiers', await tiers(kdb)));
  read('/api/v2/session_types', resources.session_types.collectionReply, async () =>
    list('sessionTypes', await sessionTypes(kdb)),
  );
  read('/api/v2/grade_levels', resources.grade_levels.collectionReply, (q) => {
    const withGrad = queryBool(q.withGradYear) === true;
    const now = new Date();
    const schoolYearEnd = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
    const items = Array.from({ length: 14 }, (_, i) => i - 1).map((value) => ({
      id: value + 2,
      value,
      name: gradeLabel(value),
      ...(withGrad ? { gradYear: schoolYearEnd + (12 - value) } : {}),
    }));
    return list('gradeLevels', items);
  });
  read('/api/v2/degree_levels', resources.degree_levels.collectionReply, () => list('degreeLevels', DEGREE_LEVELS));
  read('/api/v2/subjects', resources.subjects.collectionReply, async (q) =>
    list('subjects', await subjects(kdb, queryStr(q.language) ?? null)),
  );
  read('/api/v2/originators', resources.originators.collectionReply, async () =>
    list('originators', await originators(kdb)),
  );
  read('/api/v2/shipping_methods', resources.shipping_methods.collectionReply, async () =>
    list('shippingMethods', await shippingMethods(kdb)),
  );
  read('/api/v2/tutors/tutor_types', TutorTypesReplySchema, () => ({ tutorTypes: named(TUTOR_TYPES) }));
  read('/api/v2/messages/message_types', MessageTypesReplySchema, () => ({ messageTypes: named(MESSAGE_TYPES) }));
  read('/api/v2/lead_sources/categories', CategoriesReplySchema, () => ({
    categories: named([...SCHOOL_CATEGORIES, ...NON_SCHOOL_CATEGORIES]),
  }));
  read('/api/v2/refund_requests/categories', CategoriesReplySchema, () => ({ categories: named(REFUND_CATEGORIES) }));
  read('/api/v2/parents/referral_sources', ReferralSourcesReplySchema, () => ({
    referralSources: named(REFERRAL_SOURCES),
  }));
  read('/api/v2/enrollments/cancellation_reasons', AnyReply, () => ({
    cancellationReasons: named(CANCELLATION_REASONS),
  }));

  app.get(
    '/api/v2/locales',
    { schema: { tags, response: { 200: LocalesReplySchema } }, config: { public: true } },
    () => list('locales', LOCALES),
  );
  app.get(
    '/api/v2/locales/:file',
    {
      schema: {
        tags,
        params: z.object({ file: z.string() }),
        querystring: z.looseObject({ app: queryParam }),
        response: { 200: z.record(z.string(), z.string()), ...errorReplies },
      },
      config: { public: true },
    },
    async (req, reply) => {
      const m = /^([a-z]{2})(?:[-_][A-Za-z]{2})?\.json$/.exec(req.params.file);
      if (!m) throw notFound('Locale');
      const appName = queryStr(req.query.app) ?? 'shell';
      if (!LOCALE_APPS.includes(appName)) throw notFound('Locale app');
      let table = localeTables.get(appName);
      if (!table) localeTables.set(appName, (table = fixedReply(englishTable(appName))));
      return sendFixed(req, reply, table, LOCALE_CACHE_CONTROL);
    },
  );
};
