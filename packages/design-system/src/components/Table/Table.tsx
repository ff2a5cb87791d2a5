import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useRowFocus } from './rowFocus';
import { Scroll, SortButton, StyledTable } from './styles';

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
  /**
   * The column's least width (a CSS length, e.g. "14rem"), for cells of running text: on a narrow screen the table
   * scrolls sideways in its frame instead of squeezing that text into a column one word wide (rows many lines tall).
   */
  minWidth?: string;
  /**
   * The column's name beside each of its cells when the table is shown as cards (a table too wide for its frame);
   * default the header when it is text. A column of row actions needs none.
   */
  label?: string;
}

/** `data-align` of a header or body cell (styles.ts); left, the default, has none. */
const dataAlign = (align: TableColumn<unknown>['align']) =>
  align === 'right' || align === 'center' ? align : undefined;

/** Props of {@link Table}. */
export interface TableProps<T> {
  /** Accessible name of the table (caption); `hideCaption` keeps it for screen readers only. */
  caption: string;
  hideCaption?: boolean;
  /**
   * The columns. A row re-renders when its row object, its selection or this array changes: a caller whose columns
   * are a module constant or memoised (`useMemo`) has a re-render of the table skip every unchanged row.
   */
  columns: ReadonlyArray<TableColumn<T>>;
  /** The rows; a row keeps its object while its data is unchanged (as query results do). */
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

  // The rows and the select-all checkbox get handlers that never change, which call the latest props' handlers: a
  // memoised row or Checkbox skipped by a re-render still toggles against the current selection and calls the
  // current onRowClick.
  const latest = useRef({ toggleAll, toggleRow, onRowClick });
  useLayoutEffect(() => {
    latest.current = { toggleAll, toggleRow, onRowClick };
  });
  const onToggleAll = useCallback(() => latest.current.toggleAll(), []);
  const onToggle = useCallback((id: string) => latest.current.toggleRow(id), []);
  const onClick = useCallback((row: T) => latest.current.onRowClick?.(row), []);

  const columnCount = columns.length + (selectable ? 1 : 0);

  // A table too wide for its frame (a phone, a narrow dialog) is shown as cards: each row a block of its cells, each
  // cell beside its column's name, the sortable headers and the select-all checkbox in a bar above them. Watched
  // after layout (ResizeObserver), the change applied before the frame is painted (flushSync); the table's own width is
  // kept, and it is a table again once its frame is that wide. What still overflows scrolls sideways in the frame,
  // which is then in the tab order, named after the caption (a group, not a landmark: the page's section of the same
  // name stays the only region), so the keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
  // A table that fits adds no tab stop and no render.
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [stacked, setStacked] = useState(false);
  // Shown as cards, and the table's width when it was last laid out as a table.
  const layout = useRef({ asCards: false, tableWidth: 0 });
  // Watched from the commit that shows the table (a layout effect): its first report comes before that frame is
  // painted, so a table too wide for a phone is never painted as a table first.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const state = layout.current;
    let live = true;
    const overflows = () => element.scrollWidth > element.clientWidth + 1;
    const watch = () => {
      if (!live) return;
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    };
    const observer = new ResizeObserver(() => {
      const change =
        !state.asCards && overflows() ? true : state.asCards && element.clientWidth >= state.tableWidth ? false : null;
      if (change !== null) {
        if (change) state.tableWidth = element.scrollWidth;
        state.asCards = change;
        // The new layout resizes what is watched: watched again from the next frame (a first report then re-checks
        // it), so the browser has no resize of this one left undelivered ("ResizeObserver loop" error events).
        observer.disconnect();
        flushSync(() => setStacked(change));
        requestAnimationFrame(watch);
      }
      setScrolls(overflows());
    });
    watch();
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  // New rows while shown as cards (a filter took away the row with a long word): the table is laid out as a table for a
  // moment, before the frame is painted, and shown so if it now fits; otherwise its new width is the one to wait for.
  useLayoutEffect(() => {
    const element = frame.current;
    const table = element?.firstElementChild;
    if (!element || !table || !layout.current.asCards) return;
    table.removeAttribute('data-stacked');
    const width = element.scrollWidth;
    const fits = width <= element.clientWidth + 1;
    table.setAttribute('data-stacked', '');
    layout.current.tableWidth = width;
    if (fits) {
      layout.current.asCards = false;
      setStacked(false);
    }
  }, [rows]);
  // As cards, the table's parts keep their roles explicitly: a table whose rows and cells are laid out as blocks loses
  // them in some browsers.
  const role = (name: string) => (stacked ? name : undefined);

