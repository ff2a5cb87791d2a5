import type { UseListQueryResult } from './useListQuery';
import { ListFooter, Table, type TableProps } from '@tutoring/design-system';
import { ListNavigation } from './ListLink';
import { ListEmptyState } from './ListEmptyState';

/** The part of a `useListQuery` result that {@link ListTable} reads. */
export type ListTableSource<T> = Pick<
  UseListQueryResult<T>,
  'state' | 'result' | 'isLoading' | 'setSort' | 'setPage' | 'setPer'
>;

/** Props of {@link ListTable}: the list, plus every `Table` prop the list does not already give. */
export type ListTableProps<T> = Omit<TableProps<T>, 'rows' | 'orderBy' | 'orderSort' | 'onSortChange' | 'loading'> & {
  /** What `useListQuery` returned. */
  list: ListTableSource<T>;
};

/**
 * A list screen's table and footer wired to a `useListQuery` result: rows, sort (orderBy/orderSort), loading, and
 * the footer's page and page size (a page-size change calls `setPer`, which returns to page 1; OP-58). Its rows'
 * {@link ListLink}s share one click handler. A page that failed shows why in the rows' place ({@link ListEmptyState})
 * instead of `empty`, with its Clear and Retry buttons when `list` has `reset` and `refetch` (a `useListQuery` result
 * does). Rendered under the app's router, as `useListQuery` is.
 */
export function ListTable<T>({ list, ...table }: ListTableProps<T>) {
  const { state, result } = list;
  return (
    <ListNavigation>
      <Table<T>
        {...table}
        rows={result.results}
        orderBy={state.orderBy}
        orderSort={state.orderSort}
        onSortChange={(orderBy, orderSort) => list.setSort(orderBy, orderSort)}
        loading={list.isLoading}
        empty={result.error ? <ListEmptyState list={list} /> : table.empty}
      />
      <ListFooter
        page={result.page}
        pageSize={state.per}
        totalCount={result.totalCount}
        onChange={({ page, pageSize }) => (pageSize !== state.per ? list.setPer(pageSize) : list.setPage(page))}
      />
    </ListNavigation>
  );
}
