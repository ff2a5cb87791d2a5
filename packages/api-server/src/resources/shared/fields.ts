import { z } from 'zod';
import { HttpError, humanize, isTimeZone, unprocessable } from '../../util';

/** A writable field. */
export interface Field {
  /** SQL column (defaults to the snake_case key). */
  col?: string;
  /** The table holding it: the resource table or the joined users row. */
  on?: 'self' | 'user';
  schema: z.ZodType;
  /** Stored as jsonb. */
  json?: boolean;
}

/** Common zod pieces for fields. */
export const f = {
  str: (max = 255) => ({ schema: z.string().max(max, `Maximum ${max} characters`) }),
  strN: (max = 255) => ({ schema: z.string().max(max, `Maximum ${max} characters`).nullable() }),
  int: (min = -2147483648, max = 2147483647) => ({ schema: z.number().int().min(min).max(max) }),
  intN: (min = -2147483648, max = 2147483647) => ({ schema: z.number().int().min(min).max(max).nullable() }),
  id: () => ({ schema: z.number().int().positive().max(2147483647).nullable() }),
  bool: () => ({ schema: z.boolean() }),
  num: () => ({ schema: z.number().finite().min(-1e8).max(1e8) }),
  dateTime: () => ({ schema: z.iso.datetime({ offset: true }) }),
  dateTimeN: () => ({ schema: z.iso.datetime({ offset: true }).nullable() }),
  date: () => ({ schema: z.iso.date().nullable() }),
  json: (schema: z.ZodType = z.record(z.string(), z.unknown())) => ({ schema, json: true }),
  email: () => ({ schema: z.string().max(255).email('Email is invalid'), on: 'user' as const }),
  user: (max = 100) => ({ schema: z.string().max(max, `Maximum ${max} characters`), on: 'user' as const }),
  /** An IANA time zone (refused on write when PostgreSQL or Intl would not understand it). */
  timeZone: (on?: 'user') => ({
    schema: z.string().refine(isTimeZone, { message: 'Time zone is not a valid time zone' }),
    ...(on ? { on } : {}),
  }),
  oneOf: (values: readonly string[], label: string) => ({
    schema: z.string().refine((v) => values.includes(v), { message: `${label} is not included in the list` }),
  }),
};

/** Validates a member body against the fields; returns the known keys only. */
export function parseMemberFields(
  member: string,
  fields: Record<string, Field>,
  required: readonly string[],
  body: unknown,
  creating: boolean,
): Record<string, unknown> {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>)[member] : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw unprocessable(`${humanize(member)} is missing from the request body`);
  const data: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (!(key in raw)) continue;
    const v = (raw as Record<string, unknown>)[key];
    const r = field.schema.safeParse(v);
    if (!r.success) {
      const issue = r.error.issues[0];
      const custom =
        issue?.message && /^[A-Z]/.test(issue.message) && !/^(Invalid|Expected|Too|Unrecognized)/.test(issue.message);
      errors.push(custom ? issue.message : `${humanize(key)} is invalid`);
    } else data[key] = r.data;
  }
  for (const key of required) {
    const present = key in data && data[key] !== null && data[key] !== '';
    if ((creating && !present) || (!creating && key in data && !present))
      errors.push(`${humanize(key)} can't be blank`);
  }
  if (errors.length) throw new HttpError(422, [...new Set(errors)]);
  return data;
}
