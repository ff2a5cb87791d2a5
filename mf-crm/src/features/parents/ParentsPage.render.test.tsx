import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchRenders } from '@tutoring/build-config/test-kit';
import { ParentsPage } from './ParentsPage';
import { referenceQueries } from '../../shared/api/reference';
import { HttpResponse, apiUrl, employeesFixture, http, installServer, server } from '../../test/server';
import { renderWithProviders } from '../../test/render';

/** Renders of the page and of each body row from now on, by row name; an element replaced counts as rendered. */
function watchPageAndRows() {
  const page = screen.getByRole('region', { name: 'Parents' });
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const watch = watchRenders([page, ...rows]);
  return {
    pageRendered: () => watch.rendered().includes(page),
    rowsRendered: () =>
      watch
        .rendered()
        .filter((element) => element !== page)
        .map((row) => within(row).getByRole('link').textContent),
  };
}

installServer();

/** A reply the test releases when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the parents page renders its rows once (issue 26)', () => {
  it('issue 26, CRM-01, CRM-18: the owners and the counts arriving after the rows update the owner cells and the count, not the rows nor the page', async () => {
    const owners = gate();
    const counts = gate();
    server.use(
      http.get(apiUrl('parents'), () =>
        HttpResponse.json({
          parents: [
            { id: 1, firstName: 'Own', lastName: 'Parent', employeeId: 7 },
            { id: 2, firstName: 'Free', lastName: 'Parent', employeeId: null },
            { id: 3, firstName: 'Other', lastName: 'Parent', employeeId: 99 },
          ],
          meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 25 },
        }),
      ),
      http.get(apiUrl('employees'), async () => {
        await owners.opened;
        return HttpResponse.json({
          employees: employeesFixture,
          meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 1000 },
        });
      }),
      http.get(apiUrl('parents/abandoned_counts'), async () => {
        await counts.opened;
        return HttpResponse.json({ abandonedCounts: { abandoned: 4, last7Days: 1, last30Days: 3 } });
      }),
    );
    renderWithProviders(<ParentsPage />, { url: '/parents', path: '/parents' });
    const ownRow = (await screen.findByRole('link', { name: 'Own Parent' })).closest('tr')!;
    // Until the owners list is there, an owner shows as its id.
    expect(within(ownRow).getByText('#7')).toBeInTheDocument();
    const renders = watchPageAndRows();

    owners.open();
    expect(await within(ownRow).findByText('Casey Crm')).toBeInTheDocument();
    const otherRow = screen.getByRole('link', { name: 'Other Parent' }).closest('tr')!;
    expect(within(otherRow).getByText('#99')).toBeInTheDocument();
    const freeRow = screen.getByRole('link', { name: 'Free Parent' }).closest('tr')!;
    expect(within(freeRow).getByText('Unassigned')).toBeInTheDocument();
    counts.open();
    expect(await screen.findByLabelText('4 abandoned')).toHaveTextContent('4');

    expect(renders.rowsRendered()).toEqual([]);
    expect(renders.pageRendered()).toBe(false);
  });

  it('issue 26, CRM-01: selecting a parent re-renders that row, not the others', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('parents'), () =>
        HttpResponse.json({
          parents: [
            { id: 1, firstName: 'Own', lastName: 'Parent', employeeId: 7, createdAt: '2026-01-01T10:00:00Z' },
            { id: 2, firstName: 'Free', lastName: 'Parent', employeeId: null, createdAt: '2026-01-02T10:00:00Z' },
            { id: 3, firstName: 'Other', lastName: 'Parent', employeeId: 99, createdAt: '2026-01-03T10:00:00Z' },
          ],
          meta: { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 25 },
        }),
      ),
    );
    renderWithProviders(<ParentsPage />, { url: '/parents', path: '/parents' });
    const ownRow = (await screen.findByRole('link', { name: 'Own Parent' })).closest('tr')!;
    expect(await screen.findByRole('button', { name: 'Reassign selected (0)' })).toBeInTheDocument();
    const renders = watchPageAndRows();

    await user.click(within(ownRow).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Reassign selected (1)' })).toBeEnabled();
    expect(renders.rowsRendered()).toEqual(['Own Parent']);
  });

  it('issue 26, CRM-01: a page of 25 parents shows each owner by name from one observer of the owners list', async () => {
    server.use(
      http.get(apiUrl('parents'), () =>
        HttpResponse.json({
          parents: Array.from({ length: 25 }, (_, index) => ({
            id: index + 1,
            firstName: 'Parent',
            lastName: String(index + 1),
            employeeId: [7, 8, 9][index % 3],
          })),
          meta: { totalCount: 25, totalPages: 1, pageNumber: 1, pageSize: 25 },
        }),
      ),
    );
    const { queryClient } = renderWithProviders(<ParentsPage />, { url: '/parents', path: '/parents' });
    const lastRow = (await screen.findByRole('link', { name: 'Parent 25' })).closest('tr')!;
    expect(await within(lastRow).findByText('Casey Crm')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(
      Array.from({ length: 25 }, (_, index) => ['Casey Crm', 'Dana Director', 'Avery Advisor'][index % 3]),
    );
    const owners = queryClient.getQueryCache().find({ queryKey: referenceQueries.owners().queryKey, exact: true });
    expect(owners?.getObserversCount()).toBe(1);
  });
});
