import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toListResult } from '@tutoring/api-client';
import { DesignSystemProvider } from '@tutoring/design-system';
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

function renderTable(list: ListTableSource<Row>) {
  return render(
    <DesignSystemProvider>
      <ListTable<Row>
        list={list}
        caption="People"
        hideCaption
        columns={columns}
        getRowId={(r) => String(r.id)}
        empty="Nobody here."
      />
    </DesignSystemProvider>,
  );
}

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
});
