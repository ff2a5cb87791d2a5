import type { z } from 'zod';
import { ADDRESS_INCOMPLETE } from '@tutoring/contract/writes';
import { FIELD_REQUIRED, isTimeZone } from '@tutoring/domain';

/** An error with an HTTP status and the `{errors: [...]}` body of ADR 0001. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.join('; '));
  }
}

/**
 * The 422 of a request body refused by its schema: `blank` holds the messages that say a required field is empty
 * ("First name can't be blank"), which a route may say as one sentence (`requiredSentence`). An incomplete address
 * keeps its own sentence (ADDRESS_INCOMPLETE names what a complete one needs).
 */
export class BodyError extends HttpError {
  constructor(
    errors: string[],
    extra: Record<string, unknown>,
    readonly blank: ReadonlySet<string>,
  ) {
    super(422, errors, extra);
  }
}

/** 422 with the given messages. */
export const unprocessable = (...errors: string[]): HttpError => new HttpError(422, errors);
/** 404 with a generic message. */
export const notFound = (what = 'Record'): HttpError => new HttpError(404, [`${what} not found`]);
/** 403 with a generic message. */
export const forbidden = (msg = 'You are not allowed to do that.'): HttpError => new HttpError(403, [msg]);
/** 401 with a generic message. */
export const unauthorized = (msg = 'You need to sign in before continuing.'): HttpError => new HttpError(401, [msg]);

/** Converted names kept by {@link camel}: column names are few; past this size (names from requests) none are added. */
const CAMEL_CACHE_MAX = 4096;
const camelCache = new Map<string, string>();
/**
 * snake_case -> camelCase. Every key of every row goes through here, so conversions are remembered (issue 26: the
 * regex replace was about 7 % of the list API's CPU time).
 */
export const camel = (s: string): string => {
  let out = camelCache.get(s);
  if (out === undefined) {
    out = s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camelCache.size < CAMEL_CACHE_MAX) camelCache.set(s, out);
  }
  return out;
};
/** camelCase -> snake_case. */
export const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Parses a positive integer id from a path segment; anything else is a 404 (never a 500). */
export function parseId(raw: unknown, what = 'Record'): number {
  const s = String(raw ?? '');
  if (!/^\d{1,9}$/.test(s)) throw notFound(what);
  const n = Number(s);
  if (n < 1) throw notFound(what);
  return n;
}

/** Formats zod issues as full messages ("Name is required"). */
export function zodMessages(error: z.ZodError): string[] {
  return error.issues.map((i) => {
    const field = i.path.length ? humanize(String(i.path[i.path.length - 1])) : 'Body';
    if (
      i.message &&
      !i.message.startsWith('Invalid input') &&
      !i.message.startsWith('Expected') &&
      !i.message.startsWith('Too') &&
      !i.message.startsWith('Unrecognized')
    ) {
      return /^[A-Z]/.test(i.message) && !/^(Required|Invalid)/.test(i.message)
        ? i.message
        : `${field} ${i.message.charAt(0).toLowerCase()}${i.message.slice(1)}`;
    }
    return `${field} is invalid`;
  });
}

/** "firstName" -> "First name". */
export function humanize(key: string): string {
  const words = snake(key).replace(/_id$/, '').split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a field of each zod type holds, in a refusal of a value of another type ("First name must be text"). */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** zod's own English ("Invalid input: expected number, received Infinity", "Too big: …"), never sent as is. */
const ZOD_ENGLISH = /^(Invalid|Expected|Too (big|small)|Unrecognized)\b/;

/** The value a body has at an issue's path (undefined when the path is not there). */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let v = body;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, key)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Nothing, null and '' are blank (the contract's "Required"); any other value is given. */
const isGiven = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * What a field sent with a value of the wrong type takes ("Must be text"), when its issue would otherwise say
 * "Required" (the field is not blank) or zod's English; null for any other issue.
 */
function wrongTypeWord(issue: z.ZodError['issues'][number], sent: unknown): string | null {
  if (issue.code !== 'invalid_type' || !isGiven(sent)) return null;
  if (issue.message !== FIELD_REQUIRED && !ZOD_ENGLISH.test(issue.message)) return null;
  const expected = String((issue as { expected?: unknown }).expected ?? '');
  return Object.hasOwn(TYPE_WORDS, expected) ? `Must be ${TYPE_WORDS[expected]}` : 'Is invalid';
}

/**
 * The field-level word of an issue in zod's own English (a bound, an option): "Must be at most 2147483647", "Maximum
 * 50 characters", else "Is invalid" ("Required" when nothing was sent); null for the contract's own messages.
 */
function zodEnglishWord(issue: z.ZodError['issues'][number], sent: unknown): string | null {
  if (!ZOD_ENGLISH.test(issue.message)) return null;
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const big = issue.code === 'too_big';
    const limit = Number((issue as { maximum?: unknown; minimum?: unknown })[big ? 'maximum' : 'minimum']);
    const origin = (issue as { origin?: unknown }).origin;
    if (Number.isFinite(limit) && (origin === 'number' || origin === 'int'))
      return `Must be ${big ? 'at most' : 'at least'} ${limit}`;
    if (Number.isFinite(limit) && origin === 'string')
      return big ? `Maximum ${limit} characters` : `Minimum ${limit} characters`;
    if (Number.isFinite(limit) && origin === 'array')
      return `Must have ${big ? 'at most' : 'at least'} ${limit} ${limit === 1 ? 'item' : 'items'}`;
  }
  return isGiven(sent) ? 'Is invalid' : FIELD_REQUIRED;
}

