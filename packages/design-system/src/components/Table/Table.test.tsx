import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { Table, type OrderSort, type TableColumn } from './Table';

interface Parent {
  id: string;
  name: string;
  owner: string | null;
}
const rows: Parent[] = [
  { id: '1', name: 'Ann', owner: 'me' },
  { id: '2', name: 'Bob', owner: 'other' },
  { id: '3', name: 'Cy', owner: null },
];
const columns: TableColumn<Parent>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'owner', header: 'Owner', render: (p) => p.owner ?? 'Unassigned', sortable: true, sortKey: 'employee_id' },
];

function Harness({
  onSort = () => undefined,
  onSelect = () => undefined,
}: {
  onSort?: (by: string, sort: OrderSort) => void;
  onSelect?: (ids: string[]) => void;
}) {
  const [sort, setSort] = useState<{ by: string; dir: OrderSort }>({ by: 'name', dir: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Table
      caption="Parents"
      columns={columns}
      rows={rows}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      orderBy={sort.by}
      orderSort={sort.dir}
      onSortChange={(by, dir) => {
        setSort({ by, dir });
        onSort(by, dir);
      }}
      selectable
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        onSelect(ids);
      }}
      isRowSelectable={(p) => p.owner !== 'other'}
    />
  );
}

describe('Table', () => {
  it('DS-07: sortable headers set orderBy and orderSort, with aria-sort', async () => {
    const onSort = jest.fn();
    renderWithTheme(<Harness onSort={onSort} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const ownerHeader = screen.getByRole('columnheader', { name: /Owner/ });
    expect(ownerHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(ownerHeader).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('employee_id', 'asc');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('DS-07: select-all selects every selectable row, then clears them', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Harness onSelect={onSelect} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith(['1', '3']);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bob' })).not.toBeChecked();
    await userEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });

  it('DS-07: rows marked unselectable cannot be checked; a partial selection is mixed', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Harness onSelect={onSelect} />);
    const bob = screen.getByRole('checkbox', { name: 'Select Bob' });
    expect(bob).toBeDisabled();
    await userEvent.click(bob);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cy' }));
    expect(onSelect).toHaveBeenLastCalledWith(['3']);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('shows an empty state', () => {
    renderWithTheme(
      <Table caption="Parents" columns={columns} rows={[]} getRowId={(p) => p.id} empty="No parents found." />,
    );
    expect(screen.getByText('No parents found.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
