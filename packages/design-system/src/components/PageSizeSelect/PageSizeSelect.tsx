import { useId } from 'react';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tutoring/domain';
import { Select } from '../Select/Select';

/** Props of {@link PageSizeSelect}. */
export interface PageSizeSelectProps {
  /** Current page size. Default 25 (DS-08). */
  value?: number;
  /** Called with the chosen size. The list should return to page 1 (DS-08, OP-58); ListFooter does. */
  onChange: (pageSize: number) => void;
  /** Choices. Default 25, 50, 100 (DS-08). */
  options?: ReadonlyArray<number>;
  /** Visible label. Default "Per page". */
  label?: string;
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  select {
    width: auto;
  }
`;

/** DS-08: page-size choice for list screens (25, 50, 100; default 25). */
export function PageSizeSelect({
  value = DEFAULT_PAGE_SIZE,
  onChange,
  options = PAGE_SIZE_OPTIONS,
  label = 'Per page',
}: PageSizeSelectProps) {
  const id = `page-size-${useId()}`;
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={String(value)}
        options={options.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Row>
  );
}
