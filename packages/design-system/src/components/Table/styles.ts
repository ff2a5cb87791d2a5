import styled from 'styled-components';

export const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

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
`;

export const Th = styled.th<{ $align: 'left' | 'right' | 'center' }>`
  text-align: ${({ $align }) => $align};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;
`;

export const Td = styled.td<{ $align: 'left' | 'right' | 'center' }>`
  text-align: ${({ $align }) => $align};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Tr = styled.tr<{ $selected: boolean; $clickable: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : 'transparent')};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surfaceMuted)};
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
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const CheckCell = styled.td`
  width: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
`;
