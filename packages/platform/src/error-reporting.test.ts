import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  APP_VERSION,
  initErrorReporting,
  isSupersededTransition,
  reportError,
  shouldSendReports,
} from './error-reporting';

const received: { context?: Record<string, unknown>; errors?: { message: string }[] }[] = [];
const server = setupServer(
  http.post('http://errors.test/api/v3/projects/7/notices', async ({ request }) => {
    received.push((await request.json()) as (typeof received)[number]);
    return HttpResponse.json({ id: '1' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

const waitForReports = async (count: number) => {
  for (let i = 0; i < 100 && received.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('error reporting', () => {
  it('X-05: sends only in production and staging', () => {
    expect(shouldSendReports('production')).toBe(true);
    expect(shouldSendReports('staging')).toBe(true);
    expect(shouldSendReports('development')).toBe(false);
    expect(shouldSendReports('test')).toBe(false);
  });

  it('X-05: errors of a superseded transition are never reported', () => {
    expect(isSupersededTransition(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' }))).toBe(
      true,
    );
    expect(isSupersededTransition(new Error('Navigation superseded by a newer one'))).toBe(true);
    expect(isSupersededTransition(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('SHL-19 / OP-54: a report reaches the service once, with the app version and the context given', async () => {
    await initErrorReporting({
      environment: 'production',
      projectId: 7,
      projectKey: 'key',
      host: 'http://errors.test',
    });
    const error = new Error('Remote exploded');
    reportError(error, { remote: 'mf_crm', remoteVersion: '1.2.3', phase: 'mount' });
    reportError(error, { remote: 'mf_crm', remoteVersion: '1.2.3', phase: 'mount' });
    await waitForReports(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    expect(received[0]!.errors?.[0]?.message).toBe('Remote exploded');
    expect(received[0]!.context).toMatchObject({
      version: APP_VERSION,
      remote: 'mf_crm',
      remoteVersion: '1.2.3',
      phase: 'mount',
    });
    expect(APP_VERSION).toBe('3.0.2');
  });

  it('X-05: nothing leaves the browser in development, nor for a superseded transition', async () => {
    await initErrorReporting({
      environment: 'production',
      projectId: 7,
      projectKey: 'key',
      host: 'http://errors.test',
    });
    reportError(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    await initErrorReporting({
      environment: 'development',
      projectId: 7,
      projectKey: 'key',
      host: 'http://errors.test',
    });
    reportError(new Error('Something broke in development'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toHaveLength(0);
  });
});
