import * as z from 'zod/mini';
import { DEFAULT_API_PER } from '@tutoring/domain';
import { resources, type EntityOf, type ListMeta, type ResourceName } from '@tutoring/contract';
import { request, type CallOptions, type QueryParams } from './http';
import { ApiContractError, ApiError } from './errors';

/** List parameters (API-03, API-05); filters ride along as extra keys. */
export interface ListParams {
  orderBy?: string;
  orderSort?: 'asc' | 'desc';
  page?: number;
  per?: number;
  include?: string | readonly string[];
  /** Sparse fieldsets (issue 26): the contract fields each record carries (with its id and includes), joined like include. */
  fields?: string | readonly string[];
  [filter: string]: unknown;
}

/** The list query object of API-05 (indices per OP-47). */
export interface ListResult<T> {
  results: T[];
  totalCount: number;
  totalPages: number;
  pageSize: number;
  /** The page served (meta.pageNumber). */
  page: number;
  /** 1-based position of the first row shown; 0 when the list is empty. */
  startIndex: number;
  /** 1-based position of the last row shown; 0 when the list is empty. */
  endIndex: number;
  /** The raw meta of the reply (derived from the rows when the reply had none). */
  meta: ListMeta;
  /** The failure, when the list query failed and resolved to an empty page 1 (API-07). */
  error?: ApiError | ApiContractError;
}

/** OP-47: startIndex/endIndex; both 0 when totalCount is 0. */
export function listIndices(
  page: number,
  pageSize: number,
  totalCount: number,
): { startIndex: number; endIndex: number } {
  if (totalCount <= 0 || pageSize <= 0) return { startIndex: 0, endIndex: 0 };
  const startIndex = (page - 1) * pageSize + 1;
  return { startIndex, endIndex: Math.min(page * pageSize, totalCount) };
}

/** Builds a {@link ListResult} from rows and meta. */
export function toListResult<T>(
  results: T[],
  meta: ListMeta | undefined,
  requested: { page: number; per: number },
): ListResult<T> {
  const effective: ListMeta = meta ?? {
    totalCount: results.length,
    totalPages: results.length > 0 ? 1 : 0,
    pageNumber: requested.page,
    pageSize: Math.max(requested.per, results.length),
  };
  const page = effective.pageNumber || requested.page;
  const pageSize = effective.pageSize || requested.per;
  return {
    results,
    totalCount: effective.totalCount,
    totalPages: effective.totalPages,
    pageSize,
    page,
    ...listIndices(page, pageSize, effective.totalCount),
    meta: effective,
  };
}

/** API-07: the empty page 1 a failed list query resolves to. */
export function emptyListResult<T>(per: number, error?: ApiError | ApiContractError): ListResult<T> {
  return {
    results: [],
    totalCount: 0,
    totalPages: 0,
    pageSize: per,
    page: 1,
    startIndex: 0,
    endIndex: 0,
    meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: per },
    ...(error ? { error } : {}),
  };
}

const serializeParams = (params: ListParams): QueryParams => {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if ((key === 'include' || key === 'fields') && Array.isArray(value)) out[key] = value.join(',');
    else if (Array.isArray(value)) out[key] = value.map(String);
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = String(value as string | number | boolean);
  }
  return out;
};

/**
 * Fetches one page of a collection, with the list rules: per defaults to 10 (API-06); a page past the
 * last is reloaded as the last page (API-08); a failure resolves to an empty page 1 (API-07).
 */
