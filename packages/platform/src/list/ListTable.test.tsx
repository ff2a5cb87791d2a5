import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toListResult } from '@tutoring/api-client';
import { DesignSystemProvider } from '@tutoring/design-system';
import { ListLink } from './ListLink';
import { ListTable, type ListTableSource } from './ListTable';

interface Row {
  id: number;
  name: string;
}

function makeList(overrides: Partial<ListTableSource<Row>> = {}): ListTableSource<Row> {
  const rows: Row[] = [
    { id: 26, name: 'Ada' },
    { id: 27, name: 'Grace' },
  ];
  return {
    state: { page: 2, per: 25, orderBy: 'name', orderSort: 'asc', filters: {} },
    result: toListResult(rows, { totalCount: 60, totalPages: 3, pageNumber: 2, pageSize: 25 }, { page: 2, per: 25 }),
    isLoading: false,
    setSort: jest.fn(),
    setPage: jest.fn(),
    setPer: jest.fn(),
    ...overrides,
  };
}

const columns = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'id', header: 'Id' },
];

function renderTable(list: ListTableSource<Row>, tableColumns = columns) {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/people']}>
        <Routes>
          <Route
            path="/people"
            element={
              <ListTable<Row>
                list={list}
                caption="People"
                hideCaption
                columns={tableColumns}
                getRowId={(r) => String(r.id)}
                empty="Nobody here."
              />
            }
          />
          <Route path="/people/:id" element={<p>A person's page</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

/** The router's location, as the page's address bar would show it. */
function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

const linkColumns = [
  { key: 'name', header: 'Name', render: (r: Row) => <ListLink to={`/people/${r.id}`}>{r.name}</ListLink> },
];

describe('ListTable', () => {
  it('shows the list rows, its sort and the footer range of the served page', () => {
    renderTable(makeList());
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Name▲Id', 'Ada26', 'Grace27']);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('26-50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorting, paging and a page-size change call the list (a new size goes through setPer, OP-58)', async () => {
    const list = makeList();
    renderTable(list);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(list.setSort).toHaveBeenCalledWith('name', 'desc');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(list.setPage).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(list.setPer).toHaveBeenCalledWith(50);
    expect(list.setPage).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state, then the empty text when the list has no rows', () => {
    const { unmount } = renderTable(makeList({ isLoading: true }));
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderTable(
      makeList({
        result: toListResult<Row>(
          [],
          { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 25 },
          { page: 1, per: 25 },
        ),
      }),
    );
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
  });

  it("issue 26: a row's ListLink is a link to its page, which a plain click opens in the app", async () => {
    renderTable(makeList(), linkColumns);
    const link = screen.getByRole('link', { name: 'Grace' });
    expect(link).toHaveAttribute('href', '/people/27');
    await userEvent.click(link);
    expect(screen.getByText("A person's page")).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/people/27');
  });

  it('issue 26: a click with a modifier key or another button on a ListLink is left to the browser (a new tab)', () => {
    renderTable(makeList(), linkColumns);
    const link = screen.getByRole('link', { name: 'Ada' });
    // What the browser would be left to do, seen after React's handlers (jsdom itself does not navigate).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { metaKey: true });
      fireEvent.click(link, { shiftKey: true });
      fireEvent.click(link, { button: 1 });
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/people');
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
  });

  it('issue 26: a ListLink outside a list table is the router link it stands for', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ListLink to="/people/26">Ada</ListLink>} />
          <Route path="/people/:id" element={<p>A person's page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/people/26');
    await userEvent.click(screen.getByRole('link', { name: 'Ada' }));
    expect(screen.getByText("A person's page")).toBeInTheDocument();
  });
});
