import { useMemo, useState } from 'react';
import { type ListParams } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import {
  ActionRow,
  Button,
  FilterBar,
  FormField,
  QuickFilters,
  SearchField,
  Select,
  toast,
  type TableColumn,
} from '@tutoring/design-system';
import { DEFAULT_PAGE_SIZE, LEAD_SOURCE_STATUSES, formatDate } from '@tutoring/domain';
import {
  LEAD_SOURCE_TYPES,
  QUICK_FILTER_WINDOWS,
  leadSourceStatusChoices,
  leadSourceStatusLabel,
  pendingSchoolActionError,
  saveLeadSourceStatusLabel,
} from '@tutoring/domain/areas';
import { ListTable, useCurrentUser, useListQuery, type ListSource } from '@tutoring/platform';
import type { LeadSource } from '@tutoring/contract';
import { AlertModal } from '../../shared/components/AlertModal';
import { OwnerName, OwnerNames } from '../../shared/components/OwnerName';
import { ReassignModal } from '../../shared/components/ReassignModal';
import { useChangeLeadSourceStatus, useReassignLeadSource } from './api/lead-sources';
import { LEAD_SOURCE_TYPE_LABELS, LeadSourceFormModal } from './components/LeadSourceFormModal';
import { MergeSchoolModal, PromoteSchoolModal } from './components/PendingSchoolModals';

/** URL filters of the lead sources list. */
export const LEAD_SOURCE_FILTERS = ['query', 'status', 'type', 'quickFilter'] as const;

/** CRM-19, OP-40: the lead sources quick filters and the server params they set. */
export const LEAD_SOURCE_QUICK_FILTERS = [
  {
    id: 'last_touch',
    label: 'Last touch',
    description: `Not touched in more than ${QUICK_FILTER_WINDOWS.lastTouchDays} days`,
    param: 'lastTouch',
  },
  {
    id: 'last_promotion',
    label: 'Last promotion',
    description: `No promotion in more than ${QUICK_FILTER_WINDOWS.lastPromotionDays} days`,
    param: 'lastPromotion',
  },
] as const;

/** Status saved toast (not in the spec). */
export const STATUS_SAVED = 'Status saved';

/** a quick filter shows the employee's own lead sources only. */
export function leadSourceParams(params: ListParams, myEmployeeId: number | null | undefined): ListParams {
  const { quickFilter, ...rest } = params;
  const quick = LEAD_SOURCE_QUICK_FILTERS.find((q) => q.id === quickFilter);
  return quick ? { ...rest, [quick.param]: true, employeeId: myEmployeeId ?? -1 } : rest;
}

type Dialog =
  | { kind: 'form'; id: number | null }
  | { kind: 'reassign' | 'merge' | 'promote'; row: LeadSource }
  | { kind: 'alert'; message: string }
  | null;

/**
 * Lead sources list (`/lead_sources`, CRM-19..CRM-24): search, status and type filters, quick filters (own items
 * only), sort, page and page size in the URL; the status is changed right in the table with the DOM-02
 * choices of the saved status; edit/new form (lg), reassign, and the pending-school merge and promote actions.
 */
