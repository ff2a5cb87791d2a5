import styled from 'styled-components';
import { FormField, TextInput } from '@tutoring/design-system';

/** A row of quick-filter toggle buttons. */
export const QuickFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** A list's text search (its `query` filter), applied on Enter and when the field loses focus. */
export function SearchField({ query, onSearch }: { query: string | undefined; onSearch: (query: string) => void }) {
  return (
    <FormField label="Search">
      <TextInput
        defaultValue={query ?? ''}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(e.currentTarget.value);
        }}
        onBlur={(e) => onSearch(e.target.value)}
      />
    </FormField>
  );
}
