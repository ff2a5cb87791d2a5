/**
 * The building blocks of the typed calls (`src/endpoints.ts` and `@tutoring/api-client/endpoints`): a GET and a
 * write through the one `request`, reply schemas keyed by the entity's member key, ISO query values.
 */
import * as z from 'zod/mini';
import * as C from '@tutoring/contract';
import { request, type CallOptions, type QueryParams, type RequestSpec } from './http';

/** Any reply schema. */
export type Schema = z.ZodMiniType;

/** `GET path?searchParams`, the reply parsed with `schema`. */
export const callGet = <S extends Schema>(
  path: string,
  schema: S,
  searchParams?: QueryParams,
  options?: CallOptions,
  extra?: Partial<RequestSpec<S>>,
) => request({ method: 'GET', path, schema, searchParams, ...options, ...extra });

/** `POST`/`PUT`/`DELETE path` with a JSON body (none when `json` is undefined); the reply parsed when `schema` is given. */
export const callSend = <S extends Schema>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  json: unknown,
  schema: S | undefined,
  options?: CallOptions,
  extra?: Partial<RequestSpec<S>>,
) =>
  request({
    method,
    path,
    ...(json === undefined ? {} : { json }),
    ...(schema ? { schema } : {}),
    ...options,
    ...extra,
  });

/** `{key: schema}` reply schema. */
export const replyOf = <K extends string, S extends Schema>(key: K, schema: S) => C.keyed(key, schema);
/** `{key: schema[]}` reply schema. */
export const listOf = <K extends string, S extends Schema>(key: K, schema: S) => C.keyed(key, z.array(schema));

/** A reply read but not checked (a call whose reply nobody uses). */
export const ANY_REPLY = z.unknown();

/** Serialises a Date or ISO string query value. */
export const isoParam = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

/** The REQUEST_ERROR toast path for enrollment and employee actions (API-14, OP-55). */
export const REQUEST_ERROR_TOAST = { errorToast: 'request' } as const;
