import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Table, type OrderSort, type TableColumn } from './Table';

interface Parent {
  id: string;
  name: string;
  email: string;
  owner: string | null;
}
const rows: Parent[] = [
  { id: '1', name: 'Ann Lee', email: 'ann@example.com', owner: 'You' },
  { id: '2', name: 'Bob Moe', email: 'bob@example.com', owner: 'Dana Fox' },
  { id: '3', name: 'Cy Ray', email: 'cy@example.com', owner: null },
];
const columns: TableColumn<Parent>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'owner', header: 'Owner', render: (p) => p.owner ?? 'Unassigned' },
];

function Demo({ empty = false }: { empty?: boolean }) {
  const [sort, setSort] = useState<{ by: string; dir: OrderSort }>({ by: 'name', dir: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = [...rows].sort(
    (a, b) =>
      String(a[sort.by as keyof Parent]).localeCompare(String(b[sort.by as keyof Parent])) *
      (sort.dir === 'asc' ? 1 : -1),
  );
  return (
    <Table
      caption="Parents"
      columns={columns}
      rows={empty ? [] : sorted}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      orderBy={sort.by}
      orderSort={sort.dir}
      onSortChange={(by, dir) => setSort({ by, dir })}
      selectable
      selectedIds={selected}
      onSelectionChange={setSelected}
      isRowSelectable={(p) => p.owner === 'You' || p.owner === null}
      empty="No parents match your filters."
    />
  );
}

const meta: Meta<typeof Table> = { title: 'Data/Table', component: Table, render: () => <Demo /> };
export default meta;
type Story = StoryObj<typeof Table>;

export const Default: Story = {};
export const Empty: Story = { render: () => <Demo empty /> };
export const Loading: Story = {
  render: () => <Table caption="Parents" columns={columns} rows={[]} getRowId={(p) => p.id} loading />,
};

/**
 * At 390 px a table of five columns does not fit its frame: it is shown as cards, each value after its column's name,
 * the sortable headers above them.
 */
export const OnAPhone: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <Table
        caption="Upcoming sessions"
        columns={[
          { key: 'name', header: 'Session', sortable: true },
          { key: 'email', header: 'Email' },
          { key: 'owner', header: 'Tutor', render: (p: Parent) => p.owner ?? 'Unassigned' },
          {
            key: 'join',
            header: 'Join',
            minWidth: '14rem',
            render: () => 'You can join your session 10 minutes before the start time.',
          },
        ]}
        rows={rows}
        getRowId={(p) => p.id}
        orderBy="name"
        orderSort="asc"
        onSortChange={() => undefined}
      />
    </div>
  ),
};
