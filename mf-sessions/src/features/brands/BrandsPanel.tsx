import { useState } from 'react';
import * as api from '@tutoring/api-client/endpoints';
import type { Brand } from '@tutoring/contract';
import { Button, Pagination, Table, type TableColumn } from '@tutoring/design-system';
import { useListQuery, ListEmptyState, useIsAdmin } from '@tutoring/platform';
import { BrandFormModal } from './components/BrandFormModal';

/** The brands list with the brand form (SES-45, SES-46); creating and editing brands is for admins. */
export function BrandsPanel() {
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<null | { id?: number }>(null);
  // the page lives in the URL (`courses.page`, next to the Courses screen's tab).
  const list = useListQuery<Brand>({
    routeName: 'courses',
    resource: { name: 'brands', list: (params, options) => api.brands.list(params, options) },
    defaults: { per: 25 },
  });
  const columns: TableColumn<Brand>[] = [
    {
      key: 'name',
      header: 'Brand',
      render: (b) =>
        isAdmin ? (
          <Button variant="link" onClick={() => setEditing({ id: b.id })}>
            {b.name ?? `Brand ${b.id}`}
          </Button>
        ) : (
          (b.name ?? '')
        ),
    },
    { key: 'paymentType', header: 'Payment type', render: (b) => b.paymentType ?? '' },
  ];
  return (
    <>
      {isAdmin ? (
        <Button variant="primary" onClick={() => setEditing({})}>
          New brand
        </Button>
      ) : null}
      <Table<Brand>
        caption="Brands"
        hideCaption
        columns={columns}
        rows={list.result.results}
        getRowId={(b) => String(b.id)}
        loading={list.isLoading}
        empty={<ListEmptyState list={list} empty="There are no brands." />}
      />
      <Pagination page={list.state.page} pageCount={list.result.totalPages} onPageChange={list.setPage} />
      {editing ? <BrandFormModal open brandId={editing.id} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
