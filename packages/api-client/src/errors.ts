import {
  CONNECTION_LOST,
  CONNECTION_LOST_READ,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
  STATUS_TOASTS,
} from '@tutoring/domain';
import { state, type ApiToast } from './config';

/** A failed call: HTTP status (-1 for no response or aborted), the reply's errors and raw body. */
export class ApiError extends Error {
  /** HTTP status, or -1 when there was no response or the call was aborted. */
  readonly status: number;
  /** The reply's errors, flattened in order (API-10). */
  readonly errors: string[];
  /** Field -> messages when the reply's errors were an object (for forms). */
  readonly fieldErrors: Record<string, string[]>;
  /** The reply asked the client to show nothing more (API-09 step 1). */
  readonly showAlert: boolean;
  /** The `X-Request-Id` sent with the call. */
  readonly requestId: string | null;
  /** The parsed reply body (null when there was none or it was not JSON). */
  readonly data: unknown;
  /**
   * The toast the call itself declared for its failure (`request` for the API-14 actions, `none` for a call made
   * with `handleErrors: false`), used by {@link showErrorToast} when the query or mutation declares none.
   */
  readonly errorToast: ErrorToast | undefined;
  /**
   * The HTTP method of the failed call (`GET`, `POST`, ...), or null when the error was not made by a request. Tells a
   * read from a write where the words differ (a read that got no reply changed nothing).
   */
  readonly method: string | null;

  constructor(init: {
    status: number;
    data?: unknown;
    requestId?: string | null;
    message?: string;
    errorToast?: ErrorToast;
    method?: string | null;
  }) {
    const data = init.data ?? null;
    const { errors, fieldErrors } = readErrors(data);
    super(init.message ?? (errors.length ? joinAsSentence(errors) : `Request failed with status ${init.status}`));
    this.name = 'ApiError';
    this.status = init.status;
    this.data = data;
    this.errors = errors;
    this.fieldErrors = fieldErrors;
    this.showAlert = isRecord(data) && data.showAlert === true;
    this.requestId = init.requestId ?? null;
    this.errorToast = init.errorToast;
    this.method = init.method?.toUpperCase() ?? null;
  }
}

/** A reply that does not match its contract schema. `message` is safe to show; `details` go to the report. */
export class ApiContractError extends Error {
  /** What did not match (path, method, issues), for the error report only. */
  readonly details: Record<string, unknown>;
  /** The `X-Request-Id` of the call. */
  readonly requestId: string | null;
  /** The toast the call declared (`none` for `handleErrors: false`); see {@link ApiError.errorToast}. */
  readonly errorToast: ErrorToast | undefined;

