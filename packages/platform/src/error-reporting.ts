import type { Notifier } from '@airbrake/browser';

/** Application version (SHL-19), attached to every report (OP-54). */
export const APP_VERSION = '3.0.2';

export interface ErrorReportingOptions {
  environment: string;
  projectId?: number;
  projectKey?: string;
  host?: string;
}

let notifier: Notifier | null = null;
let pending: Promise<void> | null = null;
const reported = new WeakSet<object>();

/** Errors caused by one navigation replacing another are never reported. */
export function isSupersededTransition(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return (
    name === 'AbortError' ||
    /superseded|transition (was )?(aborted|cancelled|canceled)|navigation (aborted|cancelled|canceled)/i.test(
      `${name ?? ''} ${message ?? ''}`,
    )
  );
}

/** Whether reports leave the browser in this environment (X-05: production and staging only). */
export function shouldSendReports(environment: string): boolean {
  return environment === 'production' || environment === 'staging';
}

/**
 * Starts the error-reporting client (Airbrake's browser notifier: 10 s timeout, 64000-byte notices, 20-item
 * history). Outside production and staging nothing is sent. The client is loaded lazily so it costs nothing at
 * start-up.
 */
export function initErrorReporting(options: ErrorReportingOptions): Promise<void> {
  if (!shouldSendReports(options.environment) || !options.projectId || !options.projectKey) {
    notifier = null;
    pending = null;
    return Promise.resolve();
  }
  pending = import('@airbrake/browser').then(({ Notifier: AirbrakeNotifier }) => {
    const instance = new AirbrakeNotifier({
      projectId: options.projectId!,
      projectKey: options.projectKey!,
      environment: options.environment,
      ...(options.host ? { host: options.host } : {}),
      remoteConfig: false,
      performanceStats: false,
      queryStats: false,
      queueStats: false,
      timeout: 10_000,
      instrumentation: {
        onerror: true,
        fetch: false,
        history: true,
        console: false,
        xhr: false,
        unhandledrejection: true,
      },
    });
    instance.addFilter((notice) => {
      const first = notice.errors?.[0];
      if (first && isSupersededTransition({ name: first.type, message: first.message })) return null;
      notice.context = { ...notice.context, version: APP_VERSION };
      return notice;
    });
    notifier = instance;
  });
  return pending;
}

/** Reports an error once (the same error object is never sent twice). */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (isSupersededTransition(error)) return;
  if (error && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const send = () => {
    if (!notifier) return;
    void notifier.notify({
      error: error instanceof Error ? error : new Error(String(error)),
      context: { ...context, version: APP_VERSION },
      params: context,
    });
  };
  if (notifier) send();
  else if (pending) void pending.then(send);
}
