import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient, resetApiClient } from '@tutoring/api-client';
import { DesignSystemProvider } from '@tutoring/design-system';
import { ListTable } from './ListTable';
import { useListQuery } from './useListQuery';

/** A parents list API: refuses an unknown orderBy and a bad date as the api-server does (422), or fails (500). */
let failing = false;
const seen: URL[] = [];
const server = setupServer(
  http.get('*/parents', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    if (failing) return HttpResponse.json({ errors: ['Database down'] }, { status: 500 });
    const orderBy = url.searchParams.get('orderBy');
    if (orderBy && orderBy !== 'last_name')
      return HttpResponse.json({ errors: [`Order by ${orderBy} is not allowed`] }, { status: 422 });
    if (url.searchParams.get('createdAt') === 'notadate')
      return HttpResponse.json({ errors: ['Created at is not a valid date'] }, { status: 422 });
    const parents = url.searchParams.get('status') === 'none' ? [] : [{ id: 1, lastName: 'Lovelace' }];
    return HttpResponse.json({
      parents,
      meta: { totalCount: parents.length, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  failing = false;
  seen.length = 0;
  resetApiClient();
});
afterAll(() => server.close());

interface Parent {
  id: number;
  lastName: string;
}

function Parents() {
  const list = useListQuery<Parent>({
    routeName: 'parents',
    resource: 'parents',
    filters: ['status', 'createdAt'],
    defaults: { orderBy: 'last_name', orderSort: 'asc' },
  });
  const location = useLocation();
  return (
    <>
      <ListTable<Parent>
        list={list}
        caption="Parents"
        columns={[{ key: 'lastName', header: 'Name', sortable: true }]}
        getRowId={(p) => String(p.id)}
        empty="No parents match these filters."
      />
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

const open = (address: string) =>
  render(
    <DesignSystemProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[address]}>
          <Parents />
        </MemoryRouter>
      </QueryClientProvider>
    </DesignSystemProvider>,
  );

describe('a list whose page failed says why (API-07)', () => {
  it('an address whose sort the server refuses shows its reason, not "nothing matches"; clearing shows the list', async () => {
    open('/parents?parents.orderBy=x&parents.status=active');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list cannot be shown with these filters or this sort.');
    expect(alert).toHaveTextContent('Order by x is not allowed');
    expect(screen.queryByText('No parents match these filters.')).not.toBeInTheDocument();
    // API-07: still an empty page 1.
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters and sort' }));
    expect(await screen.findByRole('cell', { name: 'Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Object.fromEntries(seen[seen.length - 1]!.searchParams)).toMatchObject({ orderBy: 'last_name' });
  });

  it('a filter the server refuses shows its reason', async () => {
    open('/parents?parents.createdAt=notadate');
    expect(await screen.findByRole('alert')).toHaveTextContent('Created at is not a valid date');
  });

  it('a page that could not be loaded says so with Retry, which shows the rows once the server answers', async () => {
    failing = true;
    open('/parents');
    expect(await screen.findByText('We could not load this list.')).toBeInTheDocument();
    expect(screen.queryByText('No parents match these filters.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load this list.')).not.toBeInTheDocument();
  });

  it('a list with nothing to show says so', async () => {
    open('/parents?parents.status=none');
    expect(await screen.findByText('No parents match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
