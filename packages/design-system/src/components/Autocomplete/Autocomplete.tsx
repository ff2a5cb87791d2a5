import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ForwardedRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain';
import { StyledInput, useFieldProps, VisuallyHidden } from '@tutoring/design-system';
import { mergeRefs } from '../../utils/mergeRefs';
import { Listbox, Note, Option, Wrapper } from './styles';

/** Props of {@link Autocomplete}. */
export interface AutocompleteProps<T> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onSelect'
> {
  /**
   * Loads the options for a query. `signal` aborts when a newer query starts or the component unmounts: pass it to
   * the request so stale replies never overwrite fresh ones.
   */
  loadOptions: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** Text of an option (shown in the list and in the input once chosen). */
  getOptionLabel: (option: T) => string;
  /** Stable key of an option. Default: its label. */
  getOptionKey?: (option: T) => string;
  /** Custom rendering of an option in the list. */
  renderOption?: (option: T) => ReactNode;
  /** The chosen option (controlled). */
  value?: T | null;
  /** Called with the chosen option, or null once the user edits the text after choosing. */
  onChange?: (option: T | null) => void;
  /** Called with the typed text. */
  onInputChange?: (text: string) => void;
  /** DS-10: debounce before querying, in ms. Default 400 (AUTOCOMPLETE_DELAY_MS); tutor search uses 500. */
  debounce?: number;
  /** Minimum characters before querying. Default 1. */
  minChars?: number;
  /** Text when a query returns nothing. Default "No results". */
  noOptionsText?: string;
  /** Marks the input invalid. */
  invalid?: boolean;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

function AutocompleteInner<T>(
  {
    loadOptions,
    getOptionLabel,
    getOptionKey = getOptionLabel,
    renderOption,
    value,
    onChange,
    onInputChange,
    debounce = AUTOCOMPLETE_DELAY_MS,
    minChars = 1,
    noOptionsText = 'No results',
    invalid,
    onBlur,
    onFocus,
    ...rest
  }: AutocompleteProps<T>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const listId = `autocomplete-list-${useId()}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState(value ? getOptionLabel(value) : '');
  const [options, setOptions] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Show the chosen option's label when the value changes from outside.
  useEffect(() => {
    if (value) setText(getOptionLabel(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const query = (q: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    loadOptions(q, current.signal).then(
      (result) => {
        if (current.signal.aborted) return;
        setOptions(result);
        setActive(result.length > 0 ? 0 : -1);
        setStatus('done');
      },
      () => {
        if (current.signal.aborted) return;
        setOptions([]);
        setStatus('error');
      },
    );
  };

  const onTextChange = (next: string) => {
    setText(next);
    onInputChange?.(next);
    if (value) onChange?.(null);
    if (timer.current) clearTimeout(timer.current);
    if (next.trim().length < minChars) {
      controller.current?.abort();
      setOpen(false);
      setStatus('idle');
      return;
    }
    setOpen(true);
    timer.current = setTimeout(() => query(next.trim()), debounce);
  };

  const choose = (option: T) => {
    setText(getOptionLabel(option));
    setOpen(false);
    onChange?.(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open && options.length > 0) setOpen(true);
        else setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (options.length === 0 ? -1 : (i - 1 + options.length) % options.length));
        break;
      case 'Home':
      case 'End':
        break;
      case 'Enter':
        if (open && active >= 0 && options[active] !== undefined) {
          event.preventDefault();
          choose(options[active] as T);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          onTextChange('');
        }
        break;
      default:
    }
  };

  const { invalid: isInvalid, ...a11y } = useFieldProps({ ...rest, invalid });
  const expanded = open && (options.length > 0 || status === 'done' || status === 'error');
  const activeId = expanded && active >= 0 && active < options.length ? `${listId}-${active}` : undefined;
  const announcement =
    status === 'loading'
      ? 'Loading results'
      : status === 'done' && open
        ? `${options.length} result${options.length === 1 ? '' : 's'} available`
        : '';

  return (
    <Wrapper>
      <StyledInput
        ref={mergeRefs(ref, inputRef)}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-busy={status === 'loading' || undefined}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (options.length > 0 && text && !value) setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        {...rest}
        {...a11y}
        $invalid={isInvalid}
      />
      <Listbox
        id={listId}
        role="listbox"
        hidden={!expanded || options.length === 0}
        aria-label={typeof rest['aria-label'] === 'string' ? rest['aria-label'] : undefined}
      >
        {options.map((option, index) => (
          <Option
            key={getOptionKey(option)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(option)}
          >
            {renderOption ? renderOption(option) : getOptionLabel(option)}
          </Option>
        ))}
      </Listbox>
      {expanded && options.length === 0 && (status === 'done' || status === 'error') ? (
        <Note>{status === 'error' ? 'Could not load results' : noOptionsText}</Note>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Wrapper>
  );
}

/**
 * DS-10: a combobox that queries as the user types (ARIA 1.2 combobox pattern with a listbox popup). Queries are
 * debounced (default 400 ms), stale requests are aborted through their AbortSignal, and the previous options stay
 * visible while the next ones load. Arrow keys move, Enter chooses, Escape closes (then clears).
 */
export const Autocomplete = forwardRef(AutocompleteInner) as <T>(
  props: AutocompleteProps<T> & { ref?: ForwardedRef<HTMLInputElement> },
) => ReturnType<typeof AutocompleteInner>;
