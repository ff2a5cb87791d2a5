import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getQueryClient, resetApiClient, setQueryClient } from '@tutoring/api-client';
import type { CurrentUser } from '@tutoring/contract';
import { type ListOptions, prefetchList, useListQuery } from './list/useListQuery';
import { prefetchAreaData, registerAreaPrefetch } from './prefetch';
import { currentUserAtom, platformStore, publicAppAtom } from './session';

/** Every request the page made, and the status the fake API answers with. */
const seen: URL[] = [];
let status = 200;
const server = setupServer(
  http.get('*/parents', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    const page = Number(url.searchParams.get('page'));
    return HttpResponse.json(
      status === 200
        ? { parents: [{ id: page * 100 + 1 }], meta: { totalCount: 60, totalPages: 3, pageNumber: page, pageSize: 25 } }
        : { errors: ['boom'] },
      { status },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  status = 200;
  resetApiClient();
  setQueryClient(null);
  platformStore.set(currentUserAtom, { id: 7, roles: ['admin'], permissions: [] } as unknown as CurrentUser);
});
afterEach(() => platformStore.set(currentUserAtom, null));
afterAll(() => server.close());

/** A list page's options, as a remote declares them once for its page and its prefetch. */
const parentsList: ListOptions<unknown> = {
  routeName: 'parents',
  resource: 'parents',
  filters: ['status'],
  defaults: { orderBy: 'created_at', orderSort: 'desc', per: 25 },
};
registerAreaPrefetch('test_crm', (context) =>
  context.pathname === '/parents' ? prefetchList(context, parentsList) : undefined,
);

/** The list page at `url`, rendered with the page's shared query client. */
const renderList = (url: string) =>
  renderHook(() => useListQuery(parentsList), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={getQueryClient()}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });

describe('prefetching an area’s first data (issue 26)', () => {
  it('issue 26, X-01: fetches the list page a link names before the click; the page then shows it without asking again', async () => {
    await prefetchAreaData('test_crm', '/parents?parents.page=2&parents.status=Active');
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!.searchParams)).toMatchObject({
      page: '2',
      per: '25',
      orderBy: 'created_at',
      orderSort: 'desc',
      status: 'Active',
    });

    const { result } = renderList('/parents?parents.page=2&parents.status=Active');
    expect(result.current.isLoading).toBe(false);
    expect(result.current.result.results).toEqual([{ id: 201 }]);
    expect(seen).toHaveLength(1);
  });

  it('issue 26: a bare navigation link gets page 1 with the defaults', async () => {
    await prefetchAreaData('test_crm', '/parents');
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      page: '1',
      per: '25',
      orderBy: 'created_at',
      orderSort: 'desc',
    });
    const { result } = renderList('/parents');
    expect(result.current.result.results).toEqual([{ id: 101 }]);
    expect(seen).toHaveLength(1);
  });

  it('issue 26, OP-06: nothing is fetched signed out, for another page of the area, or for an area that declared nothing', async () => {
    platformStore.set(currentUserAtom, null);
    await prefetchAreaData('test_crm', '/parents');
    platformStore.set(currentUserAtom, { id: 7, roles: ['admin'], permissions: [] } as unknown as CurrentUser);
    await prefetchAreaData('test_crm', '/lead_sources');
    await prefetchAreaData('test_unknown', '/parents');
    expect(seen).toHaveLength(0);
  });

  it('SHL-07, issue 26: a signed-in parent on /enroll (app "enrollment") prefetches an area for their own portal, the app its page renders with', async () => {
    const appNames: string[] = [];
    registerAreaPrefetch('test_portal', (context) => void appNames.push(context.appName));
    platformStore.set(currentUserAtom, { id: 8, roles: ['parent'], permissions: [] } as unknown as CurrentUser);
    platformStore.set(publicAppAtom, 'enrollment');
    try {
      await prefetchAreaData('test_portal', '/payments');
    } finally {
      platformStore.set(publicAppAtom, null);
    }
    expect(appNames).toEqual(['parent']);
  });

  it('issue 26: a failed prefetch is not kept, so the page asks again when it opens', async () => {
    status = 500;
    await expect(prefetchAreaData('test_crm', '/parents')).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(getQueryClient().getQueryCache().getAll()).toHaveLength(0);

    status = 200;
    const { result } = renderList('/parents');
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.result.results).toEqual([{ id: 101 }]));
    expect(seen).toHaveLength(2);
  });
});

describe('the page’s first data first (issue 26 point 2)', () => {
  /** The requests of an area whose prefetch returns its list and names its counts beside it, in the order made. */
  const asked: string[] = [];
  let releaseList = () => {};
  const answer = (path: string, body: number[] | number) =>
    http.get(`*/first-data/${path}`, async () => {
      asked.push(path);
      if (path === 'list') await new Promise<void>((resolve) => (releaseList = resolve));
      return HttpResponse.json(body);
    });
  const query = (path: string) => ({
    queryKey: ['first-data', path],
    queryFn: async () => (await fetch(new URL(`/first-data/${path}`, window.location.href))).json() as Promise<unknown>,
  });
  registerAreaPrefetch('first_data', (context) => {
    const list = context.prefetch(query('list'));
    void context.prefetch(query('counts'));
    return list;
  });

  it('issue 26: what a prefetch returns is asked for first and alone; the queries it names beside, once it has arrived', async () => {
    server.use(answer('list', [1, 2]), answer('counts', 2));
    const done = prefetchAreaData('first_data', '/first');
    await waitFor(() => expect(asked).toEqual(['list']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['list']);
    releaseList();
    await done;
    await waitFor(() => expect(asked).toEqual(['list', 'counts']));
    expect(getQueryClient().getQueryData(['first-data', 'counts'])).toBe(2);
  });
});
