import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, renderWithTheme } from '../../../test/render';
import { lightTheme } from '../../theme';
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
  columns: cols = columns,
  data = rows,
}: {
  onSort?: (by: string, sort: OrderSort) => void;
  onSelect?: (ids: string[]) => void;
  columns?: TableColumn<Parent>[];
  data?: Parent[];
}) {
  const [sort, setSort] = useState<{ by: string; dir: OrderSort }>({ by: 'name', dir: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Table
      caption="Parents"
      columns={cols}
      rows={data}
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

  it('a column of running text keeps its least width (minWidth) instead of being squeezed', () => {
    renderWithTheme(
      <Table
        caption="Upcoming sessions"
        columns={[
          { key: 'name', header: 'Session' },
          { key: 'note', header: 'Join', minWidth: '14rem', render: () => 'You can join 10 minutes before.' },
        ]}
        rows={rows}
        getRowId={(p) => p.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Join' })).toHaveStyle({ minWidth: '14rem' });
    expect(screen.getByRole('columnheader', { name: 'Session' })).not.toHaveAttribute('style');
  });

  /**
   * jsdom lays nothing out: the frame's ResizeObserver is notified by hand, and the widths it reads are set by the test
   * (`table` the content's width, `frame` the frame's).
   */
  function withLayout(run: (widths: { table: number; frame: number }, notify: () => void) => void) {
    const observers: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const widths = { table: 300, frame: 358 };
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.table);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.frame);
    try {
      run(widths, () => act(() => observers.forEach((notify) => notify())));
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      globalThis.ResizeObserver = original;
    }
  }

  it('a table too wide for its frame is shown as cards: each cell after its column name, roles and sorting kept; a table again once the frame is wide enough', () => {
    const onSort = jest.fn();
    withLayout((widths, notify) => {
      renderWithTheme(<Harness onSort={onSort} />);
      notify();
      const table = screen.getByRole('table', { name: 'Parents' });
      expect(table).not.toHaveAttribute('data-stacked');
      expect(within(table).queryByText('Owner', { selector: '[data-cell-label]' })).toBeNull();
      // A phone: the table needs 600 px of a 358 px frame; as cards it fits.
      widths.table = 600;
      notify();
      expect(table).toHaveAttribute('data-stacked');
      widths.table = 340;
      notify();
      const row = screen.getAllByRole('row')[1]!;
      // Each cell shows its column's name for the eye; the cell is still named by its value alone.
      const owner = within(row).getByRole('cell', { name: 'me' });
      expect(within(owner).getByText('Owner')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
      expect(within(row).getByRole('checkbox', { name: 'Select Ann' })).toBeInTheDocument();
      // Cards that fit need no scrolling, so the frame is no tab stop.
      expect(screen.queryByRole('group', { name: 'Parents' })).toBeNull();
      // The sortable headers stay, above the cards, and still sort.
      fireEvent.click(screen.getByRole('button', { name: /Owner/ }));
      expect(onSort).toHaveBeenCalledWith('employee_id', 'asc');
      // Wider than the table was: a table again.
      widths.frame = 600;
      notify();
      expect(table).not.toHaveAttribute('data-stacked');
      expect(within(table).queryByText('Owner', { selector: '[data-cell-label]' })).toBeNull();
    });
  });

  it('cards become a table again when new rows fit the frame (a filter took away the row with a long word), and stay cards when they do not', () => {
    withLayout((widths, notify) => {
      const view = renderWithTheme(<Table caption="Parents" columns={columns} rows={rows} getRowId={(p) => p.id} />);
      notify();
      // A row with a long word: the table needs 900 px of a 600 px frame.
      widths.frame = 600;
      widths.table = 900;
      notify();
      const table = screen.getByRole('table', { name: 'Parents' });
      expect(table).toHaveAttribute('data-stacked');
      // Other rows that still do not fit: cards.
      view.rerender(<Table caption="Parents" columns={columns} rows={rows.slice(0, 2)} getRowId={(p) => p.id} />);
      expect(table).toHaveAttribute('data-stacked');
      // Rows that fit as a table: a table, without the window being resized.
      widths.table = 500;
      view.rerender(<Table caption="Parents" columns={columns} rows={rows.slice(0, 1)} getRowId={(p) => p.id} />);
      expect(table).not.toHaveAttribute('data-stacked');
      expect(within(table).queryByText('Owner', { selector: '[data-cell-label]' })).toBeNull();
    });
  });

  it('what still overflows as cards makes the frame a named, focusable group (keyboard scrolling); a table that fits does not', () => {
    withLayout((widths, notify) => {
      renderWithTheme(<Table caption="Upcoming sessions" columns={columns} rows={rows} getRowId={(p) => p.id} />);
      notify();
      expect(screen.queryByRole('group', { name: 'Upcoming sessions' })).toBeNull();
      // The screen narrows and even the cards are wider than the frame (a long unbroken word).
      widths.table = 600;
      notify();
      expect(screen.getByRole('table', { name: 'Upcoming sessions' })).toHaveAttribute('data-stacked');
      expect(screen.getByRole('group', { name: 'Upcoming sessions' })).toHaveAttribute('tabindex', '0');
    });
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

  it('aligns header and body cells as their column says, and shows selected rows selected', async () => {
    const aligned: TableColumn<Parent>[] = [
      { key: 'name', header: 'Name' },
      { key: 'owner', header: 'Owner', align: 'right', render: (p) => p.owner ?? 'Unassigned' },
      { key: 'id', header: 'Id', align: 'center' },
    ];
    renderWithTheme(<Harness columns={aligned} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ textAlign: 'left' });
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveStyle({ textAlign: 'center' });
    expect(screen.getByRole('cell', { name: 'Ann' })).toHaveStyle({ textAlign: 'left' });
    expect(screen.getByRole('cell', { name: 'Unassigned' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: '2' })).toHaveStyle({ textAlign: 'center' });

    const annRow = screen.getByRole('row', { name: /Ann/ });
    const bobRow = screen.getByRole('row', { name: /Bob/ });
    expect(annRow).not.toHaveStyle({ background: lightTheme.colors.selected });
    expect(annRow).toHaveStyle({ cursor: 'default' });
    await userEvent.click(within(annRow).getByRole('checkbox', { name: 'Select Ann' }));
    expect(annRow).toHaveStyle({ background: lightTheme.colors.selected });
    expect(bobRow).not.toHaveStyle({ background: lightTheme.colors.selected });
  });

  it('clickable rows show a pointer and call the current onRowClick; the checkbox does not click the row; axe clean', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const view = (onRowClick: (p: Parent) => void) => (
      <Table
        caption="Parents"
        columns={columns}
        rows={rows}
        getRowId={(p) => p.id}
        selectable
        selectedIds={['1']}
        onRowClick={onRowClick}
      />
    );
    const { container, rerender } = renderWithTheme(view(first));
    const bobRow = screen.getByRole('row', { name: /Bob/ });
    expect(bobRow).toHaveStyle({ cursor: 'pointer' });
    rerender(view(second));
    await userEvent.click(within(bobRow).getByRole('cell', { name: 'Bob' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 1' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('re-renders only the rows whose data or selection changed when the columns are stable', async () => {
    const renderName = jest.fn((p: Parent) => p.name);
    const stable: TableColumn<Parent>[] = [{ key: 'name', header: 'Name', render: renderName }];
    function Page() {
      const [data, setData] = useState(rows);
      return (
        <>
          <button
            type="button"
            onClick={() => setData((d) => d.map((p) => (p.id === '3' ? { ...p, name: 'Cyd' } : p)))}
          >
            Rename Cy
          </button>
          <Harness columns={stable} data={data} />
        </>
      );
    }
    renderWithTheme(<Page />);
    expect(renderName).toHaveBeenCalledTimes(3);

    renderName.mockClear();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ann' }));
    expect(renderName.mock.calls.map(([p]) => p.id)).toEqual(['1']);

    renderName.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Cy' }));
    expect(renderName.mock.calls.map(([p]) => p.id)).toEqual(['3']);
    expect(screen.getByRole('cell', { name: 'Cyd' })).toBeInTheDocument();

    // A row skipped by the re-renders toggles against the current selection.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cyd' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Cyd' })).toBeChecked();
  });

  it('re-renders every row when the columns change (a cell reads what its column captured)', () => {
    const view = (owners: Record<string, string>) => (
      <Table
        caption="Parents"
        columns={[{ key: 'owner', header: 'Owner', render: (p: Parent) => owners[p.owner ?? ''] ?? 'Unassigned' }]}
        rows={rows}
        getRowId={(p) => p.id}
      />
    );
    const { rerender } = renderWithTheme(view({}));
    expect(screen.queryByRole('cell', { name: 'Me Myself' })).not.toBeInTheDocument();
    rerender(view({ me: 'Me Myself' }));
    expect(screen.getByRole('cell', { name: 'Me Myself' })).toBeInTheDocument();
  });

  it('a re-render with new columns leaves the DOM of unchanged rows and of the checkboxes untouched', () => {
    const view = () => (
      <Table
        caption="Parents"
        columns={[...columns]}
        rows={rows}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        selectable
        selectedIds={['1']}
        onSelectionChange={() => {}}
      />
    );
    const { rerender, container } = renderWithTheme(view());
    const mutations = new MutationObserver(() => {});
    mutations.observe(container, { subtree: true, attributes: true, childList: true, characterData: true });
    rerender(view());
    const touched = mutations.takeRecords().map((m) => `${m.target.nodeName} ${m.attributeName ?? m.type}`);
    mutations.disconnect();
    // Every row re-rendered (a cell may read what its new column captured), but nothing it shows changed.
    expect(touched).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).toBeChecked();
  });
});
