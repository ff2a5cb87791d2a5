import styled from 'styled-components';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { TextInput } from '../TextInput/TextInput';
import { useAppliedText } from '../../utils/useAppliedText';

/**
 * The most characters a list's text search or typed filter takes: ample for a name, an e-mail or a phrase. The text
 * goes into the page's address: a paste of a whole document made an address the browser then sent as a request
 * too large for any server ("The request headers are too large."), and a reload of it reached no page at all.
 */
export const SEARCH_MAX_LENGTH = 200;

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The field's label and its accessible name, e.g. "Search parents". */
  label: string;
  /**
   * The search in effect (the list's `query` filter). When it changes from outside (back, "Clear filters", a link)
   * the field shows it; the field's own searches do not reset what is typed since.
   */
  value: string | undefined;
  /** Applies a search, the text trimmed: on Enter, with the Search button, and after a typing pause with `delay`. */
  onSearch: (text: string) => void;
  /**
   * A typing pause, in ms, after which the text applies by itself (STF-02: 500). Without it only Enter and the Search
   * button apply, so each search is one history entry.
   */
  delay?: number;
}

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
  /* The field's own bottom margin would lift its input above the button and the bar's other fields. */
  & > * {
    margin: 0;
  }
  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * The text search of a list (it sits in the list's FilterBar): a search box with a Search button. Enter or the
 * button applies the text; with `delay`, a pause in typing applies it too. A search equal to the one in effect is not
 * applied again. Enter never submits the page.
 */
export function SearchField({ label, value = '', onSearch, delay }: SearchFieldProps) {
  const { text, change, apply, onEnter } = useAppliedText(value, onSearch, delay);
  return (
    <Row>
      <FormField label={label}>
        <TextInput
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onEnter}
        />
      </FormField>
      <Button onClick={() => apply(text)}>Search</Button>
    </Row>
  );
}
