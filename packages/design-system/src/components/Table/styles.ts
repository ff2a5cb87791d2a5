import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../styles/mixins';

export const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  ${focusRing}
`;

/**
 * The table and every header cell, row and cell in it: one styled component per table, so a render computes its CSS
 * once instead of once per row and per cell (issue 26). Rows and cells are plain elements; what varies is in data
 * attributes: `data-align` (right, center; left when absent) on th/td, `data-selected` and `data-clickable` on a row,
 * `data-check` on a checkbox cell, `data-status` on the loading or empty row (which has no hover). Child combinators
 * keep a table nested in a cell styled by its own rules only. `data-stacked` on the table shows it as cards.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.size.sm};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  & > thead > tr > th {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    white-space: nowrap;
  }
  & > tbody > tr > td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  & > thead > tr > th[data-align='right'],
  & > tbody > tr > td[data-align='right'] {
    text-align: right;
  }
  & > thead > tr > th[data-align='center'],
  & > tbody > tr > td[data-align='center'] {
    text-align: center;
  }
  & > tbody > tr > td[data-check] {
    width: 40px;
  }
  & > tbody > tr:not([data-status]) {
    cursor: default;
  }
  & > tbody > tr:not([data-status]):hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & > tbody > tr[data-selected],
  & > tbody > tr[data-selected]:not([data-status]):hover {
    background: ${({ theme }) => theme.colors.selected};
  }
  & > tbody > tr[data-clickable] {
    cursor: pointer;
  }

  /* As cards (a table too wide for its frame, Table.tsx): the sortable headers and the select-all checkbox in a bar,
     the other headers for screen readers only; each row a block of its cells, each cell's value after its column's
     name (data-cell-label, for the eye only). */
  &[data-stacked] > thead,
  &[data-stacked] > tbody {
    display: block;
  }
  &[data-stacked] > thead > tr {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  &[data-stacked] > thead > tr > th {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 0;
  }
  &[data-stacked] > thead > tr > th:not([aria-sort]):not([data-check]) {
    ${visuallyHidden}
  }
  &[data-stacked] > tbody > tr {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[data-stacked] > tbody > tr > td {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    width: auto;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-bottom: 0;
    text-align: left;
    overflow-wrap: anywhere;
  }
  &[data-stacked] > tbody > tr[data-status] > td {
    justify-content: center;
  }
  &[data-stacked] > tbody > tr > td > [data-cell-label] {
    flex: 0 0 7.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &[data-stacked] > tbody > tr > td > [data-cell-value] {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  font: inherit;
  font-weight: inherit;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
  ${focusRing}
`;
