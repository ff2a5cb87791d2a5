import * as z from 'zod/mini';
import { ListMetaSchema } from './entities';

/** `{ [key]: schema }`, unknown keys passed through, with the key kept in the type. */
export const keyed = <K extends string, S extends z.ZodMiniType>(key: K, schema: S) =>
  z.looseObject({ [key]: schema } as { [P in K]: S });

/** Member reply `{ <memberKey>: entity }` (OP-07). */
export const memberReply = <K extends string, S extends z.ZodMiniType>(memberKey: K, schema: S) =>
  keyed(memberKey, schema);

/**
 * Collection reply `{ <collectionKey>: entity[], meta }` (OP-07). `meta` may be absent on lists that
 * are not paginated (e.g. `noPagination`); the client then derives it from the rows.
 */
export const collectionReply = <K extends string, S extends z.ZodMiniType>(collectionKey: K, schema: S) =>
  z.looseObject({ [collectionKey]: z.array(schema), meta: z.optional(ListMetaSchema) } as {
    [P in K]: z.ZodMiniArray<S>;
  } & {
    meta: z.ZodMiniOptional<typeof ListMetaSchema>;
  });

/** `lead_sources` -> `leadSources` (the collection key of a resource path, ADR 0001). */
export const toCamel = (snake: string): string => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
