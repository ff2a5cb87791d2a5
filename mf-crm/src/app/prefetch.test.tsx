import { screen } from '@testing-library/react';
import { QueryClient, hashKey } from '@tanstack/react-query';
import { appNameAtom, currentUserAtom, platformStore, type PrefetchContext } from '@tutoring/platform';
import type { SessionUser } from '@tutoring/platform';
import { ParentsPage } from '../features/parents/ParentsPage';
import { HttpResponse, apiUrl, http, installServer, server } from '../test/server';
import { renderWithProviders, staffUser } from '../test/render';
import { prefetch } from './prefetch';

installServer();

/** The parents page at `url` for `user`, and the queries the area's prefetch names for the same link. */
async function pageAndPrefetch(url: string, user: SessionUser) {
  server.use(
    http.get(apiUrl('parents'), () =>
      HttpResponse.json({
        parents: [{ id: 1, firstName: 'Own', lastName: 'Parent', employeeId: 7 }],
        meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
      }),
    ),
  );
  const { queryClient } = renderWithProviders(<ParentsPage />, { url, path: '/parents', user });
  await screen.findByRole('link', { name: 'Own Parent' });
  const named: string[] = [];
  const link = new URL(url, 'http://localhost');
  await prefetch({
    queryClient,
    pathname: link.pathname,
    searchParams: link.searchParams,
    user: platformStore.get(currentUserAtom)!,
    appName: platformStore.get(appNameAtom),
    prefetch: async (options) => void named.push(hashKey(options.queryKey)),
  } satisfies PrefetchContext);
  const read = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
  return { named, read };
}

describe('the CRM prefetch (issue 26)', () => {
  it('issue 26, X-01: names every query the parents page reads (list, counts, owners), for the link with its URL params', async () => {
    const { named, read } = await pageAndPrefetch('/parents?parents.status=Active&parents.page=2', staffUser());
    expect(named).toHaveLength(3);
    for (const key of named) expect(read).toContain(key);
  });

  it("issue 26: the nav link's page reads nothing the prefetch did not name (no request after the click)", async () => {
    const { named, read } = await pageAndPrefetch('/parents', staffUser());
    expect([...read].sort()).toEqual([...named].sort());
  });

  it('issue 26, CRM-36: in the crm app an advisor gets "Me" by default, in the prefetch as on the page', async () => {
    const { named, read } = await pageAndPrefetch(
      '/parents',
      staffUser({ roles: ['academic_advisor'], permissions: [] }),
    );
    expect(named.some((key) => key.includes('"advisor":"me"'))).toBe(true);
    for (const key of named) expect(read).toContain(key);
  });

  it('issue 26: another page of the area prefetches nothing', async () => {
    const named: unknown[] = [];
    await prefetch({
      queryClient: new QueryClient(),
      pathname: '/lead_sources',
      searchParams: new URLSearchParams(),
      user: staffUser(),
      appName: 'admin',
      prefetch: async (options) => void named.push(options.queryKey),
    });
    expect(named).toEqual([]);
  });
});
