import ky, { TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { apiRoot, examsRoot, readCsrfCookie, state } from './config';
import { ApiContractError, ApiError, IGNORED_STATUSES, type ErrorToast } from './errors';

export { IGNORED_STATUSES };

/** The JSON-API media type (OP-24). */
export const JSON_API = 'application/vnd.api+json';

/** Query parameter values; arrays repeat the key, null/undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
/** Query parameters of a call. */
export type QueryParams = Record<string, QueryValue>;

/** Per-call options every endpoint function accepts as its last argument. */
export interface CallOptions {
  /**
   * `false`: this call's failure asks for no toast (its error carries `errorToast: 'none'`). The HTTP layer never
   * toasts either way; a query or mutation declares its toast with `meta: { errorToast }` instead.
   * @deprecated declare `meta: { errorToast: 'none' }` on the query or mutation.
   */
  handleErrors?: boolean;
  /** Aborts the call (it then fails with status -1). */
  signal?: AbortSignal;
}

/** Internal request description. */
export interface RequestSpec<S extends z.ZodMiniType | undefined = undefined> extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the `/api/v2` base, or absolute below the host when it starts with `/` (e.g. `/api/login.json`). */
  path: string;
  /** `v2` (default), `root` (`/api/...`) or `exams` (exams host, token header). */
  host?: 'v2' | 'root' | 'exams';
  searchParams?: QueryParams;
  json?: unknown;
  body?: FormData | URLSearchParams;
  schema?: S;
  /** Accept header; default the JSON-API type. */
  accept?: string;
  /** `text` returns the body as a string (CSV). */
  responseType?: 'json' | 'text';
  /** A 401 on this call does not trigger logout (login itself). */
  skipUnauthorized?: boolean;
  /** `request`: failures ask for the REQUEST_ERROR toast instead of the generic handler (API-14, OP-55). */
  errorToast?: 'generic' | 'request';
  /** `If-Match`: the version a form was opened on; a save made since answers 409 (issue 20: no lost updates). */
  ifMatch?: string;
}

/** Last `ETag` seen per record (`v2:parents/12`, `exams:transcripts/3`): the version of it the page holds (issue 20). */
const versions = new Map<string, string>();

/** The one key of a record's version, whichever host serves it: `<host>:<path without .json>`. */
const versionKey = (host: RequestSpec['host'], path: string): string =>
  `${host ?? 'v2'}:${path.replace(/^\/+/, '').replace(/\.json$/, '')}`;

/**
 * The version (`ETag` of its last `GET` or `PUT` reply) of a record this page has loaded, or undefined: `path` is the
 * resource's path on its host (`parents`; `transcripts` on the exams host, `host` `'exams'`). A form keeps the one it
 * was opened on and sends it back as `If-Match` with its update (`update(id, attrs, {ifMatch})`), so a save someone
 * made in between is refused with 409 instead of being overwritten.
 */
export function recordVersion(path: string, id: number, host: RequestSpec['host'] = 'v2'): string | undefined {
  return versions.get(versionKey(host, `${path}/${id}`));
}

/**
 * Told of every save refused because the record changed since the form opened it (409 to an `If-Match` write): its
 * resource's name (`parents`, `transcripts`), the first segment of its path on whichever host. The query client (react/query.ts) refetches that resource, so a
 * form opened again shows the other person's values and their version, not the stale ones until a page reload.
 * @internal
 */
export const staleRecordListeners = new Set<(resource: string) => void>();

/** Forgets every remembered version (tests, logout). */
export function clearRecordVersions(): void {
  versions.clear();
}

type Result<S> = S extends z.ZodMiniType ? z.infer<S> : unknown;

const randomId = (): string => {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
};

/**
 * The one ky instance. `credentials: 'include'`; the beforeRequest hook adds the CSRF token, the spoofing
 * header and a fresh `X-Request-Id` to every request (API-02, X-03). No retries; no client-side timeout.
 */
export const http = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: false,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const csrf = readCsrfCookie() ?? state.csrfToken;
        if (csrf) request.headers.set('X-CSRF-Token', csrf);
        if (state.spoof) request.headers.set('X-Spoof-User', `Student:${state.spoof.id}`);
        if (!request.headers.has('X-Request-Id')) request.headers.set('X-Request-Id', randomId());
      },
    ],
  },
});

