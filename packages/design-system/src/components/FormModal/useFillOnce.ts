import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The one way an edit form takes its record (docs/one-way.md): the record fills the form once, when it arrives, and
 * the returned flag is false until then, so the form is given to {@link FormModal} as
 * `loading={!filled && 'Loading shipment'}` and its fields appear only with the record in them.
 *
 * - `record`: the loaded record; `undefined` while it loads; `null` when there is none to load (a new record, whose
 *   form starts from its `defaultValues`): the flag is then true at once.
 * - It fills once: a later refetch (a new `record` object) never resets the form again, so an edit in progress is
 *   kept. A form already changed when the record arrives keeps the changed fields (react-hook-form's
 *   `keepDirtyValues`) and takes the record's values for the others; it stays dirty (DS-02 still asks).
 * - `onFill` runs once with the record the form was filled from, after the fill: the place to keep what belongs to
 *   that moment, such as the version the form was opened on (`recordVersion`, sent back as If-Match, issue 20).
 *
 * `toValues` and `onFill` are read when the record arrives; they need not be stable.
 */
export function useFillOnce<TValues extends FieldValues, TRecord>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'reset' | 'formState'>,
  record: TRecord | null | undefined,
  toValues: (record: TRecord) => DefaultValues<TValues> | TValues,
  onFill?: (record: TRecord) => void,
): boolean {
  const [filled, setFilled] = useState(false);
  const latest = useRef({ toValues, onFill });
  latest.current = { toValues, onFill };
  // Read during render: react-hook-form tracks dirtiness only for the parts of formState that are read.
  const dirty = form.formState.isDirty && Object.keys(form.formState.dirtyFields).length > 0;
  const { reset } = form;
  useEffect(() => {
    if (filled || record === undefined || record === null) return;
    const values = latest.current.toValues(record);
    if (dirty) reset(values as TValues, { keepDirtyValues: true, keepDirty: true });
    else reset(values as TValues);
    latest.current.onFill?.(record);
    setFilled(true);
  }, [filled, record, reset, dirty]);
  return filled || record === null;
}
