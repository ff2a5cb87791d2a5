import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiContractError, ApiError, showMutationPolicyToast, showPolicyToast, type ErrorToast } from '../errors';
import { staleRecordListeners } from '../http';

/** What a query or mutation may declare in `meta` (the error policy, issue 23.3). */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** The toast its failure shows (default: `auto` for queries and plain mutations). See {@link ErrorToast}. */
  errorToast?: ErrorToast;
  /**
   * A screen's own text for an HTTP 500 (e.g. STU-18's), shown titled "Sorry, there has been a problem" instead of
   * the toast `errorToast` asks for, whenever that one would show.
   */
  serverErrorMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiQueryMeta;
    mutationMeta: ApiQueryMeta;
  }
}

/** Query-key factories: every key starts with `'api'`, then the resource path. */
export const queryKeys = {
  /** Everything the client caches. */
  all: ['api'] as const,
  /** Everything of one resource (lists and records). */
  resource: (name: string) => ['api', name] as const,
  /** Every list of a resource. */
  lists: (name: string) => ['api', name, 'list'] as const,
  /** One list query. */
  list: (name: string, params: Record<string, unknown>) => ['api', name, 'list', params] as const,
  /** Every record of a resource. */
  details: (name: string) => ['api', name, 'detail'] as const,
  /** One record (with its include). */
  detail: (name: string, id: number, include?: string | readonly string[]) =>
    ['api', name, 'detail', id, include ?? null] as const,
  /** Any other call of a resource, e.g. `queryKeys.call('sessions', 'prime_hours')`. */
  call: (name: string, ...args: unknown[]) => ['api', name, 'call', ...args] as const,
  /** `GET current_user`. */
  currentUser: () => ['api', 'current_user'] as const,
  /** `GET roles`. */
  roles: () => ['api', 'roles'] as const,
  /** `GET locales/{lang}.json?app=`. */
  locale: (lang: string, app: string) => ['api', 'locales', lang, app] as const,
};

/** Default options of the shared QueryClient. */
export const queryClientDefaults = {
  queries: {
    // The error policy toasts every failed fetch; a failed call is not retried behind the user's back, except once
    // for a dropped connection.
    retry: (failureCount: number, error: unknown) =>
      error instanceof ApiError && error.status === -1 && failureCount < 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: { retry: false },
} as const;

/**
 * The error of a list that failed: such a list resolves to an empty page 1 with its `error` (API-07), so its query
 * succeeds; a caller that must tell it from an empty list (the error policy here, a prefetch, a section's failure)
 * asks this. Undefined for any other data.
 */
export const failedListError = (data: unknown): ApiError | ApiContractError | undefined => {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error?: unknown }).error;
  return error instanceof ApiError || error instanceof ApiContractError ? error : undefined;
};

/**
 * Whether a list's query ran and failed: it threw, or its page resolved to the empty page 1 with its error (API-07).
 * Such a list is shown as failed with Retry, never as empty (`data?.results ?? []` reads the same as "none").
 */
export const listQueryFailed = (query: { isError: boolean; data?: unknown }): boolean =>
  query.isError || failedListError(query.data) !== undefined;

/**
 * The one factory of query clients (the shell's, a remote's standalone harness, tests): the product's defaults
 * (`defaultOptions` are merged over them) and the error policy. A failed query or mutation (a failed list page too,
 * API-07) shows the toast its `meta.errorToast` asks for, else the one its call declared, else `auto`, with a 500's
 * own text when `meta.serverErrorMessage` gives one ({@link showPolicyToast}); mutations of {@link useResourceMutation} declare theirs from `errorMode`,
 * and a write that got no reply says "No connection" unless its policy is `none` ({@link showMutationPolicyToast}).
 */
export function createQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      ...defaultOptions,
      queries: { ...queryClientDefaults.queries, ...defaultOptions.queries },
      // A write is sent even when the browser says it is offline: TanStack's default paused it silently (Save stayed
      // busy) and sent it once the connection came back, after the person had discarded the dialog. Sent, it fails
      // at once with -1 and says "No connection" (showMutationPolicyToast); the form keeps its values for a retry.
      mutations: { ...queryClientDefaults.mutations, networkMode: 'always', ...defaultOptions.mutations },
    },
    queryCache: new QueryCache({
      onError: (error, query) => void showPolicyToast(error, query.meta?.errorToast, query.meta?.serverErrorMessage),
      onSuccess: (data, query) => {
        const error = failedListError(data);
        if (error) showPolicyToast(error, query.meta?.errorToast, query.meta?.serverErrorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _context, mutation) =>
        void showMutationPolicyToast(error, mutation.meta?.errorToast, mutation.meta?.serverErrorMessage),
    }),
  });
  // A save refused as stale (409): what this page holds of that resource is stale too; the record's page reloads it
  // (and its version), so reopening its form shows the other person's save.
  staleRecordListeners.add((resource) => void client.invalidateQueries({ queryKey: queryKeys.resource(resource) }));
  return client;
}

let client: QueryClient | null = null;

/** The shared QueryClient singleton (the shell provides it; remotes get the same instance through MF). */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** Replaces the singleton (tests, standalone harness). Pass null to create a fresh one on next use. */
export function setQueryClient(next: QueryClient | null): void {
  client = next;
}
