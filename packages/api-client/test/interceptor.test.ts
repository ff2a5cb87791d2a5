import { onlineManager } from '@tanstack/react-query';
import {
  CONNECTION_LOST,
  CONNECTION_LOST_READ,
  GENERIC_ERROR_TITLE,
  REQUEST_ERROR,
  SERVER_ERROR,
  SERVER_ERROR_TITLE,
  STATUS_TOASTS,
} from '@tutoring/domain';
import {
  ApiContractError,
  ApiError,
  resetUnauthorized,
  resource,
  showErrorToast,
  setCsrfToken,
  setExamsToken,
  setSpoofing,
} from '../src';
import * as api from '../endpoints';
import {
  answer,
  currentUser,
  inMutation,
  inQuery,
  installServer,
  last,
  onUnauthorized,
  reports,
  seen,
  toasts,
} from './support/server';

installServer();

const parent = { id: 7, firstName: 'Pat', lastName: 'Lee' };

describe('headers (API-02, X-03)', () => {
  it('API-02: sends JSON-API Accept and Content-Type, credentials, the CSRF cookie and a request id', async () => {
    document.cookie = 'csrf_token=cookie-token; path=/';
    answer({ json: { parent } });
    await api.parents.update(7, { firstName: 'Pat' });
    const req = last();
    expect(req.headers.get('accept')).toBe('application/vnd.api+json');
    expect(req.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(req.credentials).toBe('include');
    expect(req.headers.get('x-csrf-token')).toBe('cookie-token');
    expect(req.headers.get('x-request-id')).toMatch(/\S{8,}/);
    expect(req.headers.get('x-spoof-user')).toBeNull();
  });

  it('X-03: uses the token handed over by login when no csrf_token cookie is readable', async () => {
    answer({ json: { user: currentUser, csrfToken: 'login-token' } });
    await api.auth.login('a@b.c', 'secret');
    answer({ json: { parent } });
    await api.parents.get(7);
    expect(last().headers.get('x-csrf-token')).toBe('login-token');
    setCsrfToken(null);
    await api.parents.get(7);
    expect(last().headers.get('x-csrf-token')).toBeNull();
  });

  it('X-03: a fresh X-Request-Id per request', async () => {
    answer({ json: { parent } });
    await api.parents.get(7);
    await api.parents.get(7);
    expect(seen[0]!.headers.get('x-request-id')).not.toBe(seen[1]!.headers.get('x-request-id'));
  });

  it('API-72: sends X-Spoof-User: Student:<id> while spoofing, and stops after', async () => {
    answer({ json: { parent } });
    setSpoofing({ type: 'Student', id: 42 });
    await api.parents.get(7);
    expect(last().headers.get('x-spoof-user')).toBe('Student:42');
    setSpoofing(null);
    await api.parents.get(7);
    expect(last().headers.get('x-spoof-user')).toBeNull();
  });

  it('EXM-01: login and the current user hand their grader token to the exams host calls', async () => {
    answer({ json: { user: { ...currentUser, essayGrader: true, graderToken: 'from-login' }, csrfToken: 't' } });
    await api.auth.login('a@b.c', 'pw');
    answer({ json: { exams: [] } });
    await api.exams.list();
    expect(last().headers.get('authorization')).toBe('Token from-login');
    answer({ json: { user: currentUser } });
    await api.currentUser.get();
    answer({ json: { exams: [] } });
    await api.exams.list();
    expect(last().headers.get('authorization')).toBeNull();
  });

  it('X-03: exams host calls carry Authorization: Token <token> under /api', async () => {
    setExamsToken('grader-token');
    answer({ json: { exams: [] } });
    await api.exams.list();
    expect(last().path).toBe('/api/exams.json');
    expect(last().headers.get('authorization')).toBe('Token grader-token');
  });
});

describe('error policy of the query client (API-11, X-06, issue 23.3)', () => {
  it('API-11: the HTTP layer alone never toasts; the query that made the call does', async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    await expect(api.parents.get(7)).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
    await inQuery(() => api.parents.get(7));
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Database down' }]);
  });

  it.each([401, 404, 422])('API-11: status %i gets no global toast and rejects with ApiError', async (status) => {
    answer({ status, json: { errors: ['Nope.'] } });
    const failure = await inQuery(() => api.parents.get(7));
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(status);
    expect((failure as ApiError).errors).toEqual(['Nope.']);
    expect(toasts).toEqual([]);
  });

  it('API-11: no response (-1) gets no global toast', async () => {
    answer('network-error');
    const failure = await inQuery(() => api.parents.get(7));
    expect((failure as ApiError).status).toBe(-1);
    expect(toasts).toEqual([]);
  });

  it('API-11: an aborted call fails with -1 and no toast', async () => {
    answer({ json: { parent } });
    const controller = new AbortController();
    controller.abort();
    const failure = await inQuery(() => api.parents.get(7, { signal: controller.signal }));
    expect((failure as ApiError).status).toBe(-1);
    expect(toasts).toEqual([]);
  });

  it('API-11: other failures of a query or mutation go to the generic handler automatically', async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    expect(await inQuery(() => api.parents.get(7))).toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Database down' }]);
    toasts.length = 0;
    expect(await inMutation(() => api.parents.update(7, { firstName: 'P' }))).toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Database down' }]);
  });

  it('API-11: a 403 without body shows the 403 status toast', async () => {
    answer({ status: 403, text: '' });
    expect(await inMutation(() => api.parents.remove(7))).toMatchObject({ status: 403 });
    expect(toasts).toEqual([{ kind: 'error', ...STATUS_TOASTS[403] }]);
  });

  it("API-11: a query opts out with meta errorToast 'none' (or a call with handleErrors: false)", async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    expect(await inQuery(() => api.parents.get(7), { errorToast: 'none' })).toMatchObject({
      status: 500,
      errors: ['Database down'],
    });
    expect(await inQuery(() => api.parents.get(7, { handleErrors: false }))).toMatchObject({ status: 500 });
    expect(toasts).toEqual([]);
  });

  it("API-09: meta errorToast 'generic' toasts a 422's errors; 'request' the REQUEST_ERROR toast", async () => {
    answer({ status: 422, json: { errors: ['Name is taken'] } });
    await inMutation(() => api.parents.update(7, { firstName: 'P' }), { errorToast: 'generic' });
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Name is taken' }]);
    toasts.length = 0;
    await inMutation(() => api.parents.update(7, { firstName: 'P' }), { errorToast: 'request' });
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: REQUEST_ERROR }]);
  });

  it("STU-18: meta serverErrorMessage gives a 500 the screen's own text; other failures keep the policy's toast", async () => {
    const meta = { errorToast: 'generic', serverErrorMessage: 'Our own server text.' } as const;
    answer({ status: 500, json: { errors: ['Database down'] } });
    await inMutation(() => api.parents.update(7, { firstName: 'P' }), meta);
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: 'Our own server text.' }]);
    toasts.length = 0;
    answer({ status: 422, json: { errors: ['Name is taken'] } });
    await inMutation(() => api.parents.update(7, { firstName: 'P' }), meta);
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Name is taken' }]);
    toasts.length = 0;
    answer({ status: 500, json: { errors: ['Database down'] } });
    await inMutation(() => api.parents.update(7, { firstName: 'P' }), { ...meta, errorToast: 'none' });
    expect(toasts).toEqual([]);
  });

  it('a write made while the browser is offline fails at once with "No connection", never paused to be sent later', async () => {
    answer('network-error');
    onlineManager.setOnline(false);
    try {
      const failure = await inMutation(() => api.parents.update(7, { firstName: 'P' }));
      expect((failure as ApiError).status).toBe(-1);
      expect(toasts).toEqual([{ kind: 'error', title: CONNECTION_LOST.title, message: CONNECTION_LOST.message }]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('API-11 (decision): a write that got no reply says "No connection" unless it shows failures itself; a read stays silent', async () => {
    const noConnection = { kind: 'error', title: CONNECTION_LOST.title, message: CONNECTION_LOST.message };
    answer('network-error');
    for (const meta of [
      undefined,
      { errorToast: 'generic' },
      { errorToast: 'request' },
      { errorToast: 'auto' },
    ] as const) {
      toasts.length = 0;
      const failure = await inMutation(() => api.parents.update(7, { firstName: 'P' }), meta);
      expect((failure as ApiError).status).toBe(-1);
      expect(toasts).toEqual([noConnection]);
    }
    toasts.length = 0;
    await inMutation(() => api.parents.update(7, { firstName: 'P' }), { errorToast: 'none' });
    await inQuery(() => api.parents.get(7), { errorToast: 'generic' });
    expect(toasts).toEqual([]);
  });

  it('API-11 (decision): a read asked for in a mutation that got no reply says the server could not be reached, not that a change may be unsaved', async () => {
    answer('network-error');
    const read = await inMutation(() => api.students.k12LoginTicket());
    expect(last().method).toBe('GET');
    expect((read as ApiError).status).toBe(-1);
    expect(toasts).toEqual([
      {
        kind: 'error',
        title: 'No connection',
        message: 'We could not reach the server. Check your connection and try again.',
      },
    ]);
    expect(toasts[0]).toEqual({ kind: 'error', ...CONNECTION_LOST_READ });
    toasts.length = 0;
    await inMutation(() => api.parents.create({ firstName: 'Pat', lastName: 'Lee' }));
    expect(last().method).toBe('POST');
    expect(toasts).toEqual([
      {
        kind: 'error',
        title: 'No connection',
        message:
          'We could not reach the server, so your change may not have been saved. Check your connection and try again.',
      },
    ]);
  });

  it('a failure outside queries shows its toast through showErrorToast', async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    showErrorToast(await api.parents.get(7).catch((e: unknown) => e));
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Database down' }]);
  });

  it('SHL-05: a 401 calls onUnauthorized once even when several calls fail together', async () => {
    answer({ status: 401, json: { errors: ['Please log in.'] } });
    const results = await Promise.allSettled([
      api.parents.get(1),
      api.students.get(2),
      api.sessions.list(),
      api.roles.list(),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await api.parents.get(1).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    resetUnauthorized();
    await api.parents.get(1).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('SHL-05: a successful login re-arms the 401 handler; a failed login does not log out', async () => {
    answer({ status: 401, json: { errors: ['Invalid email or password.'] } });
    await expect(api.auth.login('a@b.c', 'bad')).rejects.toMatchObject({
      status: 401,
      errors: ['Invalid email or password.'],
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await api.parents.get(1).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    answer({ json: { user: currentUser, csrfToken: 't' } });
    await api.auth.login('a@b.c', 'good');
    answer({ status: 401, json: { errors: ['x'] } });
    await api.parents.get(1).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('EXM-01: a 401 from the exams host (bad grader token) does not log the user out', async () => {
    answer({ status: 401, json: { errors: ['Invalid token.'] } });
    await expect(api.exams.list()).rejects.toMatchObject({ status: 401, errors: ['Invalid token.'] });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it.each([404, -1])('API-12: a refresh failing with %i rejects with exactly that status', async (status) => {
    answer(status === -1 ? 'network-error' : { status, json: { errors: ['Not found.'] } });
    await expect(resource('parents').refresh(7)).rejects.toBe(status);
    await expect(api.parents.refresh(7)).rejects.toBe(status);
  });

  it('API-12: other refresh failures reject with the ApiError', async () => {
    answer({ status: 500, json: { errors: ['x'] } });
    await expect(api.parents.refresh(7, { handleErrors: false })).rejects.toMatchObject({ status: 500 });
  });

  it('API-14: enrollment action failures toast REQUEST_ERROR and keep the errors for the record', async () => {
    answer({ status: 422, json: { errors: ['Coupon expired'] } });
    const failure = await inMutation(() => api.enrollments.applyCoupon(3, { couponCode: 'X' }));
    expect((failure as ApiError).errors).toEqual(['Coupon expired']);
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: REQUEST_ERROR }]);
  });

  it('API-14: employee action failures toast REQUEST_ERROR', async () => {
    answer({ status: 500, json: { errors: ['x'] } });
    await inMutation(() => api.employees.terminate(3, {}, '2024-05-01'));
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: REQUEST_ERROR }]);
  });
});

describe('reply parsing (contract)', () => {
  it('a reply that does not match its schema rejects with ApiContractError, reported, UI-safe toast', async () => {
    answer({ json: { parent: { id: 'seven', firstName: 3 } } });
    const failure = await inQuery(() => api.parents.get(7));
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).message).toBe(SERVER_ERROR);
    expect(JSON.stringify((failure as ApiContractError).details)).toContain('parent');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.error).toBe(failure);
    expect(reports[0]!.context).toMatchObject({ method: 'GET', path: 'parents/7' });
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: SERVER_ERROR }]);
  });

  it('a reply missing its key is a contract failure too', async () => {
    answer({ json: { somethingElse: [] } });
    await expect(api.roles.list({ handleErrors: false })).rejects.toBeInstanceOf(ApiContractError);
    expect(toasts).toEqual([]);
    expect(reports).toHaveLength(1);
  });

  it('unknown keys pass through to the caller', async () => {
    answer({ json: { parent: { ...parent, favouriteColour: 'teal' } } });
    await expect(api.parents.get(7)).resolves.toEqual({ ...parent, favouriteColour: 'teal' });
  });
});
