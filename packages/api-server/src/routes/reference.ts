import type { FastifyInstance } from 'fastify';
import * as domain from '@tutoring/domain';
import { CANCELLATION_REASONS, NON_SCHOOL_CATEGORIES, SCHOOL_CATEGORIES } from '@tutoring/domain';
import type { AppDeps } from '../context';
import { camelRow, notFound, queryBool, queryStr } from '../util';
import { requireAuth } from '../auth';

/** Countries offered in address forms. */
export const COUNTRIES = [
  { id: 1, name: 'United States', code: 'US' },
  { id: 2, name: 'Canada', code: 'CA' },
  { id: 3, name: 'Mexico', code: 'MX' },
  { id: 4, name: 'United Kingdom', code: 'GB' },
  { id: 5, name: 'Australia', code: 'AU' },
];

const US_STATES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
/** US states (country 1). */
export const STATES = US_STATES.map(([code, name], i) => ({ id: i + 1, name, code, countryId: 1 }));

/** Time zones offered in forms. */
export const TIME_ZONES = [
  ['America/New_York', 'Eastern Time (US & Canada)', '-05:00'],
  ['America/Chicago', 'Central Time (US & Canada)', '-06:00'],
  ['America/Denver', 'Mountain Time (US & Canada)', '-07:00'],
  ['America/Phoenix', 'Arizona', '-07:00'],
  ['America/Los_Angeles', 'Pacific Time (US & Canada)', '-08:00'],
  ['America/Anchorage', 'Alaska', '-09:00'],
  ['Pacific/Honolulu', 'Hawaii', '-10:00'],
  ['Europe/London', 'London', '+00:00'],
  ['UTC', 'UTC', '+00:00'],
].map(([name, label, offset], i) => ({ id: i + 1, name, label, offset }));

/** Degree levels. */
export const DEGREE_LEVELS = [
  'High School Diploma',
  'Associate',
  "Bachelor's",
  "Master's",
  'Doctorate',
  'Professional',
].map((name, i) => ({ id: i + 1, name }));

/** Parent referral sources. */
export const REFERRAL_SOURCES = [
  'Friend or family',
  'School',
  'Search engine',
  'Social media',
  'Advertisement',
  'Event',
  'Other',
];
/** Refund request categories. */
export const REFUND_CATEGORIES = ['Billing error', 'Service issue', 'Scheduling', 'Cancellation', 'Other'];
/** Tutor types. */
export const TUTOR_TYPES = ['Academic', 'Test Prep', 'Essay', 'Homework Help'];
/** Message types. */
export const MESSAGE_TYPES = ['General', 'Schedule change', 'Progress update', 'Billing', 'Reminder'];
/** Locales. */
export const LOCALES = [{ id: 1, name: 'English', code: 'en' }];
/** Apps with a translation table. */
/** Apps with a locale table: the shell, every portal of SHL-07 (parent and the public enrollment portal too) and the remotes. */
export const LOCALE_APPS = [
  'shell',
  'admin',
  'crm',
  'tutor',
  'student',
  'parent',
  'enrollment',
  'staffing',
  'sessions',
  'payments',
  'exams',
];

const named = (list: readonly string[]) => list.map((name, i) => ({ id: i + 1, name }));
const meta = (n: number) => ({ totalCount: n, totalPages: n ? 1 : 0, pageNumber: 1, pageSize: Math.max(n, 1) });
const list = (key: string, items: unknown[]) => ({ [key]: items, meta: meta(items.length) });

/** The English translation table: every spec string of the domain catalogue, keyed by its constant name. */
export function englishTable(app: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [k, v] of Object.entries(domain)) if (typeof v === 'string' && /^[A-Z][A-Z0-9_]+$/.test(k)) table[k] = v;
  for (const [code, text] of Object.entries(domain.SESSION_ERROR_MESSAGES))
    table[`SESSION_ERROR_${code.toUpperCase()}`] = text;
  // The keys the api-client's generic handler translates (API-09 step 3): apiErrors.status401.title, ...
  for (const [status, t] of Object.entries(domain.STATUS_TOASTS)) {
    const key = status === 'default' ? 'Default' : status;
    table[`apiErrors.status${key}.title`] = t.title;
    table[`apiErrors.status${key}.message`] = t.message;
  }
  table.APP_NAME = app;
  return table;
}

