import { useState } from 'react';
import type { Material } from '@tutoring/contract';
import { MATERIAL_STATUSES } from '@tutoring/domain';
import { Button, FilterBar, FormField, SearchField, Select, type TableColumn } from '@tutoring/design-system';
import { ListTable, useListQuery } from '@tutoring/platform';
import { MaterialEditModal } from './components/MaterialEditModal';

/** The materials list's sortable columns: the orderBy values the server allows (SES-04). */
const MATERIAL_ORDER_BYS = ['name', 'status', 'quantity', 'originator'] as const;

/** SES-04: the materials list (URL-kept state, page sizes 25/50/100); rows open the material edit modal (SES-05). */
export function MaterialsPage() {
  const list = useListQuery<Material>({
    routeName: 'materials',
    resource: 'materials',
    filters: ['status', 'query'],
    defaults: { orderBy: 'name', orderSort: 'asc', per: 25 },
    fixed: { include: 'originator' },
    orderBys: MATERIAL_ORDER_BYS,
  });
  const [editing, setEditing] = useState<null | { id?: number }>(null);
  const columns: TableColumn<Material>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (m) => (
        <Button variant="link" onClick={() => setEditing({ id: m.id })}>
          {m.name ?? `Material ${m.id}`}
        </Button>
      ),
    },
    { key: 'status', header: 'Status', sortable: true, render: (m) => m.status ?? '' },
    {
      key: 'quantity',
      header: 'Quantity',
      align: 'right',
      sortable: true,
      render: (m) => (m.quantity ?? '').toString(),
    },
    { key: 'originator', header: 'Originator', sortable: true, render: (m) => m.originator?.name ?? '' },
  ];
  return (
    <section aria-labelledby="materials-heading">
      <h1 id="materials-heading">Materials</h1>
      <Button variant="primary" onClick={() => setEditing({})}>
        New material
      </Button>
      <FilterBar label="Material filters">
        <SearchField
          label="Search materials"
          value={list.state.filters.query}
          onSearch={(query) => list.setFilters({ query })}
        />
        <FormField label="Status">
          <Select
            placeholder="Any status"
            options={MATERIAL_STATUSES.map((s) => ({ value: s, label: s }))}
            value={list.state.filters.status ?? ''}
            onChange={(e) => list.setFilters({ status: e.target.value })}
          />
        </FormField>
      </FilterBar>
      <ListTable<Material>
        list={list}
        caption="Materials"
        hideCaption
        columns={columns}
        getRowId={(m) => String(m.id)}
        empty="No materials match these filters."
      />
      {editing ? <MaterialEditModal open materialId={editing.id} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
