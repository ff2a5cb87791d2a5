import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, TextInput } from '@tutoring/design-system';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A search field applied on Enter or with the Search button, so each search is one history entry. Not a
 * <form>: the URL change runs in a router transition, which React would otherwise tie to a form submission.
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
    <Row role="search">
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
