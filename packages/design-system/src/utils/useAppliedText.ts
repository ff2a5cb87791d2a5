import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * The text of a field that applies a list filter (SearchField, FilterInput): `text` is what is typed, `change(text)`
 * shows it (and with `delay`, applies it after that typing pause), `apply(text)` hands the trimmed text to `onApply`
 * at once unless it is the filter in effect, and `onEnter` (the field's `onKeyDown`) applies what is typed on Enter
 * without submitting an enclosing form. `value` is the filter in effect (from the URL): when it changes from outside
 * (back, "Clear filters") the field shows it and a pending typing pause is dropped; the echo of the field's own apply
 * does not overwrite what was typed after it.
 */
export function useAppliedText(value: string, onApply: (text: string) => void, delay?: number) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  useEffect(() => {
    if (value !== applied.current) {
      clearTimeout(pause.current);
      setText(value);
    }
    applied.current = value;
  }, [value]);
  const apply = (next: string) => {
    clearTimeout(pause.current);
    const trimmed = next.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    onApply(trimmed);
  };
  const change = (next: string) => {
    setText(next);
    if (delay === undefined) return;
    clearTimeout(pause.current);
    pause.current = setTimeout(() => apply(next), delay);
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(text);
  };
  return { text, change, apply, onEnter };
}
