import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, TextInput } from '@tutoring/design-system';

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A search field applied on submit (Enter or the Search button), so each search is one history entry. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Row
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <FormField label={label}>
        <TextInput type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit">Search</Button>
    </Row>
  );
}
