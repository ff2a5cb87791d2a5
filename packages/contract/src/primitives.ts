import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini has no messages of its own (every issue reads "Invalid input"); classic zod set its English ones on import.
 * The contract sets them once for the schemas it builds, so a 422 body, a form error or a reply parse error reads as
 * before (e.g. "Invalid input: expected number, received undefined"). Every schema module imports this one.
 */
z.config(en());

/** OP-03: every id is an integer. */
export const Id = z.int();

/** OP-03: `*At` fields are ISO-8601 date-times with an offset (`Z` or `+hh:mm`). */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** OP-03: date-only fields are `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();

/** OP-03: durations are integer minutes. */
export const Minutes = z.int();

/** OP-03: money is a decimal number of dollars. */
export const Money = z.number();

/** Optional and nullable: what a real reply may omit or send as `null`. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.nullish(schema);

/** A reference to another record that may be sent with only some of its fields (`include`). */
export const RefSchema = z.looseObject({ id: opt(Id), name: opt(z.string()) });
export type Ref = z.infer<typeof RefSchema>;

/** A polymorphic pointer such as `regarding`, `enrollee` or `sourceLink`: `{id, type}`. */
export const TypedRefSchema = z.looseObject({ id: opt(Id), type: opt(z.string()) });
export type TypedRef = z.infer<typeof TypedRefSchema>;

/** `createdAt` / `updatedAt` kept by most records. */
export const timestamps = {
  createdAt: opt(IsoDateTime),
  updatedAt: opt(IsoDateTime),
};

/**
 * DOM-73 / OP-12: an entity the documents name without fields. It has an id, may have a
 * name/label and timestamps, and passes every other key through unchanged.
 */
export const simpleEntity = <S extends z.core.$ZodShape>(extra: S) =>
  z.looseObject({ id: Id, name: opt(z.string()), label: opt(z.string()), ...timestamps, ...extra });