  constructor(details: Record<string, unknown>, requestId: string | null = null, errorToast?: ErrorToast) {
    super(SERVER_ERROR);
    this.name = 'ApiContractError';
    this.details = details;
    this.requestId = requestId;
    this.errorToast = errorToast;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Flattens `errors` (array, or object of field -> messages in order) into a list of strings (API-10). */
export function readErrors(data: unknown): { errors: string[]; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  if (!isRecord(data)) return { errors: [], fieldErrors };
  const raw = data.errors;
  // `fields`: the api-server's messages per field path (`firstName`, `address.city`) next to an `errors` list.
  if (Array.isArray(raw) && isRecord(data.fields)) {
    for (const [field, messages] of Object.entries(data.fields))
      fieldErrors[field] = (Array.isArray(messages) ? messages : [messages]).map(String);
  }
  if (Array.isArray(raw)) return { errors: raw.map(String), fieldErrors };
  if (isRecord(raw)) {
    const errors: string[] = [];
    for (const [field, messages] of Object.entries(raw)) {
      const list = (Array.isArray(messages) ? messages : [messages]).map(String);
      fieldErrors[field] = list;
      errors.push(...list);
    }
    return { errors, fieldErrors };
  }
  if (typeof raw === 'string') return { errors: [raw], fieldErrors };
  return { errors: [], fieldErrors };
}

/**
 * API-10 / OP-25: joins messages as one sentence, each kept verbatim:
 * `["a"]` -> "a", `["a","b"]` -> "a and b", `["a","b","c"]` -> "a, b and c" (no Oxford comma).
 */
export function joinAsSentence(errors: readonly string[]): string {
  if (errors.length <= 1) return errors[0] ?? '';
  return `${errors.slice(0, -1).join(', ')} and ${errors[errors.length - 1]}`;
}

/**
 * The toast a failed query, mutation or call asks for (the one error policy, issue 23.3). The HTTP layer never
 * toasts; the query client's cache hooks call {@link showErrorToast} with the `meta.errorToast` of the failed query
 * or mutation.
 * - `auto` (default of queries and of calls outside a mutation, API-11 / X-06): no response (-1), 401, 404 and 422
 *   show nothing; every other failure goes to the generic handler (API-09);
 * - `generic` (default of {@link useResourceMutation}, API-09): every failure but -1 and 401 goes to the generic
 *   handler;
 * - `request` (the enrollment and employee actions, API-14 / OP-55): "There was an error processing your request."
 *   for every failure but -1, 401 and a reply with `showAlert`;
 * - `none`: nothing; the screen shows the failure itself (a form keeps the errors on its fields).
 */
export type ErrorToast = 'auto' | 'generic' | 'request' | 'none';

/** Statuses the default policy (`auto`) never toasts (API-11, X-06). */
export const IGNORED_STATUSES: readonly number[] = [-1, 401, 404, 422];

/**
 * Shows the toast a failure asks for: `policy` (the query's or mutation's `meta.errorToast`), else the one the call
 * declared ({@link ApiError.errorToast}), else `auto`. The one function every error toast goes through: the query
 * client's error hooks call it (through {@link showPolicyToast}), and so does code that calls the API outside a query
 * or mutation and must show its failure. Returns the toast shown, or null.
 */
export function showErrorToast(error: unknown, policy?: ErrorToast): ApiToast | null {
  return showPolicyToast(error, policy);
}

/**
 * {@link showErrorToast} with a screen's own text for an HTTP 500 (`meta.serverErrorMessage`, e.g. STU-18's), shown
 * titled "Sorry, there has been a problem" instead of the policy's toast whenever the policy would show one. Used by
 * the query client's error hooks. @internal
 */
export function showPolicyToast(error: unknown, policy?: ErrorToast, serverErrorMessage?: string): ApiToast | null {
  const declared = error instanceof ApiError || error instanceof ApiContractError ? error.errorToast : undefined;
  const chosen = policy ?? declared ?? 'auto';
  if (chosen === 'none') return null;
  if (error instanceof ApiError) {
    if (error.status === -1 || error.status === 401) return null;
    if (chosen === 'auto' && IGNORED_STATUSES.includes(error.status)) return null;
    if (error.status === 500 && serverErrorMessage !== undefined && !error.showAlert) {
      const toast: ApiToast = { kind: 'error', title: SERVER_ERROR_TITLE, message: serverErrorMessage };
      state.notify(toast);
      return toast;
    }
    if (chosen === 'request') {
      if (error.showAlert) return null;
      const toast: ApiToast = { kind: 'error', title: SERVER_ERROR_TITLE, message: REQUEST_ERROR };
      state.notify(toast);
      return toast;
    }
    return handleApiError(error);
  }
  if (error instanceof ApiContractError) return handleApiError(error);
  // Not a failed call (a bug in a query function): `auto` leaves it to the error boundary and the report.
  if (chosen === 'auto') return null;
  return handleApiError(error);
}

/**
 * The query client's mutation hook: {@link showPolicyToast}, except that a call which got no reply at all (status -1:
 * the connection dropped) is told as "No connection" whatever its policy, unless the policy is `none` (the screen shows
 * its failures itself). API-11 keeps the request layer silent about -1 and leaves it to the caller; a mutation is that
 * caller. A write says its change may not have been saved (CONNECTION_LOST: nothing says whether it was made); a read
 * asked for on a click (a GET or HEAD mutation, such as the student's K12 ticket) only that the server could not be
 * reached (CONNECTION_LOST_READ). Queries stay silent (their screens show a load failure with Retry). @internal
 */
export function showMutationPolicyToast(
  error: unknown,
  policy?: ErrorToast,
  serverErrorMessage?: string,
): ApiToast | null {
  const declared = error instanceof ApiError ? error.errorToast : undefined;
  if (error instanceof ApiError && error.status === -1 && (policy ?? declared) !== 'none') {
    const text = isRead(error) ? CONNECTION_LOST_READ : CONNECTION_LOST;
    const toast: ApiToast = { kind: 'error', title: text.title, message: text.message };
    state.notify(toast);
    return toast;
  }
  return showPolicyToast(error, policy, serverErrorMessage);
}

/** True for a failed read (GET or HEAD); an error of unknown method counts as a write (the cautious wording). */
const isRead = (error: ApiError): boolean => error.method === 'GET' || error.method === 'HEAD';

/** Status keys of the translated status toasts (OP-08). */
export type StatusToastKey = '401' | '403' | '404' | '422' | 'default';

/** Per-call replacements of the status toasts. */
export type HandleErrorOverrides = Partial<Record<StatusToastKey, { title?: string; message?: string }>>;

const statusKey = (status: number): StatusToastKey =>
  status === 401 || status === 403 || status === 404 || status === 422 ? (String(status) as StatusToastKey) : 'default';

/** Translation key of a status toast part, e.g. `apiErrors.status403.title`. */
export const statusToastKey = (key: StatusToastKey, part: 'title' | 'message'): string =>
  `apiErrors.status${key === 'default' ? 'Default' : key}.${part}`;

/** The toast the status step (API-09 step 3) shows for a status. */
export function statusToast(status: number, overrides?: HandleErrorOverrides): ApiToast {
  const key = statusKey(status);
  const fallback = STATUS_TOASTS[key === 'default' ? 'default' : (Number(key) as 401 | 403 | 404 | 422)];
  const override = overrides?.[key];
  return {
    kind: 'error',
    title: override?.title ?? state.translate(statusToastKey(key, 'title'), fallback.title),
    message: override?.message ?? state.translate(statusToastKey(key, 'message'), fallback.message),
  };
}

/**
 * The generic error handler (API-09), in the spec's order:
 * 1. the reply has data with `showAlert` -> nothing more;
 * 2. the reply has data with errors -> one toast "Hmm, something is not right" + the errors as a sentence;
 * 3. otherwise the status toast (401, 403, 404, 422, default), translated with the OP-08 fallbacks.
 * A contract failure shows "Sorry, there has been a problem" with its UI-safe message; anything else the
 * default status toast. Returns the toast shown, or null.
 */
export function handleApiError(error: unknown, overrides?: HandleErrorOverrides): ApiToast | null {
  let toast: ApiToast;
  if (error instanceof ApiError) {
    if (error.showAlert) return null;
    if (error.errors.length > 0) {
      toast = { kind: 'error', title: GENERIC_ERROR_TITLE, message: joinAsSentence(error.errors) };
    } else {
      toast = statusToast(error.status, overrides);
    }
  } else if (error instanceof ApiContractError) {
    toast = { kind: 'error', title: SERVER_ERROR_TITLE, message: error.message };
  } else {
    state.report(error, { source: 'handleApiError' });
    toast = statusToast(500, overrides);
  }
  state.notify(toast);
  return toast;
}

/**
 * A record page's record does not exist: its id in the address cannot be one (not a whole number above 0: `/parents/abc`)
 * or the server answered 404. The page then says so without Retry (asking again cannot bring it), in its own words
 * ("This parent does not exist."); any other failure shows the design system's `LoadFailure` with Retry.
 */
export function recordMissing(id: number | string | undefined, error: unknown): boolean {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return (
    !(typeof n === 'number' && Number.isSafeInteger(n) && n > 0) || (error instanceof ApiError && error.status === 404)
  );
}
