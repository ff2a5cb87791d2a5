import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, TextInput } from '@tutoring/design-system';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  /* The field's own bottom margin would lift its input above the button and the bar's other fields. */
  & > * {
    margin: 0;
  }
`;

/**
 * A search field applied on Enter or with the Search button, so each search is one history entry. It sits in
 * the list's design-system FilterBar (the search landmark); Enter is handled here and never submits that form.
 */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Row>
      <FormField label={label}>
        <TextInput
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch(text.trim());
            }
          }}
        />
      </FormField>
      <Button onClick={() => onSearch(text.trim())}>Search</Button>
    </Row>
  );
}