/**
 * The 422 of a request body refused by its contract schema (issue 23.1): the messages in `errors` and each under its
 * field path in `fields` (paths inside the `memberKey` envelope). "Required" (OP-31l) is a field-level word: the
 * sentence names the field ("Last name can't be blank"), or the incomplete address (DS-13). A field sent with a value
 * of the wrong type is not blank: it says what the field takes ("First name must be text", `fields`: "Must be text").
 * zod's own English never reaches the reply: `fields` then has the product's word ("Must be at least 15"). `body` is
 * the body as sent, to tell a wrong value from a missing one.
 */
export function bodyError(error: z.ZodError, memberKey?: string, body?: unknown): BodyError {
  const fields: Record<string, string[]> = {};
  const plain = zodMessages(error);
  const blank = new Set<string>();
  const messages = error.issues.map((issue, i) => {
    const path = issue.path.slice(memberKey && issue.path[0] === memberKey ? 1 : 0).map(String);
    if (!path.length) return plain[i]!;
    const field = humanize(path[path.length - 1]!);
    const sent = valueAt(body, issue.path);
    const wrongType = wrongTypeWord(issue, sent);
    (fields[path.join('.')] ??= []).push(wrongType ?? zodEnglishWord(issue, sent) ?? issue.message);
    if (wrongType) return `${field} ${wrongType.charAt(0).toLowerCase()}${wrongType.slice(1)}`;
    if (issue.message !== FIELD_REQUIRED) return plain[i]!;
    if (path.length > 1 && path[path.length - 2] === 'address') return ADDRESS_INCOMPLETE;
    const message = `${field} can't be blank`;
    blank.add(message);
    return message;
  });
  return new BodyError([...new Set(messages)], { fields }, blank);
}

/** The envelope key of a body such as `{ parent: {...} }` (one key holding an object), if it is one. */
export function envelopeKey(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const keys = Object.keys(body);
  const inner = keys.length === 1 ? (body as Record<string, unknown>)[keys[0]!] : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? keys[0] : undefined;
}

/** Reads a query value that may be repeated (`roles[]=a&roles[]=b`). */
export function queryList(q: Record<string, unknown>, name: string): string[] {
  const v = q[`${name}[]`] ?? q[name];
  if (v === undefined || v === null || v === '') return [];
  const arr = Array.isArray(v) ? v : String(v).split(',');
  return arr.map(String).filter((s) => s !== '');
}

/** Reads a boolean-ish query value. */
export function queryBool(v: unknown): boolean | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const s = String(Array.isArray(v) ? v[0] : v).toLowerCase();
  if (['true', '1', 'yes'].includes(s)) return true;
  if (['false', '0', 'no'].includes(s)) return false;
  return undefined;
}

/** Reads a single string query value. */
export function queryStr(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  const s = String(Array.isArray(v) ? v[0] : v);
  return s === '' ? undefined : s;
}

/** Reads an ISO date-time query value; invalid values are a 422. */
export function queryDate(v: unknown, name: string): string | undefined {
  const s = queryStr(v);
  if (s === undefined) return undefined;
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) throw unprocessable(`${humanize(name)} is not a valid date`);
  return d.toISOString();
}

/** Reads an integer query value; invalid values are a 422. */
export function queryInt(v: unknown, name: string): number | undefined {
  const s = queryStr(v);
  if (s === undefined) return undefined;
  if (!/^-?\d{1,9}$/.test(s)) throw unprocessable(`${humanize(name)} must be an integer`);
  return Number(s);
}

/** True for an IANA time zone name both Intl and PostgreSQL understand (`America/New_York`, `UTC`): domain's one check. */
export { isTimeZone };

/** A stored time zone, or UTC when it is not a valid one (a bad stored value never makes a read fail). */
export const safeTimeZone = (v: unknown): string => (isTimeZone(v) ? v : 'UTC');

/** Every time zone name Intl knows, plus UTC: SQL maps a stored zone outside this list to UTC. */
export const TIME_ZONE_NAMES: string[] = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
