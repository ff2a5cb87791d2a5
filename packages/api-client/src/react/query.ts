import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../errors';

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
    // The interceptor already toasts; a failed call is not retried behind the user's back, except once
    // for a dropped connection.
    retry: (failureCount: number, error: unknown) =>
      error instanceof ApiError && error.status === -1 && failureCount < 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: { retry: false },
} as const;

let client: QueryClient | null = null;

/** The shared QueryClient singleton (the shell provides it; remotes get the same instance through MF). */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: queryClientDefaults });
  return client;
}

/** Replaces the singleton (tests, standalone harness). Pass null to create a fresh one on next use. */
export function setQueryClient(next: QueryClient | null): void {
  client = next;
}