/** Reference lists (SRV-11) and locales. */
export function registerReferenceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const authed = (path: string, handler: (q: Record<string, unknown>) => Promise<unknown> | unknown) =>
    app.get(path, async (req) => {
      requireAuth(req);
      return handler((req.query ?? {}) as Record<string, unknown>);
    });

  authed('/api/v2/countries', () => list('countries', COUNTRIES));
  authed('/api/v2/states', (q) => {
    const c = queryStr(q.countryId);
    return list('states', c && c !== '1' ? [] : STATES);
  });
  authed('/api/v2/time_zones', () => list('timeZones', TIME_ZONES));
  authed('/api/v2/tiers', async () =>
    list('tiers', (await db.query('SELECT id, name, billing_rate FROM tiers ORDER BY position, id')).map(camelRow)),
  );
  authed('/api/v2/session_types', async () =>
    list(
      'sessionTypes',
      (
        await db.query(
          'SELECT id, name, session_class, name AS session_name, online, default_duration FROM session_types ORDER BY id',
        )
      ).map(camelRow),
    ),
  );
  authed('/api/v2/grade_levels', (q) => {
    const withGrad = queryBool(q.withGradYear) === true;
    const now = new Date();
    const schoolYearEnd = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
    const items = Array.from({ length: 14 }, (_, i) => i - 1).map((value) => ({
      id: value + 2,
      value,
      name: domain.gradeLabel(value),
      ...(withGrad ? { gradYear: schoolYearEnd + (12 - value) } : {}),
    }));
    return list('gradeLevels', items);
  });
  authed('/api/v2/degree_levels', () => list('degreeLevels', DEGREE_LEVELS));
  authed('/api/v2/subjects', async (q) => {
    const lang = queryStr(q.language);
    const rows = await db.query(
      'SELECT id, name, category_name, language FROM subjects WHERE ($1::text IS NULL OR language = $1::text) ORDER BY category_name, name',
      [lang ?? null],
    );
    return list('subjects', rows.map(camelRow));
  });
  authed('/api/v2/originators', async () =>
    list(
      'originators',
      (await db.query('SELECT id, name, integrates_with_api FROM originators ORDER BY name')).map(camelRow),
    ),
  );
  authed('/api/v2/shipping_methods', async () =>
    list('shippingMethods', (await db.query('SELECT id, name FROM shipping_methods ORDER BY name')).map(camelRow)),
  );
  authed('/api/v2/tutors/tutor_types', () => ({ tutorTypes: named(TUTOR_TYPES) }));
  authed('/api/v2/messages/message_types', () => ({ messageTypes: named(MESSAGE_TYPES) }));
  authed('/api/v2/lead_sources/categories', () => ({
    categories: named([...SCHOOL_CATEGORIES, ...NON_SCHOOL_CATEGORIES]),
  }));
  authed('/api/v2/refund_requests/categories', () => ({ categories: named(REFUND_CATEGORIES) }));
  authed('/api/v2/parents/referral_sources', () => ({ referralSources: named(REFERRAL_SOURCES) }));
  authed('/api/v2/enrollments/cancellation_reasons', () => ({ cancellationReasons: named(CANCELLATION_REASONS) }));

  app.get('/api/v2/locales', { config: { public: true } }, () => list('locales', LOCALES));
  app.get('/api/v2/locales/:file', { config: { public: true } }, async (req) => {
    const file = (req.params as { file: string }).file;
    const m = /^([a-z]{2})(?:[-_][A-Za-z]{2})?\.json$/.exec(file);
    if (!m) throw notFound('Locale');
    const appName = queryStr((req.query as Record<string, unknown>).app) ?? 'shell';
    if (!LOCALE_APPS.includes(appName)) throw notFound('Locale app');
    return englishTable(appName);
  });
}
