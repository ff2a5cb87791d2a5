import { useEffect, useRef, useState } from 'react';

/**
 * The text of a field that applies a list filter (SearchField, FilterInput): `text` is what is typed, `apply(text)`
 * hands the trimmed text to `onApply` unless it is the filter in effect. `value` is the filter in effect (from the
 * URL): when it changes from outside (back, "Clear filters") the field shows it; the echo of the field's own apply does
 * not overwrite what was typed after it.
 */
export function useAppliedText(value: string, onApply: (text: string) => void) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    if (value !== applied.current) setText(value);
    applied.current = value;
  }, [value]);
  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    onApply(trimmed);
  };
  return { text, setText, apply };
}
