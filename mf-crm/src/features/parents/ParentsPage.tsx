import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  ActionRow,
  Button,
  FilterBar,
  FormField,
  QuickFilters,
  SearchField,
  Select,
  Spinner,
  type TableColumn,
} from '@tutoring/design-system';
import { formatDate } from '@tutoring/domain';
import { PARENT_STATUSES_CUSTOMER, PARENT_STATUSES_LEAD } from '@tutoring/domain/areas';
import {
  ListLink,
  ListTable,
  lazyPart,
  preloadPart,
  useAppName,
  useCurrentUser,
  useListQuery,
} from '@tutoring/platform';
import type { Parent } from '@tutoring/contract';
import { PARENT_FILTERS, parentListOptions, parentQueries, useReassignParents } from './api/parents';
import { AdvisorFilter, useAdvisorFilterEnabled, useDefaultAdvisorFilter } from '../../shared/components/AdvisorFilter';
import { OwnerName, OwnerNames } from '../../shared/components/OwnerName';
import { parentName } from './components/parentName';
import { PARENT_QUICK_FILTERS, isOwnOrUnassigned } from './quickFilters';

// Not on the list's first paint: loaded when the user opens them (keeps the first route small, issue 13). A dialog
// whose code fails to load shows the area's failure with Retry in its place; the list keeps working (platform lazyPart).
const ParentFormModal = lazyPart(() => import('./components/ParentFormModal').then((m) => m.ParentFormModal));
const ReassignModal = lazyPart(() => import('../../shared/components/ReassignModal').then((m) => m.ReassignModal));

/**
 * The dialogs' code, loaded ahead once the first page has settled (the route's parts, src/app/routes.tsx, issue 26),
 * so a click normally finds it ready and the dialog opens at once. Reached through this module only, so webpack keeps
 * their shared code here.
 */
export const loadDialogs = () => Promise.all([preloadPart(ParentFormModal), preloadPart(ReassignModal)]);