const toSearchParams = (params: QueryParams | undefined): URLSearchParams | undefined => {
  if (!params) return undefined;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
    else out.append(key, String(value));
  }
  return out;
};

/** Full URL of a call (also used for browser navigations such as connect/launch, API-44). */
export function urlFor(path: string, host: RequestSpec['host'] = 'v2', params?: QueryParams): string {
  const base = host === 'exams' ? examsRoot() : host === 'root' ? apiRoot() : state.baseUrl;
  const clean = path.replace(/^\/+/, '');
  const query = toSearchParams(params)?.toString();
  return `${base}/${clean}${query ? `?${query}` : ''}`;
}

/** Resolves a relative URL against the page (Node's fetch needs absolute URLs; browsers do the same). */
const absolute = (url: string): string =>
  typeof location !== 'undefined' && location.href ? new URL(url, location.href).toString() : url;

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Calls `onUnauthorized` for the first 401 only (until a later login / resetUnauthorized). */
const unauthorized = (): void => {
  if (state.unauthorizedFired) return;
  state.unauthorizedFired = true;
  try {
    state.onUnauthorized();
  } catch (error) {
    state.report(error, { source: 'onUnauthorized' });
  }
};

/** The toast a call declared for its failure (shown later by the query client's error policy, never here). */
const declaredToast = (spec: RequestSpec<z.ZodMiniType | undefined>): ErrorToast | undefined =>
  spec.handleErrors === false ? 'none' : spec.errorToast === 'request' ? 'request' : undefined;

const failWith = (error: ApiError, spec: RequestSpec<z.ZodMiniType | undefined>): never => {
  if (error.status === 401 && !spec.skipUnauthorized) unauthorized();
  throw error;
};

/**
 * Sends one call and parses its reply with the contract schema. Failures reject with {@link ApiError}
 * (status -1 when there is no response); a reply that does not match becomes {@link ApiContractError}
 * (reported, UI-safe message). Nothing here toasts: the query client's error policy does (`showErrorToast`).
 */
export async function request<S extends z.ZodMiniType | undefined = undefined>(
  spec: RequestSpec<S>,
): Promise<Result<S>> {
  const requestId = randomId();
  const headers: Record<string, string> = { Accept: spec.accept ?? JSON_API, 'X-Request-Id': requestId };
  if (spec.host === 'exams' && state.examsToken) headers.Authorization = `Token ${state.examsToken}`;
  if (spec.ifMatch) headers['If-Match'] = spec.ifMatch;
  const hasJson = spec.json !== undefined;
  if (!spec.body) headers['Content-Type'] = JSON_API;
  let response: Response;
  try {
    response = await http(absolute(urlFor(spec.path, spec.host)), {
      method: spec.method,
      headers,
      searchParams: toSearchParams(spec.searchParams),
      ...(hasJson ? { body: JSON.stringify(spec.json) } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      signal: spec.signal,
    });
  } catch (cause) {
    const aborted = cause instanceof TimeoutError || (cause instanceof Error && cause.name === 'AbortError');
    return failWith(
      new ApiError({
        status: -1,
        requestId,
        message: aborted ? 'Request aborted' : 'No response',
        errorToast: declaredToast(spec),
        method: spec.method,
      }),
      spec,
    );
  }
  if (!response.ok) {
    if (response.status === 409 && spec.ifMatch !== undefined) {
      const name = spec.path.replace(/^\/+/, '').split('/')[0] ?? '';
      for (const listener of staleRecordListeners) listener(name);
    }
    const data = await readBody(response).catch(() => null);
    return failWith(
      new ApiError({ status: response.status, data, requestId, errorToast: declaredToast(spec), method: spec.method }),
      spec,
    );
  }
  const etag = response.headers.get('etag');
  if (etag && (spec.method === 'GET' || spec.method === 'PUT')) versions.set(versionKey(spec.host, spec.path), etag);
  if (spec.responseType === 'text') return (await response.text()) as Result<S>;
  const data = await readBody(response);
  if (!spec.schema) return data as Result<S>;
  const parsed = spec.schema.safeParse(data);
  if (parsed.success) return parsed.data as Result<S>;
  const contractError = new ApiContractError(
    { method: spec.method, path: spec.path, status: response.status, issues: parsed.error.issues },
    requestId,
    declaredToast(spec),
  );
  state.report(contractError, { requestId, method: spec.method, path: spec.path, issues: parsed.error.issues });
  throw contractError;
}
