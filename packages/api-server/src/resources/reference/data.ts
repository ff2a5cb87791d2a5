/**
 * The reference data the forms offer (SRV-11): countries, states, time zones, degree levels, named lists, locales and
 * the English translation table of each app (the domain catalogue's spec strings).
 */
import * as domain from '@tutoring/domain';

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
