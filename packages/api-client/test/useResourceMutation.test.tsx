import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { GENERIC_ERROR_TITLE, REQUEST_ERROR, SERVER_ERROR_TITLE } from '@tutoring/domain';
import { createQueryClient, useResourceMutation, useResourceRecord, type MutationErrorMode } from '../src';
import * as api from '../endpoints';
import { answer, installServer, seen, toasts } from './support/server';

installServer();

let client = createQueryClient();
beforeEach(() => {
  client = createQueryClient();
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const cancelHook = (errorMode?: MutationErrorMode) =>
  renderHook(
    () =>
      useResourceMutation({
        mutationFn: (id: number, call) => api.enrollments.cancel(id, { cancellationReason: 'Other' }, call),
        errorMode,
      }),
    { wrapper },
  );

describe('useResourceMutation (API-04, API-14)', () => {
  it('API-04: processing is true while the call is in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer({ json: { enrollment: { id: 3 } } });
    const { result } = renderHook(
      () =>
        useResourceMutation({
          mutationFn: async (id: number, call) => {
            await gate;
            return api.enrollments.uncancel(id, call);
          },
        }),
      { wrapper },
    );
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.run(3);
    });
    await waitFor(() => expect(result.current.processing).toBe(true));
    release();
    await act(async () => {
      await done;
    });
    await waitFor(() => expect(result.current.processing).toBe(false));
    expect(result.current.data).toEqual({ id: 3 });
  });

  it('a double click (the same call asked again before it answers) sends one request; another record its own', async () => {
    answer({ json: { installment: { id: 3 } } });
    const { result } = renderHook(
      () => useResourceMutation({ mutationFn: (id: number, call) => api.installments.processPayment(id, call) }),
      { wrapper },
    );
    let calls: Promise<unknown>[] = [];
    act(() => {
      calls = [result.current.run(3), result.current.run(3), result.current.runAsync(3), result.current.run(4)];
    });
    const replies = await act(async () => Promise.all(calls));
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual([
      '/api/v2/installments/3/process_payment',
      '/api/v2/installments/4/process_payment',
    ]);
    expect(replies[0]).toBe(replies[1]);
    // Once answered, the same call is a new request.
    await act(async () => {
      await result.current.run(3);
    });
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(3);
  });

  it('API-14 / OP-55: an enrollment action failure toasts REQUEST_ERROR once and keeps the errors', async () => {
    answer({ status: 422, json: { errors: ['Enrollment is already canceled'] } });
    const { result } = cancelHook('request');
    await act(async () => {
      await result.current.run(3);
    });
    expect(toasts).toEqual([{ kind: 'error', title: SERVER_ERROR_TITLE, message: REQUEST_ERROR }]);
    // The mutation's state reaches the hook on the query client's next notify (a timer), not within act.
    await waitFor(() => expect(result.current.errors).toEqual(['Enrollment is already canceled']));
  });

  it('API-09: the default error path is the generic handler', async () => {
    answer({ status: 422, json: { errors: { reason: ['is required'] } } });
    const { result } = cancelHook();
    await act(async () => {
      await result.current.run(3);
    });
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'is required' }]);
    await waitFor(() => expect(result.current.fieldErrors).toEqual({ reason: ['is required'] }));
  });

  it('API-14: record mode keeps the errors for the form without a toast', async () => {
    answer({ status: 422, json: { errors: ['Tracking is invalid'] } });
    const { result } = renderHook(
      () =>
        useResourceMutation({
          mutationFn: (_: void, call) => api.shipments.update(2, { tracking: '?' }, call),
          errorMode: 'record',
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(toasts).toEqual([]);
    await waitFor(() => expect(result.current.errors).toEqual(['Tracking is invalid']));
  });

  it('API-04: errors are cleared when a new call starts', async () => {
    let gate: Promise<void> = Promise.resolve();
    const { result } = renderHook(
      () =>
        useResourceMutation({
          mutationFn: async (id: number, call) => {
            await gate;
            return api.enrollments.uncancel(id, call);
          },
          errorMode: 'record',
        }),
      { wrapper },
    );
    answer({ status: 422, json: { errors: ['Nope'] } });
    await act(async () => {
      await result.current.run(3);
    });
    await waitFor(() => expect(result.current.errors).toEqual(['Nope']));
    let release: () => void = () => undefined;
    gate = new Promise<void>((resolve) => (release = resolve));
    answer({ json: { enrollment: { id: 3 } } });
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.run(3);
    });
    await waitFor(() => expect(result.current.processing).toBe(true));
    expect(result.current.errors).toEqual([]);
    release();
    await act(async () => {
      await pending;
    });
    expect(result.current.errors).toEqual([]);
  });

  it('a 401 shows nothing more (logout happens once in the interceptor)', async () => {
    answer({ status: 401, json: { errors: ['Signed out'] } });
    const { result } = cancelHook();
    await act(async () => {
      await result.current.run(3);
    });
    expect(toasts).toEqual([]);
  });
});

describe('useResourceRecord (API-04)', () => {
  it('API-04: a new record has no id; saving creates it, then it has id and url; delete marks it deleted', async () => {
    answer((req) => (req.method === 'DELETE' ? { status: 204 } : { json: { parent: { id: 12, firstName: 'Pat' } } }));
    const { result } = renderHook(() => useResourceRecord('parents', null, { include: 'students' }), { wrapper });
    expect(result.current).toMatchObject({
      id: null,
      new: true,
      url: null,
      deleted: false,
      processing: false,
      include: 'students',
    });
    await act(async () => {
      await result.current.save({ firstName: 'Pat' });
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v2/parents', json: { parent: { firstName: 'Pat' } } });
    await waitFor(() => expect(result.current).toMatchObject({ id: 12, new: false, url: '/api/v2/parents/12' }));
    expect(result.current.data).toEqual({ id: 12, firstName: 'Pat' });
    let removed = false;
    await act(async () => {
      removed = await result.current.remove();
    });
    expect(removed).toBe(true);
    expect(result.current.deleted).toBe(true);
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/api/v2/parents/12')).toBe(true);
  });

  it('API-04: loads an existing record with include and keeps the errors of a failed save', async () => {
    answer((req) =>
      req.method === 'GET'
        ? { json: { parent: { id: 5, firstName: 'Al' } } }
        : { status: 422, json: { errors: ['Email is taken'] } },
    );
    const { result } = renderHook(() => useResourceRecord('parents', 5, { include: ['students'] }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 5, firstName: 'Al' }));
    expect(seen[0]!.url.searchParams.get('include')).toBe('students');
    await act(async () => {
      await result.current.save({ email: 'x@y.z' });
    });
    await waitFor(() => expect(result.current.errors).toEqual(['Email is taken']));
    expect(toasts).toEqual([{ kind: 'error', title: GENERIC_ERROR_TITLE, message: 'Email is taken' }]);
  });
});
