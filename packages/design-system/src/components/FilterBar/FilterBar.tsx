import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The search landmark's name, e.g. "Session filters". */
  label: string;
  /** The filter fields (FormFields, a search box, a "Clear filters" button). */
  children: ReactNode;
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  & > * {
    margin: 0;
    max-width: 100%;
  }
`;

/**
 * The filter row above a list: a named search landmark whose fields sit side by side, wrap on narrow screens and line
 * up on their inputs. Each field applies itself (a select on change, a search on Enter or after a pause); Enter in a
 * field never submits the page.
 */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <Bar role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
    </Bar>
  );
}
