import { z } from 'zod';
import { ErrorBodySchema } from '@tutoring/contract';

/** `:id` of a member route (checked by the handler: anything but a positive integer answers 404, as before). */
export const IdParams = z.object({ id: z.string() });

/** One query-string parameter: a value, or the values of a repeated `name[]`. */
export const queryParam = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The query string of a list (`per`, `page`, `orderBy`, `orderSort`, `include`, `query`, `noPagination` + filters);
 * with `fields`, also the sparse fieldset of a resource's generic list (`fields`, ./list.ts `listFields`).
 */
export const listQuery = (filters: readonly string[] = [], { fields = false } = {}) =>
  z.looseObject({
    ...(fields && {
      fields: queryParam.describe(
        "Only these fields of each record (comma-separated camelCase names of the resource's fields; `id` always, and the relations `include` names). Absent: every field.",
      ),
    }),
    per: queryParam,
    page: queryParam,
    orderBy: queryParam,
    orderSort: queryParam,
    include: queryParam,
    query: queryParam,
    noPagination: queryParam,
    ...Object.fromEntries(filters.map((name) => [name, queryParam])),
  });

/** The query string of a single-record read (`include`). */
export const showQuery = z.looseObject({ include: queryParam });

/** The error replies every route may give (ADR 0001: `{errors: [...]}`). */
export const errorReplies = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
} as const;

/** A success reply that is not JSON (a page, a picture, a file): its media types, each with the contract's schema. */
export const mediaReply = (types: readonly string[], schema: z.core.$ZodType) => ({
  content: Object.fromEntries(types.map((type) => [type, { schema }])),
});