  const tableRef = useRef<HTMLTableElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const rowFocus = useRowFocus(bodyRef, tableRef, rows, loading);

  return (
    <Scroll ref={frame} {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': caption } : {})}>
      <StyledTable
        ref={tableRef}
        aria-busy={loading || undefined}
        data-stacked={stacked ? '' : undefined}
        role={role('table')}
      >
        <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {selectable ? (
              <th scope="col" data-check="" role={role('columnheader')}>
                {hideSelectAll ? (
                  <VisuallyHidden>Select</VisuallyHidden>
                ) : (
                  <Checkbox
                    aria-label="Select all rows"
                    checked={allSelected}
                    indeterminate={selectedCount > 0 && !allSelected}
                    disabled={selectableIds.length === 0}
                    onChange={onToggleAll}
                  />
                )}
              </th>
            ) : null}
            {columns.map((column) => {
              const sortKey = column.sortKey ?? column.key;
              const isSorted = column.sortable && orderBy === sortKey && orderSort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  data-align={dataAlign(column.align)}
                  style={column.minWidth && !stacked ? { minWidth: column.minWidth } : undefined}
                  role={role('columnheader')}
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
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={bodyRef} role={role('rowgroup')} onFocus={rowFocus.onFocus} onBlur={rowFocus.onBlur}>
          {loading ? (
            <tr data-status="" role={role('row')}>
              <td data-align="center" colSpan={columnCount} role={role('cell')}>
                <Spinner />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr data-status="" role={role('row')}>
              <td data-align="center" colSpan={columnCount} role={role('cell')}>
                {typeof empty === 'string' ? <EmptyState title={empty} /> : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = getRowId(row);
              return (
                <Row<T>
                  key={id}
                  row={row}
                  id={id}
                  columns={columns}
                  selectable={selectable}
                  canSelect={isRowSelectable(row)}
                  selected={selected.has(id)}
                  label={selectable && getRowLabel ? getRowLabel(row) : id}
                  clickable={Boolean(onRowClick)}
                  stacked={stacked}
                  onToggle={onToggle}
                  onClick={onClick}
                />
              );
            })
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}

/** A column's name beside its cells in cards: its label, else its header when that is text. */
const labelOf = (column: Pick<TableColumn<unknown>, 'label' | 'header'>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/** The checkbox cell's click: checking a row does not click the row. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

interface RowProps<T> {
  row: T;
  id: string;
  columns: ReadonlyArray<TableColumn<T>>;
  selectable: boolean;
  canSelect: boolean;
  selected: boolean;
  /** Name in the checkbox's label ("Select Jane Doe"). */
  label: string;
  clickable: boolean;
  /** The table is shown as cards: each cell is labelled with its column's name, the parts keep explicit roles. */
  stacked: boolean;
  /** Stable: toggles `id` in the table's current selection. */
  onToggle: (id: string) => void;
  /** Stable: calls the table's current onRowClick. */
  onClick: (row: T) => void;
}

/**
 * One body row: plain elements styled by the table (styles.ts). Memoised on its props, all of which are the row's
 * data, the columns and primitives, or stable handlers: a table re-render skips the rows that did not change.
 */
const Row = memo(function Row<T>({
  row,
  id,
  columns,
  selectable,
  canSelect,
  selected,
  label,
  clickable,
  stacked,
  onToggle,
  onClick,
}: RowProps<T>) {
  // Stable while the row's id is: the memoised Checkbox skips a row re-render that leaves its props unchanged.
  const toggle = useCallback(() => onToggle(id), [onToggle, id]);
  return (
    <tr
      data-selected={selected ? '' : undefined}
      data-clickable={clickable ? '' : undefined}
      role={stacked ? 'row' : undefined}
      onClick={clickable ? () => onClick(row) : undefined}
    >
      {selectable ? (
        <td data-check="" role={stacked ? 'cell' : undefined} onClick={stopPropagation}>
          <Checkbox
            aria-label={`Select ${label}`}
            checked={canSelect && selected}
            disabled={!canSelect}
            onChange={toggle}
          />
        </td>
      ) : null}
      {columns.map((column) => {
        const content = column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');
        const name = stacked ? labelOf(column) : undefined;
        return (
          <td key={column.key} data-align={dataAlign(column.align)} role={stacked ? 'cell' : undefined}>
            {name === undefined ? (
              content
            ) : (
              // The column's name is for the eye: a screen reader names the cell by its column header, as in a table.
              <>
                <span data-cell-label="" aria-hidden="true">
                  {name}
                </span>
                <span data-cell-value="">{content}</span>
              </>
            )}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactElement;