const Badge = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
`;

/** URL filters of the parents list. */
export { PARENT_FILTERS };

const STATUS_OPTIONS = [...new Set([...PARENT_STATUSES_CUSTOMER, ...PARENT_STATUSES_LEAD])].map((s) => ({
  value: s,
  label: s,
}));

/** CRM-18: the abandoned count on its quick filter; its own component, so the counts arriving re-render it alone. */
function AbandonedCount() {
  const { data } = useQuery(parentQueries.abandonedCounts());
  if (!data) return null;
  const count = data.abandoned ?? 0;
  return <Badge aria-label={`${count} abandoned`}>{count}</Badge>;
}

/** CRM-02, CRM-18: the quick filters, the abandoned one with its count. */
const QUICK_FILTERS = PARENT_QUICK_FILTERS.map((filter) =>
  filter.id === 'abandoned'
    ? {
        ...filter,
        label: (
          <>
            {filter.label}
            <AbandonedCount />
          </>
        ),
      }
    : filter,
);

/**
 * Parents list (`/parents`, CRM-01..CRM-03, CRM-18, CRM-36): search, status, kind and advisor filters, quick filters
 * with the abandoned count, sort, page and page size, all kept in the URL; bulk reassign of own or
 * unassigned rows; a "New lead" form (CRM-13).
 */
export function ParentsPage() {
  const me = useCurrentUser();
  const myEmployeeId = me?.employeeId ?? null;
  const navigate = useNavigate();
  const reassign = useReassignParents();
  const defaultAdvisor = useDefaultAdvisorFilter();
  const advisorFilter = useAdvisorFilterEnabled();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'lead' | 'bulk' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  // After the dialog has closed (and given the focus back to a control that is now disabled).
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const appName = useAppName();
  const listOptions = useMemo(() => parentListOptions(me, appName), [me, appName]);
  const list = useListQuery<Parent>(listOptions);
  const { state, result } = list;

  // One columns array while the user's zone is the same: the Table then skips the rows whose data did not change
  // (a new array re-renders every row, since a cell may read more than its row).
  const timeZone = me?.timeZone;
  const columns = useMemo<TableColumn<Parent>[]>(
    () => [
      {
        key: 'last_name',
        header: 'Name',
        sortable: true,
        render: (p) => <ListLink to={`/parents/${p.id}`}>{parentName(p)}</ListLink>,
      },
      { key: 'email', header: 'Email', sortable: true, render: (p) => p.email ?? '' },
      { key: 'status', header: 'Status', sortable: true, render: (p) => p.status ?? '' },
      { key: 'owner', header: 'Owner', render: (p) => <OwnerName id={p.employeeId} /> },
      { key: 'created_at', header: 'Created', sortable: true, render: (p) => formatDate(p.createdAt, timeZone) },
    ],
    [timeZone],
  );
  const selectedRows = result.results.filter((p) => selected.includes(String(p.id)));

  return (
    <section aria-labelledby="parents-heading">
      <h1 id="parents-heading" ref={heading} tabIndex={-1}>
        Parents
      </h1>
      <ActionRow>
        <Button variant="primary" onClick={() => setDialog('lead')}>
          New lead
        </Button>
        <Button disabled={selectedRows.length === 0} onClick={() => setDialog('bulk')}>
          Reassign selected ({selectedRows.length})
        </Button>
      </ActionRow>
      <FilterBar label="Parent filters">
        <SearchField
          label="Search parents"
          value={state.filters.query}
          onSearch={(query) => list.setFilters({ query })}
        />
        <FormField label="Status">
          <Select
            value={state.filters.status ?? ''}
            onChange={(e) => list.setFilters({ status: e.target.value })}
            options={STATUS_OPTIONS}
            placeholder="All statuses"
          />
        </FormField>
        <FormField label="Kind">
          <Select
            value={state.filters.customer ?? ''}
            onChange={(e) => list.setFilters({ customer: e.target.value })}
            options={[
              { value: '', label: 'Customers and leads' },
              { value: 'true', label: 'Customers' },
              { value: 'false', label: 'Leads' },
            ]}
          />
        </FormField>
        {advisorFilter ? (
          <AdvisorFilter
            value={state.filters.advisor ?? defaultAdvisor}
            onChange={(advisor) => list.setFilters({ advisor })}
          />
        ) : null}
        <Button variant="link" onClick={list.reset}>
          Clear filters
        </Button>
      </FilterBar>
      <QuickFilters
        label="Quick filters (your own parents only)"
        filters={QUICK_FILTERS}
        active={state.filters.quickFilter}
        onChange={(quickFilter) => list.setFilters({ quickFilter })}
      />
      <OwnerNames>
        <ListTable<Parent>
          list={list}
          caption="Parents"
          hideCaption
          columns={columns}
          getRowId={(p) => String(p.id)}
          getRowLabel={parentName}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          isRowSelectable={(p) => isOwnOrUnassigned(p, myEmployeeId)}
          empty="No parents match these filters."
        />
      </OwnerNames>
      {dialog === 'lead' ? (
        <ParentFormModal
          fallback={<Spinner label="Loading" />}
          open
          kind="lead"
          onClose={() => setDialog(null)}
          onSaved={(lead) => {
            setDialog(null);
            navigate(`/parents/${lead.id}`);
          }}
        />
      ) : null}
      {dialog === 'bulk' ? (
        <ReassignModal
          fallback={<Spinner label="Loading" />}
          open
          title={`Reassign ${selectedRows.length} ${selectedRows.length === 1 ? 'parent' : 'parents'}`}
          currentEmployeeId={null}
          requireChoice
          reassign={(employeeId) => reassign.mutateAsync({ ids: selectedRows.map((p) => p.id), employeeId })}
          onSaved={() => {
            setDialog(null);
            setSelected([]);
            // "Reassign selected" is now disabled (nothing selected): the focus goes to the list's heading.
            setFocusHeading(true);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
