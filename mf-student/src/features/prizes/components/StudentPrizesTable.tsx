import type { StudentPrize } from '@tutoring/contract';
import { Table, type TableColumn } from '@tutoring/design-system';
import { formatDate } from '@tutoring/domain';
import { shipmentText } from './shipmentText';

/** Props of {@link StudentPrizesTable}. */
export interface StudentPrizesTableProps {
  prizes: readonly StudentPrize[];
  loading?: boolean;
  timeZone?: string | null;
}

/** STU-19: the student's prizes: prize, when it was traded, and the shipment column. */
export function StudentPrizesTable({ prizes, loading = false, timeZone }: StudentPrizesTableProps) {
  const columns: TableColumn<StudentPrize>[] = [
    { key: 'prize', header: 'Prize', render: (p) => p.prize?.name ?? 'Prize' },
    { key: 'traded', header: 'Traded on', render: (p) => formatDate(p.createdAt, timeZone) },
    { key: 'shipment', header: 'Shipment', render: (p) => shipmentText(p.shipment, timeZone) },
  ];
  return (
    <Table
      caption="Your prizes"
      hideCaption
      columns={columns}
      rows={prizes}
      getRowId={(p) => String(p.id)}
      empty="You have not traded any gems for prizes yet."
      loading={loading}
    />
  );
}
