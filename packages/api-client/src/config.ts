/** Toast handed to the host's toast API (`notify`). */
export interface ApiToast {
  kind: 'error' | 'info' | 'success';
  title: string;
  message: string;
}

/** Options of {@link configureApiClient}. Every option is optional; unspecified ones keep their value. */
export interface ApiClientOptions {
  /** Base of every `/api/v2` call. Default `/api/v2`. The `/api/...` calls use this base without its `/v2`. */
  baseUrl?: string;
  /** Base of the exams host calls (`/api/exams.json`, ...). Default: the `/api` root of `baseUrl`. */
  examsBaseUrl?: string;
  /** Called once when a call answers 401 (logout, SHL-05), until a later login or {@link resetUnauthorized}. */
  onUnauthorized?: () => void;
  /** Shows a toast. */
  notify?: (toast: ApiToast) => void;
  /** Sends an error report (contract failures and unexpected errors). */
  report?: (error: unknown, context?: Record<string, unknown>) => void;
  /** Translates a key; `fallback` is the English text. */
  translate?: (key: string, fallback: string) => string;
}

/** Spoofing state sent as `X-Spoof-User: Student:<id>` (API-72, X-03). */
export type Spoof = { type: 'Student'; id: number } | null;

interface State {
  baseUrl: string;
  examsBaseUrl: string | null;
  onUnauthorized: () => void;
  notify: (toast: ApiToast) => void;
  report: (error: unknown, context?: Record<string, unknown>) => void;
  translate: (key: string, fallback: string) => string;
  spoof: Spoof;
  csrfToken: string | null;
  examsToken: string | null;
  unauthorizedFired: boolean;
}

const initialState = (): State => ({
  baseUrl: '/api/v2',
  examsBaseUrl: null,
  onUnauthorized: () => undefined,
  notify: () => undefined,
  report: () => undefined,
  translate: (_key, fallback) => fallback,
  spoof: null,
  csrfToken: null,
  examsToken: null,
  unauthorizedFired: false,
});

/** @internal the client's mutable configuration. */
export const state: State = initialState();

/** Configures the client; call once at start-up (the shell, or the standalone dev harness). */
export function configureApiClient(options: ApiClientOptions): void {
  if (options.baseUrl !== undefined) state.baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.examsBaseUrl !== undefined) state.examsBaseUrl = options.examsBaseUrl.replace(/\/+$/, '');
  if (options.onUnauthorized) state.onUnauthorized = options.onUnauthorized;
  if (options.notify) state.notify = options.notify;
  if (options.report) state.report = options.report;
  if (options.translate) state.translate = options.translate;
}

/** Starts (`{type: 'Student', id}`) or stops (`null`) spoofing: every later request carries the header. */
export function setSpoofing(spoof: Spoof): void {
  state.spoof = spoof ? { type: 'Student', id: spoof.id } : null;
}

/** Current spoofing state. */
export function getSpoofing(): Spoof {
  return state.spoof;
}

/** Sets the CSRF token used when the `csrf_token` cookie is not readable (login hands one over). */
export function setCsrfToken(token: string | null): void {
  state.csrfToken = token;
}

/** Sets the essay grader token sent as `Authorization: Token <token>` on exams host calls (EXM-01). */
export function setExamsToken(token: string | null): void {
  state.examsToken = token;
}

/** Re-arms the 401 handler so that the next 401 calls `onUnauthorized` again (done by a successful login). */
export function resetUnauthorized(): void {
  state.unauthorizedFired = false;
}

/** Restores every default (configuration, tokens, spoofing, 401 latch). For tests and standalone harnesses. */
export function resetApiClient(): void {
  Object.assign(state, initialState());
}

/** `/api/v2` -> `/api`: the root of the calls outside v2 (API-01). */
export const apiRoot = (): string => state.baseUrl.replace(/\/v\d+$/, '') || '/api';

/** Root of the exams host calls. */
export const examsRoot = (): string => state.examsBaseUrl ?? apiRoot();

/** Reads the readable `csrf_token` cookie, or null. */
export function readCsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrf_token') return decodeURIComponent(rest.join('='));
  }
  return null;
}
