import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient, resetApiClient } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { useListQuery, type UseListQueryOptions } from './useListQuery';

/** What the fake API answers; every request is recorded in `seen`. */
type Reply = { status?: number; json: JsonBodyType };
const seen: Array<{ url: URL }> = [];
let next: (req: { url: URL }) => Reply = () => ({ json: {} });
const answer = (reply: Reply | ((req: { url: URL }) => Reply)) => {
  next = typeof reply === 'function' ? reply : () => reply;
};
const server = setupServer(
  http.all('*', ({ request }) => {
    const url = new URL(request.url);
    seen.push({ url });
    const reply = next({ url });
    return HttpResponse.json(reply.json, { status: reply.status ?? 200 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  resetApiClient();
  answer({ json: {} });
});
afterAll(() => server.close());

/** A server holding 23 parents: pages past the last answer empty with correct meta (SRV-07). */
const parentsServer = () =>
  answer((req) => {
    const page = Number(req.url.searchParams.get('page'));
    const per = Number(req.url.searchParams.get('per'));
    const totalCount = 23;
    const totalPages = Math.ceil(totalCount / per);
    const from = (page - 1) * per;
    const count = Math.max(0, Math.min(per, totalCount - from));
    return {
      json: {
        parents: Array.from({ length: count }, (_, i) => ({ id: from + i + 1 })),
        meta: { totalCount, totalPages, pageNumber: page, pageSize: per },
      },
    };
  });

const setup = (initialEntries: string[], options: Partial<UseListQueryOptions<unknown>> = {}) => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => ({
      list: useListQuery({
        routeName: 'parents',
        resource: 'parents',
        filters: ['status'],
        pageSizes: [10, 25, 50, 100],
        defaults: { orderBy: 'last_name', orderSort: 'asc' },
        ...options,
      }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
};

const lastQuery = () => Object.fromEntries(seen[seen.length - 1]!.url.searchParams.entries());
const search = (s: string) => new URLSearchParams(s);

describe('useListQuery (X-01, OP-79, API-08, DS-08)', () => {
  it('X-01: opening a URL with list params restores the list', async () => {
    parentsServer();
    const { result } = setup([
      '/parents?parents.page=2&parents.per=10&parents.status=Active&parents.orderBy=email&parents.orderSort=desc',
    ]);
    await waitFor(() => expect(result.current.list.result.results).toHaveLength(10));
    expect(lastQuery()).toEqual({ page: '2', per: '10', status: 'Active', orderBy: 'email', orderSort: 'desc' });
    expect(result.current.list.state).toEqual({
      page: 2,
      per: 10,
      orderBy: 'email',
      orderSort: 'desc',
      filters: { status: 'Active' },
    });
    expect(result.current.list.result).toMatchObject({ page: 2, startIndex: 11, endIndex: 20, totalCount: 23 });
  });

  it('DS-08: list screens send per=25 by default and keep defaults out of the URL', async () => {
    parentsServer();
    const { result } = setup(['/parents']);
    await waitFor(() => expect(result.current.list.result.totalCount).toBe(23));
    expect(lastQuery()).toEqual({ page: '1', per: '25', orderBy: 'last_name', orderSort: 'asc' });
    expect(result.current.location.search).toBe('');
  });

  it('OP-79: changing the page pushes a history entry; back restores the earlier page', async () => {
    parentsServer();
    const { result } = setup(['/parents?parents.per=10']);
    await waitFor(() => expect(result.current.list.result.page).toBe(1));
    act(() => result.current.list.setPage(2));
    await waitFor(() => expect(result.current.list.result.page).toBe(2));
    expect(search(result.current.location.search).get('parents.page')).toBe('2');
    expect(lastQuery().page).toBe('2');
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.result.page).toBe(1));
    expect(search(result.current.location.search).get('parents.page')).toBeNull();
    act(() => result.current.navigate(1));
    await waitFor(() => expect(result.current.list.result.page).toBe(2));
  });

  it('OP-58: changing per returns to page 1 and pushes', async () => {
    parentsServer();
    const { result } = setup(['/parents?parents.page=2&parents.per=10']);
    await waitFor(() => expect(result.current.list.result.page).toBe(2));
    act(() => result.current.list.setPer(50));
    await waitFor(() => expect(result.current.list.result.pageSize).toBe(50));
    const params = search(result.current.location.search);
    expect(params.get('parents.per')).toBe('50');
    expect(params.get('parents.page')).toBeNull();
    expect(lastQuery()).toMatchObject({ page: '1', per: '50' });
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.state).toMatchObject({ page: 2, per: 10 }));
  });

  it('X-01: a filter change goes to page 1, keeps other URL params and removes an emptied filter', async () => {
    parentsServer();
    const { result } = setup(['/parents?tab=crm&parents.page=2&parents.per=10']);
    await waitFor(() => expect(result.current.list.result.page).toBe(2));
    act(() => result.current.list.setFilters({ status: 'Active' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'Active', page: '1' }));
    expect(search(result.current.location.search).get('tab')).toBe('crm');
    expect(search(result.current.location.search).get('parents.status')).toBe('Active');
    act(() => result.current.list.setFilters({ status: null }));
    await waitFor(() => expect(search(result.current.location.search).get('parents.status')).toBeNull());
  });

  it('X-01: two changes made before the page renders again both land (a search, then at once a filter)', async () => {
    parentsServer();
    const { result } = setup(['/parents'], { filters: ['status', 'query'] });
    await waitFor(() => expect(result.current.list.result.page).toBe(1));
    act(() => {
      result.current.list.setFilters({ query: 'smith' });
      result.current.list.setFilters({ status: 'Active' });
    });
    await waitFor(() => expect(lastQuery()).toMatchObject({ query: 'smith', status: 'Active' }));
    expect(search(result.current.location.search).get('parents.query')).toBe('smith');
    expect(search(result.current.location.search).get('parents.status')).toBe('Active');
  });

  it('X-01: sorting by the same column toggles the direction', async () => {
    parentsServer();
    const { result } = setup(['/parents']);
    await waitFor(() => expect(result.current.list.result.totalCount).toBe(23));
    act(() => result.current.list.setSort('last_name'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ orderBy: 'last_name', orderSort: 'desc' }));
    act(() => result.current.list.setSort('email'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ orderBy: 'email', orderSort: 'asc' }));
  });

  it('API-08: a page past the last reloads the last page and replaces the URL', async () => {
    parentsServer();
    const { result } = setup(['/home', '/parents?parents.page=9&parents.per=10']);
    await waitFor(() => expect(search(result.current.location.search).get('parents.page')).toBe('3'));
    expect(result.current.list.result).toMatchObject({ page: 3, startIndex: 21, endIndex: 23 });
    expect(seen.map((r) => r.url.searchParams.get('page'))).toEqual(['9', '3']);
    // Replaced, not pushed: back leaves the list.
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.location.pathname).toBe('/home'));
  });

  it('OP-79: an invalid per or page in the URL is corrected in place', async () => {
    parentsServer();
    const { result } = setup(['/home', '/parents?parents.per=33&parents.page=-4']);
    await waitFor(() => expect(result.current.location.search).toBe(''));
    expect(lastQuery()).toMatchObject({ page: '1', per: '25' });
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.location.pathname).toBe('/home'));
  });

  it('API-07 / X-06: a failed list query shows an empty page 1', async () => {
    answer({ status: 500, json: { errors: ['Database down'] } });
    const { result } = setup(['/parents?parents.page=2']);
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(result.current.list.result.error).toBeDefined());
    expect(result.current.list.result).toMatchObject({
      results: [],
      totalCount: 0,
      page: 1,
      startIndex: 0,
      endIndex: 0,
    });
  });

  it('a custom list source is used with the same URL rules', async () => {
    answer({ json: { tutors: [{ id: 1 }], meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 } } });
    const { result } = setup(['/tutors?tutors.q=ann'], {
      routeName: 'tutors',
      filters: ['q'],
      resource: { name: 'tutors.search', list: (p, o) => api.tutors.search(String(p.q ?? ''), p, o) },
    });
    await waitFor(() => expect(result.current.list.result.totalCount).toBe(1));
    expect(lastQuery()).toMatchObject({ query: 'ann', include: 'tier', per: '25' });
  });
});