export function LeadSourcesPage() {
  const me = useCurrentUser();
  const myEmployeeId = me?.employeeId ?? null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [savingId, setSavingId] = useState<number | null>(null);
  const source = useMemo<ListSource<LeadSource>>(
    () => ({
      name: 'lead_sources',
      list: (params, options) => api.leadSources.list(leadSourceParams(params, myEmployeeId), options),
    }),
    [myEmployeeId],
  );
  const list = useListQuery<LeadSource>({
    routeName: 'leadSources',
    resource: source,
    filters: LEAD_SOURCE_FILTERS,
    defaults: { orderBy: 'name', orderSort: 'asc', per: DEFAULT_PAGE_SIZE },
  });
  const { state } = list;
  const reassign = useReassignLeadSource();
  const statusChange = useChangeLeadSourceStatus();
  const close = () => setDialog(null);

  // CRM-21: a row's status select only picks (arrow keys browse the options of a native select, each one a change);
  // the row's "Save" saves the picked status.
  const [picked, setPicked] = useState<Record<number, string>>({});
  const unpick = (id: number) => setPicked(({ [id]: _dropped, ...rest }) => rest);
  const changeStatus = async (row: LeadSource, status: string) => {
    setSavingId(row.id);
    try {
      await statusChange.mutateAsync({ id: row.id, status });
      toast.success(STATUS_SAVED);
    } catch {
      // Shown by the mutation's error policy (API-09: the server's errors); the list is asked again.
    } finally {
      unpick(row.id);
      setSavingId(null);
    }
  };
  const pendingAction = (row: LeadSource, action: 'merge' | 'promote') => {
    const blocked = pendingSchoolActionError(row.type, action);
    setDialog(blocked ? { kind: 'alert', message: blocked } : { kind: action, row });
  };

  const columns: TableColumn<LeadSource>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Button variant="link" onClick={() => setDialog({ kind: 'form', id: row.id })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'type', header: 'Type', render: (row) => LEAD_SOURCE_TYPE_LABELS[row.type ?? ''] ?? row.type ?? '' },
    { key: 'category', header: 'Category', render: (row) => row.category ?? '' },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (row) => {
        const choices = leadSourceStatusChoices(row.status);
        const options = [...(row.status && !choices.includes(row.status as never) ? [row.status] : []), ...choices].map(
          (s) => ({ value: s, label: s }),
        );
        const value = picked[row.id] ?? row.status ?? '';
        const changed = value !== (row.status ?? '') && value !== '';
        return (
          <ActionRow>
            <Select
              aria-label={leadSourceStatusLabel(row.name ?? '')}
              value={value}
              disabled={savingId === row.id}
              onChange={(e) => {
                const next = e.target.value;
                setPicked((all) => ({ ...all, [row.id]: next }));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && changed) {
                  e.preventDefault();
                  void changeStatus(row, value);
                }
              }}
              options={options}
              placeholder={row.status ? undefined : 'Uncategorized'}
            />
            <Button
              size="sm"
              aria-label={saveLeadSourceStatusLabel(row.name ?? '')}
              disabled={!changed}
              loading={savingId === row.id}
              onClick={() => void changeStatus(row, value)}
            >
              Save
            </Button>
          </ActionRow>
        );
      },
    },
    { key: 'owner', header: 'Owner', render: (row) => <OwnerName id={row.employeeId} /> },
    {
      key: 'last_touch_at',
      header: 'Last touch',
      sortable: true,
      render: (row) => formatDate(row.lastTouchAt, me?.timeZone),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <ActionRow>
          <Button
            size="sm"
            onClick={() => setDialog({ kind: 'reassign', row })}
            aria-label={`Reassign ${row.name ?? ''}`}
          >
            Reassign
          </Button>
          <Button size="sm" onClick={() => pendingAction(row, 'merge')} aria-label={`Merge ${row.name ?? ''}`}>
            Merge
          </Button>
          <Button size="sm" onClick={() => pendingAction(row, 'promote')} aria-label={`Promote ${row.name ?? ''}`}>
            Promote
          </Button>
        </ActionRow>
      ),
    },
  ];

  return (
    <section aria-labelledby="lead-sources-heading">
      <h1 id="lead-sources-heading">Lead sources</h1>
      <Button variant="primary" onClick={() => setDialog({ kind: 'form', id: null })}>
        New lead source
      </Button>
      <FilterBar label="Lead source filters">
        <SearchField
          label="Search lead sources"
          value={state.filters.query}
          onSearch={(query) => list.setFilters({ query })}
        />
        <FormField label="Status">
          <Select
            value={state.filters.status ?? ''}
            onChange={(e) => list.setFilters({ status: e.target.value })}
            options={LEAD_SOURCE_STATUSES.map((s) => ({ value: s, label: s }))}
            placeholder="All statuses"
          />
        </FormField>
        <FormField label="Type">
          <Select
            value={state.filters.type ?? ''}
            onChange={(e) => list.setFilters({ type: e.target.value })}
            options={LEAD_SOURCE_TYPES.map((t) => ({ value: t, label: LEAD_SOURCE_TYPE_LABELS[t] ?? t }))}
            placeholder="All types"
          />
        </FormField>
        <Button variant="link" onClick={list.reset}>
          Clear filters
        </Button>
      </FilterBar>
      <QuickFilters
        label="Quick filters (your own lead sources only)"
        filters={LEAD_SOURCE_QUICK_FILTERS}
        active={state.filters.quickFilter}
        onChange={(quickFilter) => list.setFilters({ quickFilter })}
      />
      <OwnerNames>
        <ListTable<LeadSource>
          list={list}
          caption="Lead sources"
          hideCaption
          columns={columns}
          getRowId={(row) => String(row.id)}
          empty="No lead sources match these filters."
        />
      </OwnerNames>
      {dialog?.kind === 'form' ? <LeadSourceFormModal id={dialog.id} onClose={close} onSaved={close} /> : null}
      {dialog?.kind === 'reassign' ? (
        <ReassignModal<LeadSource>
          open
          title={`Reassign ${dialog.row.name ?? 'lead source'}`}
          currentEmployeeId={dialog.row.employeeId}
          reassign={(employeeId) => reassign.mutateAsync({ id: dialog.row.id, employeeId })}
          onSaved={close}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'merge' ? <MergeSchoolModal school={dialog.row} onClose={close} onMerged={close} /> : null}
      {dialog?.kind === 'promote' ? (
        <PromoteSchoolModal school={dialog.row} onClose={close} onPromoted={close} />
      ) : null}
      <AlertModal
        open={dialog?.kind === 'alert'}
        message={dialog?.kind === 'alert' ? dialog.message : ''}
        onClose={close}
      />
    </section>
  );
}
