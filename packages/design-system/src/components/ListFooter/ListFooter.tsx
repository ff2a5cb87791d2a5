import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, listIndices } from '@tutoring/domain';
import { Pagination } from '../Pagination/Pagination';
import { PageSizeSelect } from '../PageSizeSelect/PageSizeSelect';

/** Props of {@link ListFooter}. */
export interface ListFooterProps {
  /** Current page, 1-based. */
  page: number;
  /** Current page size. Default 25. */
  pageSize?: number;
  /** Total number of rows (meta.totalCount). */
  totalCount: number;
  /**
   * Called with the new page and size. A page-size change always goes back to page 1 (DS-08, OP-58).
   */
  onChange: (next: { page: number; pageSize: number }) => void;
  /** Most page numbers shown (DS-09). Default 7. */
  maxPages?: number;
  /** Hide the page-size choice (embedded lists). */
  hidePageSize?: boolean;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** Text of the row range: "26-50 of 120" (OP-47). */
export function listRangeText(page: number, pageSize: number, totalCount: number): string {
  const { startIndex, endIndex } = listIndices({ page, pageSize, totalCount });
  return `${startIndex}-${endIndex} of ${totalCount}`;
}

/** The footer of a list screen: "startIndex-endIndex of totalCount", the pager and the page-size choice. */
export function ListFooter({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  totalCount,
  onChange,
  maxPages,
  hidePageSize = false,
}: ListFooterProps) {
  const pageCount = Math.ceil(totalCount / pageSize);
  return (
    <Bar>
      <span aria-live="polite">{listRangeText(page, pageSize, totalCount)}</span>
      <Pagination
        page={page}
        pageCount={pageCount}
        maxPages={maxPages}
        onPageChange={(next) => onChange({ page: next, pageSize })}
      />
      {hidePageSize ? null : (
        <PageSizeSelect value={pageSize} onChange={(size) => onChange({ page: 1, pageSize: size })} />
      )}
    </Bar>
  );
}
