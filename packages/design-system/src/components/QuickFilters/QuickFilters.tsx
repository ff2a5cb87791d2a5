import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

/** One quick filter: a named preset of the list's filters. */
export interface QuickFilter<Id extends string = string> {
  id: Id;
  /** The button's text (and, e.g., a count beside it). */
  label: ReactNode;
  /** What the filter shows, as the button's tooltip. */
  description?: string;
}

/** Props of {@link QuickFilters}. */
export interface QuickFiltersProps<Id extends string = string> {
  /** The group's accessible name, e.g. "Quick filters". */
  label: string;
  filters: readonly QuickFilter<Id>[];
  /** The id of the quick filter in effect (e.g. the list's `quickFilter` filter), if any. */
  active: string | null | undefined;
  /** Called with the filter pressed, or null when the one in effect is pressed again (it is turned off). */
  onChange: (id: Id | null) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

/**
 * The quick filters of a list, below its FilterBar: a named group of toggle buttons, at most one pressed. Pressing
 * one applies it; pressing the one in effect turns it off.
 */
export function QuickFilters<Id extends string = string>({ label, filters, active, onChange }: QuickFiltersProps<Id>) {
  return (
    <Group role="group" aria-label={label}>
      {filters.map((filter) => {
        const on = active === filter.id;
        return (
          <Button
            key={filter.id}
            size="sm"
            variant={on ? 'primary' : 'secondary'}
            aria-pressed={on}
            title={filter.description}
            onClick={() => onChange(on ? null : filter.id)}
          >
            {filter.label}
          </Button>
        );
      })}
    </Group>
  );
}
