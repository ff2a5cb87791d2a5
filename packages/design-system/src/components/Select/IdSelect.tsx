import { forwardRef } from 'react';
import { Select, type SelectOption, type SelectProps } from '@tutoring/design-system';

/** Props of {@link IdSelect}. */
export interface IdSelectProps extends Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'placeholder'> {
  /** The chosen record's id; null or undefined chooses the none option. */
  value: number | null | undefined;
  /** Called with the chosen record's id, or null when the none option is chosen. */
  onChange: (id: number | null) => void;
  /** The records, each `{ value: String(id), label }` (see {@link idOptions}). */
  options: ReadonlyArray<SelectOption>;
  /** The first option, which means no record ("None", "Unassigned", "Choose an exam"). */
  placeholder: string;
}

/** A record an {@link IdSelect} offers: its id and, by default, its name as the label. */
export interface IdRecord {
  id: number;
  name?: string | null;
}

/**
 * The options of an {@link IdSelect} for `records` (none while a list loads): each record's id, labelled by `label`,
 * by default its name (its id when it has none).
 */
export function idOptions<T extends IdRecord>(
  records: ReadonlyArray<T> | null | undefined,
  label: (record: T) => string = (record) => record.name ?? String(record.id),
): SelectOption[] {
  return (records ?? []).map((record) => ({ value: String(record.id), label: label(record) }));
}

/**
 * A {@link Select} of records bound by id: its value is the chosen id as a number, or null for the none option (the
 * placeholder), so a react-hook-form `Controller`'s field spreads onto it as it is (`<IdSelect {...field} ... />`).
 */
export const IdSelect = forwardRef<HTMLSelectElement, IdSelectProps>(function IdSelect(
  { value, onChange, ...rest },
  ref,
) {
  return (
    <Select
      ref={ref}
      {...rest}
      value={value == null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
});