export async function fetchList<T>(
  path: string,
  collectionKey: string,
  itemSchema: z.ZodMiniType<T>,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<ListResult<T>> {
  const per = params.per ?? DEFAULT_API_PER;
  const page = params.page ?? 1;
  const schema = z.looseObject({
    [collectionKey]: z.array(itemSchema),
    meta: z.optional(
      z.looseObject({ totalCount: z.int(), totalPages: z.int(), pageNumber: z.int(), pageSize: z.int() }),
    ),
  });
  const load = async (p: number): Promise<ListResult<T>> => {
    const reply = await request({
      method: 'GET',
      path,
      searchParams: serializeParams({ ...params, page: p, per }),
      schema,
      ...options,
    });
    return toListResult(reply[collectionKey] as T[], reply.meta as ListMeta | undefined, { page: p, per });
  };
  try {
    const first = await load(page);
    if (first.totalPages >= 1 && page > first.totalPages) return await load(first.totalPages);
    return first;
  } catch (error) {
    if (error instanceof ApiError || error instanceof ApiContractError) return emptyListResult<T>(per, error);
    throw error;
  }
}

/** Options of an update: {@link CallOptions} and the `If-Match` version (issue 20). */
export interface UpdateOptions extends CallOptions {
  /** The version the form was opened on ({@link recordVersion}); omitted: no precondition. */
  ifMatch?: string;
}

/** Options of a single-record call. */
export interface GetOptions extends CallOptions {
  include?: string | readonly string[];
}

const includeParam = (include: GetOptions['include']): QueryParams | undefined =>
  include === undefined ? undefined : { include: Array.isArray(include) ? include.join(',') : (include as string) };

/** The generic client of one registry resource (API-03). */
export interface ResourceClient<T> {
  /** Resource path (`lead_sources`). */
  readonly path: string;
  /** `GET {path}` -> ListResult (API-05..API-08). */
  list(params?: ListParams, options?: CallOptions): Promise<ListResult<T>>;
  /** `GET {path}/{id}` with include. */
  get(id: number, options?: GetOptions): Promise<T>;
  /**
   * Re-GET of an already loaded record (API-12): a 404 or -1 failure rejects with exactly that
   * status value (the number 404 or -1); other failures reject with the ApiError.
   */
  refresh(id: number, options?: GetOptions): Promise<T>;
  /** `POST {path}` with `{<memberKey>: attributes}`. */
  create(attributes: Partial<T> & Record<string, unknown>, options?: CallOptions): Promise<T>;
  /**
   * `PUT {path}/{id}` with `{<memberKey>: attributes}`. Pass `ifMatch` (the {@link recordVersion} the form was
   * opened on): a save made since then is refused with 409 and the server's message (issue 20).
   */
  update(id: number, attributes: Partial<T> & Record<string, unknown>, options?: UpdateOptions): Promise<T>;
  /** `DELETE {path}/{id}`. */
  remove(id: number, options?: CallOptions): Promise<void>;
}

/** A generic client for any path, with explicit keys and schema. */
export function resourceClient<T>(
  path: string,
  memberKey: string,
  collectionKey: string,
  schema: z.ZodMiniType<T>,
): ResourceClient<T> {
  const member = z.looseObject({ [memberKey]: schema });
  const get = async (id: number, options: GetOptions = {}): Promise<T> => {
    const { include, ...rest } = options;
    const reply = await request({
      method: 'GET',
      path: `${path}/${id}`,
      searchParams: includeParam(include),
      schema: member,
      ...rest,
    });
    return reply[memberKey] as T;
  };
  return {
    path,
    list: (params, options) => fetchList(path, collectionKey, schema, params, options),
    get,
    refresh: async (id, options) => {
      try {
        return await get(id, options);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === -1)) throw error.status;
        throw error;
      }
    },
    create: async (attributes, options) => {
      const reply = await request({
        method: 'POST',
        path,
        json: { [memberKey]: attributes },
        schema: member,
        ...options,
      });
      return reply[memberKey] as T;
    },
    update: async (id, attributes, options) => {
      const reply = await request({
        method: 'PUT',
        path: `${path}/${id}`,
        json: { [memberKey]: attributes },
        schema: member,
        ...options,
      });
      return reply[memberKey] as T;
    },
    remove: async (id, options) => {
      await request({ method: 'DELETE', path: `${path}/${id}`, ...options });
    },
  };
}

/** The generic client of a registry resource: `resource('parents').list({page: 2})`. */
export function resource<N extends ResourceName>(name: N): ResourceClient<EntityOf<N>> {
  const def = resources[name];
  return resourceClient(
    def.path,
    def.memberKey,
    def.collectionKey,
    def.schema as unknown as z.ZodMiniType<EntityOf<N>>,
  );
}
