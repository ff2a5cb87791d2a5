import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type ListParams, showErrorToast } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Shipment } from '@tutoring/contract';
import { formatDate } from '@tutoring/domain';
import { Button, FilterBar, FormField, SearchField, Select, type TableColumn } from '@tutoring/design-system';
import { ListTable, useCurrentUser, useListQuery } from '@tutoring/platform';
import { SHIPMENT_STATUS_OPTIONS, ShipmentFormModal } from './components/ShipmentFormModal';

/** Label of the export button. */
export const EXPORT_CSV = 'Export CSV';

/** The current search params without paging: what the CSV export sends (SES-35). */
export function exportParams(params: ListParams): ListParams {
  const { page: _page, per: _per, include: _include, ...rest } = params;
  return rest;
}

/**
 * SES-35: the shipments list (search params, URL-kept state) with a CSV export of the current search
 * (`GET shipments.csv`, Accept text/csv). Rows and "New shipment" open the shipment form (SES-36..SES-41).
 */
export function ShipmentsPage() {
  const zone = useCurrentUser()?.timeZone;
  const list = useListQuery<Shipment>({
    routeName: 'shipments',
    resource: 'shipments',
    filters: ['query', 'status', 'originatorId', 'createdFrom', 'createdTo'],
    defaults: { orderBy: 'created_at', orderSort: 'desc', per: 25 },
  });
  const [editing, setEditing] = useState<null | { id?: number }>(null);
  const [exporting, setExporting] = useState(false);
  const f = list.state.filters;
  const columns: TableColumn<Shipment>[] = [
    {
      key: 'id',
      header: 'Shipment',
      sortable: true,
      render: (s) => <Button variant="link" onClick={() => setEditing({ id: s.id })}>{`#${s.id}`}</Button>,
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (s) => SHIPMENT_STATUS_OPTIONS.find((o) => o.value === s.status)?.label ?? s.status ?? '',
    },
    {
      key: 'recipient',
      header: 'Recipient',
      render: (s) => (typeof s.recipient === 'string' ? s.recipient : (s.recipient?.name ?? '')),
    },
    {
      key: 'regarding',
      header: 'Regarding',
      render: (s) => {
        // The server names the student (issue 24 gap 4); the name links to the student's CRM page.
        const ref = s.regarding as { id?: number; type?: string; name?: string | null } | null | undefined;
        const name = ref?.name ?? '';
        return ref?.id && ref.type === 'Student' ? <RouterLink to={`/students/${ref.id}`}>{name}</RouterLink> : name;
      },
    },
    { key: 'tracking', header: 'Tracking', render: (s) => s.tracking ?? '' },
    { key: 'orderHandle', header: 'Order', render: (s) => s.orderHandle ?? '' },
    {
      key: 'estimated_delivery_date',
      header: 'Estimated delivery',
      sortable: true,
      render: (s) => formatDate(s.estimatedDeliveryDate),
    },
    { key: 'sent_at', header: 'Sent', sortable: true, render: (s) => formatDate(s.sentAt, zone) },
  ];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await api.shipments.downloadCsv(exportParams(list.params), 'shipments.csv');
    } catch (error) {
      showErrorToast(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section aria-labelledby="shipments-heading">
      <h1 id="shipments-heading">Shipments</h1>
      <div role="toolbar" aria-label="Shipment actions">
        <Button variant="primary" onClick={() => setEditing({})}>
          New shipment
        </Button>{' '}
        <Button loading={exporting} onClick={() => void exportCsv()}>
          {EXPORT_CSV}
        </Button>
      </div>
      <FilterBar label="Shipment filters">
        <SearchField label="Search shipments" value={f.query} onSearch={(query) => list.setFilters({ query })} />
        <FormField label="Status">
          <Select
            placeholder="Any status"
            options={SHIPMENT_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))}
            value={f.status ?? ''}
            onChange={(e) => list.setFilters({ status: e.target.value })}
          />
        </FormField>
      </FilterBar>
      <ListTable<Shipment>
        list={list}
        caption="Shipments"
        hideCaption
        columns={columns}
        getRowId={(s) => String(s.id)}
        empty="No shipments match these filters."
      />
      {editing ? <ShipmentFormModal open shipmentId={editing.id} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
