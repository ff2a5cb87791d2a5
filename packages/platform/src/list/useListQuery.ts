import { useCallback, useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tutoring/domain';
import type { ResourceName } from '@tutoring/contract';
import {
  emptyListResult,
  queryKeys,
  resource,
  toListResult,
  type CallOptions,
  type ListParams,
  type ListResult,
} from '@tutoring/api-client';
import type { PrefetchContext } from '../prefetch';
import type { WarmUpContext } from '../warm-up';

/** `value` while its content stays the same as the last render's (a plain-data object). */
function useStableValue<V>(value: V): V {
  const kept = useRef<{ json: string; value: V } | null>(null);
  const json = JSON.stringify(value);
  if (kept.current?.json !== json) kept.current = { json, value };
  return kept.current.value;
}

/** A list source: a registry resource name, or a custom list function with a cache name. */
export type ListSource<T> =
  ResourceName | { name: string; list: (params: ListParams, options: CallOptions) => Promise<ListResult<T>> };

/** Defaults of a list screen: sort, per and filter values used when the URL holds none. */
export interface ListDefaults {
  orderBy?: string;
  orderSort?: 'asc' | 'desc';
  /** Default page size; 25 for list screens (DS-08). */
  per?: number;
  [filter: string]: string | number | undefined;
}

/** Options of {@link useListQuery}. */
export interface UseListQueryOptions<T> {
  /** The route's name; the URL keys are `<routeName>.<param>`. */
  routeName: string;
  /** What to list. */
  resource: ListSource<T>;
  /** Defaults (not written to the URL while they apply). */
  defaults?: ListDefaults;
  /** Names of the filters kept in the URL. */
  filters?: readonly string[];
  /** Params always sent and never put in the URL (e.g. `include`). */
  fixed?: ListParams;
  /**
   * The orderBy values the server allows for this list (the sortable columns' keys). An orderBy in the URL outside
   * them falls back to the default sort and is removed from the URL (a correction). Absent: any value is sent.
   */
  orderBys?: readonly string[];
  /** Allowed page sizes; default 25/50/100 (DS-08). */
  pageSizes?: readonly number[];
  /** Set false to hold the query. */
  enabled?: boolean;
}

/** The URL-backed list state. */
export interface ListState {
  page: number;
  per: number;
  orderBy: string | undefined;
  orderSort: 'asc' | 'desc' | undefined;
  filters: Record<string, string | undefined>;
}

/** What {@link useListQuery} returns. */
export interface UseListQueryResult<T> {
  /** The current list state read from the URL. */
  state: ListState;
  /** The params sent to the API. */
  params: ListParams;
  /** The list (empty page 1 until the first reply, and after a failure, API-07). */
  result: ListResult<T>;
  isLoading: boolean;
  isFetching: boolean;
  /** Sets filters (null/'' removes one) and returns to page 1; pushes a history entry. */
  setFilters: (changes: Record<string, string | number | null | undefined>) => void;
  /** Sorts; toggles the direction when orderBy is unchanged and no direction is given. Page 1; push. */
  setSort: (orderBy: string, orderSort?: 'asc' | 'desc') => void;
  /** Goes to a page; push. */
  setPage: (page: number) => void;
  /** Changes the page size and returns to page 1 (OP-58); push. */
  setPer: (per: number) => void;
  /** Clears every URL param of this list; push. */
  reset: () => void;
  /** Asks for the page again (it returns the refetch's promise, which a Retry button waits for). */
  refetch: () => void;
}

const sourceName = <T>(source: ListSource<T>): string => (typeof source === 'string' ? source : source.name);

/** The options that decide a list's query (what the URL holds aside): its page's and its prefetch's. */
export type ListOptions<T> = Omit<UseListQueryOptions<T>, 'enabled'>;

/** What a list's URL means: its state, the params sent, and which URL values were invalid (to be corrected). */
export interface ListUrl {
  state: ListState;
  params: ListParams;
  pageValid: boolean;
  perValid: boolean;
  orderByValid: boolean;
}

/**
 * Reads a list's state and API params from a query string: `<routeName>.page`, `.per`, `.orderBy`,
 * `.orderSort` and the filters, the defaults where the URL holds none or an invalid value. {@link useListQuery}
 * reads the address bar with it; an area's prefetch reads the link it is about to open (issue 26).
 */
export function readListUrl<T>(searchParams: URLSearchParams, options: ListOptions<T>): ListUrl {
  const { routeName, defaults = {}, filters = [], fixed } = options;
  const pageSizes = options.pageSizes ?? PAGE_SIZE_OPTIONS;
  const defaultPer = defaults.per ?? DEFAULT_PAGE_SIZE;
  const key = (param: string) => `${routeName}.${param}`;
  const rawPage = searchParams.get(key('page'));
  const rawPer = searchParams.get(key('per'));
  const parsedPage = rawPage === null ? 1 : Number(rawPage);
  const pageValid = Number.isInteger(parsedPage) && parsedPage >= 1;
  const parsedPer = rawPer === null ? defaultPer : Number(rawPer);
  const perValid = pageSizes.includes(parsedPer) || rawPer === null;
  const page = pageValid ? parsedPage : 1;
  const per = perValid ? parsedPer : defaultPer;
  const rawSort = searchParams.get(key('orderSort'));
  const orderSort = rawSort === 'asc' || rawSort === 'desc' ? rawSort : defaults.orderSort;
  const rawOrderBy = searchParams.get(key('orderBy'));
  const orderByValid = rawOrderBy === null || !options.orderBys || options.orderBys.includes(rawOrderBy);
  const orderBy = (orderByValid ? rawOrderBy : null) ?? defaults.orderBy;
  const filterValues: Record<string, string | undefined> = {};
  for (const f of filters) {
    const fallback = defaults[f];
    filterValues[f] = searchParams.get(key(f)) ?? (fallback === undefined ? undefined : String(fallback));
  }
  const params: ListParams = { ...fixed, page, per };
  if (orderBy) params.orderBy = orderBy;
  if (orderSort) params.orderSort = orderSort;
  for (const [f, v] of Object.entries(filterValues)) if (v !== undefined && v !== '') params[f] = v;
  return {
    state: { page, per, orderBy, orderSort, filters: filterValues },
    params,
    pageValid,
    perValid,
    orderByValid,
  };
}

/** The query of one page of a list: its key (`queryKeys.list`) and its call. */
export function listQueryOptions<T>(source: ListSource<T>, params: ListParams) {
  return queryOptions({
    queryKey: queryKeys.list(sourceName(source), params as Record<string, unknown>),
    queryFn: ({ signal }): Promise<ListResult<T>> =>
      typeof source === 'string'
        ? (resource(source).list(params, { signal }) as Promise<ListResult<T>>)
        : source.list(params, { signal }),
  });
}

/**
 * Fetches ahead the list page a link leads to (issue 26): the list of `options` as the page's
 * {@link useListQuery} will ask for it with `searchParams` (page 1 with the defaults for a bare link).
 */
export function prefetchList<T>(
  context: Pick<PrefetchContext, 'prefetch' | 'searchParams'>,
  options: ListOptions<T>,
): Promise<void> {
  return context.prefetch(listQueryOptions(options.resource, readListUrl(context.searchParams, options).params));
}

/**
 * Puts `rows` in a warm-up's own query client as the list page its URL names (issue 26, `AreaWarmUp`): the page's
 * {@link useListQuery} with `options` then reads them there, so the page is warmed with its rows. `totalCount` is the
 * list's length the footer shows (default: the rows).
 */
export function placeholderList<T>(
  context: Pick<WarmUpContext, 'queryClient' | 'searchParams'>,
  options: ListOptions<T>,
  rows: T[],
  totalCount = rows.length,
): void {
  const { state, params } = readListUrl(context.searchParams, options);
  const meta = {
    totalCount,
    totalPages: Math.ceil(totalCount / state.per),
    pageNumber: state.page,
    pageSize: state.per,
  };
  context.queryClient.setQueryData(
    listQueryOptions(options.resource, params).queryKey,
    toListResult(rows, meta, { page: state.page, per: state.per }),
  );
}

/**
 * A list screen's query kept in the URL (X-01, OP-79): filters, orderBy/orderSort, page and per live in the
 * query string under `<routeName>.`; user changes push history entries, corrections (a page past the last,
 * API-08; an invalid page or per) replace the current one. Reload and back/forward restore the list.
 */
export function useListQuery<T = unknown>(options: UseListQueryOptions<T>): UseListQueryResult<T> {
  const { routeName, defaults = {}, filters = [], enabled = true } = options;
  const defaultPer = defaults.per ?? DEFAULT_PAGE_SIZE;
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const name = sourceName(options.resource);
  const key = useCallback((param: string) => `${routeName}.${param}`, [routeName]);

  const read = readListUrl(searchParams, options);
  const { pageValid, perValid, orderByValid } = read;
  const { page, per, orderBy, orderSort } = read.state;
  // Kept while their content is the same (effects and callbacks below depend on them).
  const filterValues = useStableValue(read.state.filters);
  const params = useStableValue(read.params);
  const state: ListState = { page, per, orderBy, orderSort, filters: filterValues };

  const query = useQuery({
    ...listQueryOptions(options.resource, params),
    placeholderData: keepPreviousData,
    enabled,
  });

  // The URL this hook last wrote until the page renders with it: react-router hands `setSearchParams`' callback the
  // parameters of the last render, so a second change made before the next render (a search, then at once a filter)
  // would start from the old URL and undo the first.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);

  /** Writes changes to the URL; values equal to their default are removed. */
  const write = useCallback(
    (changes: Record<string, string | number | null | undefined>, replace: boolean) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(written.current ?? prev);
          for (const [param, value] of Object.entries(changes)) {
            const fallback = param === 'page' ? 1 : param === 'per' ? defaultPer : defaults[param];
            if (value === null || value === undefined || value === '' || String(value) === String(fallback ?? ''))
              next.delete(key(param));
            else next.set(key(param), String(value));
          }
          written.current = next;
          return next;
        },
        { replace },
      );
    },
    // defaults is usually an inline object: depend on its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams, key, defaultPer, JSON.stringify(defaults)],
  );

  // Corrections replace the current entry: invalid page/per/orderBy in the URL.
  useEffect(() => {
    if (!pageValid || !perValid || !orderByValid)
      write(
        {
          ...(pageValid ? {} : { page: null }),
          ...(perValid ? {} : { per: null }),
          ...(orderByValid ? {} : { orderBy: null, orderSort: null }),
        },
        true,
      );
  }, [pageValid, perValid, orderByValid, write]);

  // API-08: the list reloaded the last page; put that page in the URL (replace) and seed its cache entry.
  const data = query.data;
  useEffect(() => {
    if (!data || data.error || query.isPlaceholderData) return;
    if (data.totalPages >= 1 && page > data.totalPages && data.page === data.totalPages) {
      queryClient.setQueryData(queryKeys.list(name, { ...params, page: data.page } as Record<string, unknown>), data);
      write({ page: data.page }, true);
    }
  }, [data, page, params, name, queryClient, write, query.isPlaceholderData]);

  return {
    state,
    params,
    result: data ?? emptyListResult<T>(per),
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    setFilters: (changes) => write({ ...changes, page: null }, false),
    setSort: (nextOrderBy, nextSort) => {
      const direction = nextSort ?? (nextOrderBy === orderBy && orderSort === 'asc' ? 'desc' : 'asc');
      write({ orderBy: nextOrderBy, orderSort: direction, page: null }, false);
    },
    setPage: (nextPage) => write({ page: Math.max(1, Math.floor(nextPage)) }, false),
    setPer: (nextPer) => write({ per: nextPer, page: null }, false),
    reset: () =>
      write(Object.fromEntries(['page', 'per', 'orderBy', 'orderSort', ...filters].map((p) => [p, null])), false),
    refetch: () => query.refetch(),
  };
}
