import { SEARCH_MAX_LENGTH } from '../SearchField/SearchField';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';
import { useAppliedText } from '../../utils/useAppliedText';

/** Props of {@link FilterInput}: a TextInput's (type, min, step...), with the filter's value and `onApply`. */
export interface FilterInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onKeyDown' | 'onBlur'
> {
  /** The filter in effect (from the URL); a change from outside (back, "Clear filters") shows in the field. */
  value: string | undefined;
  /** Applies the trimmed text: on Enter or when the field is left, only when it differs from the filter in effect. */
  onApply: (text: string) => void;
}

/**
 * A typed filter of a list (a brand, a distance, a latitude), inside a FormField in the list's FilterBar: what is typed
 * applies on Enter or when the field is left, not on every keystroke, and only when it changed, so each change is one
 * request and one history entry. A list's text search is a SearchField. It takes at most
 * {@link SEARCH_MAX_LENGTH} characters unless `maxLength` says otherwise (the text goes into the page's address).
 */
export function FilterInput({ value = '', onApply, ...rest }: FilterInputProps) {
  const { text, change, apply, onEnter } = useAppliedText(value, onApply);
  return (
    <TextInput
      maxLength={SEARCH_MAX_LENGTH}
      {...rest}
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={onEnter}
      onBlur={() => apply(text)}
    />
  );
}
