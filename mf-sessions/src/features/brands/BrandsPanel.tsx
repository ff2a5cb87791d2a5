import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Brand } from '@tutoring/contract';
import { Button, Pagination, Table, type TableColumn } from '@tutoring/design-system';
import { useHasRole } from '@tutoring/platform';
import { BrandFormModal } from './components/BrandFormModal';

/** The brands list with the brand form (SES-45, SES-46); creating and editing brands is for admins. */
export function BrandsPanel() {
  const isAdmin = useHasRole('admin');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<null | { id?: number }>(null);
  const list = useQuery({
    queryKey: queryKeys.list('brands', { page }),
    queryFn: ({ signal }) => api.brands.list({ page, per: 25 }, { signal }),
    placeholderData: keepPreviousData,
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
        rows={list.data?.results ?? []}
        getRowId={(b) => String(b.id)}
        loading={list.isLoading}
        empty="There are no brands."
      />
      <Pagination page={page} pageCount={list.data?.totalPages ?? 0} onPageChange={setPage} />
      {editing ? (
        <BrandFormModal
          open
          brandId={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => void list.refetch()}
        />
      ) : null}
    </>
  );
}
