import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CheckCell, Scroll, SortButton, StyledTable, Td, Th, Tr } from './styles';

/** Sort direction, as the API's `orderSort`. */
export type OrderSort = 'asc' | 'desc';

/** One column of a {@link Table}. */
export interface TableColumn<T> {
  /** Unique key; also the default `orderBy` value. */
  key: string;
  /** Header content. */
  header: ReactNode;
  /** Cell content; default `String(row[key])`. */
  render?: (row: T) => ReactNode;
  /** Header becomes a sort button (DS-07). */
  sortable?: boolean;
  /** `orderBy` value sent when sorting by this column (e.g. "starts_at"); default `key`. */
  sortKey?: string;
  /** Default 'left'. */
  align?: 'left' | 'right' | 'center';
}

/** Props of {@link Table}. */
export interface TableProps<T> {
  /** Accessible name of the table (caption); `hideCaption` keeps it for screen readers only. */
  caption: string;
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<T>>;
  rows: ReadonlyArray<T>;
  /** Stable id of a row. */
  getRowId: (row: T) => string;
  /** Current sort column (`orderBy`) and direction (`orderSort`). */
  orderBy?: string | null;
  orderSort?: OrderSort | null;
  /** DS-07: called when a sortable header is activated: same column toggles asc/desc, another starts at asc. */
  onSortChange?: (orderBy: string, orderSort: OrderSort) => void;
  /** Show row checkboxes and the select-all checkbox (DS-07). */
  selectable?: boolean;
  /** Ids of the selected rows. */
  selectedIds?: ReadonlyArray<string>;
  /** Called with the new selection. */
  onSelectionChange?: (ids: string[]) => void;
  /** DS-07: rows for which this returns false cannot be checked (e.g. X-08 ownership). */
  isRowSelectable?: (row: T) => boolean;
  /** Name of a row for its checkbox ("Select Jane Doe"). Default: its id. */
  getRowLabel?: (row: T) => string;
  /** Hide the select-all checkbox (rows stay selectable). */
  hideSelectAll?: boolean;
  /** Shown when there are no rows. Default "No results". */
  empty?: ReactNode;
  /** Shows a loading row instead of the rows. */
  loading?: boolean;
  /** Row click (the row also gets its own links/buttons for keyboard users). */
  onRowClick?: (row: T) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * DS-07: a data table. Sortable headers set orderBy/orderSort (aria-sort on the sorted column); an optional select-all
 * checkbox selects or clears every selectable row; rows marked unselectable cannot be checked; an empty state.
 */
export function Table<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  orderBy,
  orderSort,
  onSortChange,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  isRowSelectable = () => true,
  getRowLabel,
  hideSelectAll = false,
  empty = 'No results',
  loading = false,
  onRowClick,
}: TableProps<T>) {
  const selected = new Set(selectedIds);
  const selectableIds = rows.filter(isRowSelectable).map(getRowId);
  const selectedCount = selectableIds.filter((id) => selected.has(id)).length;
  const allSelected = selectableIds.length > 0 && selectedCount === selectableIds.length;

  const toggleAll = () => {
    const next = new Set(selected);
    if (allSelected) selectableIds.forEach((id) => next.delete(id));
    else selectableIds.forEach((id) => next.add(id));
    onSelectionChange?.([...next]);
  };
  const toggleRow = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange?.([...next]);
  };

  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <Scroll>
      <StyledTable aria-busy={loading || undefined}>
        <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead>
          <tr>
            {selectable ? (
              <Th $align="left" scope="col">
                {hideSelectAll ? (
                  <VisuallyHidden>Select</VisuallyHidden>
                ) : (
                  <Checkbox
                    aria-label="Select all rows"
                    checked={allSelected}
                    indeterminate={selectedCount > 0 && !allSelected}
                    disabled={selectableIds.length === 0}
                    onChange={toggleAll}
                  />
                )}
              </Th>
            ) : null}
            {columns.map((column) => {
              const sortKey = column.sortKey ?? column.key;
              const isSorted = column.sortable && orderBy === sortKey && orderSort;
              return (
                <Th
                  key={column.key}
                  scope="col"
                  $align={column.align ?? 'left'}
                  aria-sort={isSorted ? ARIA_SORT[orderSort] : column.sortable ? 'none' : undefined}
                >
                  {column.sortable ? (
                    <SortButton
                      type="button"
                      onClick={() => onSortChange?.(sortKey, isSorted && orderSort === 'asc' ? 'desc' : 'asc')}
                    >
                      {column.header}
                      <span aria-hidden="true">{isSorted ? (orderSort === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <Td $align="center" colSpan={columnCount}>
                <Spinner />
              </Td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <Td $align="center" colSpan={columnCount}>
                {typeof empty === 'string' ? <EmptyState title={empty} /> : empty}
              </Td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = getRowId(row);
              const canSelect = isRowSelectable(row);
              return (
                <Tr
                  key={id}
                  $selected={selected.has(id)}
                  $clickable={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {selectable ? (
                    <CheckCell onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        aria-label={`Select ${getRowLabel ? getRowLabel(row) : id}`}
                        checked={canSelect && selected.has(id)}
                        disabled={!canSelect}
                        onChange={() => toggleRow(id)}
                      />
                    </CheckCell>
                  ) : null}
                  {columns.map((column) => (
                    <Td key={column.key} $align={column.align ?? 'left'}>
                      {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </Td>
                  ))}
                </Tr>
              );
            })
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
