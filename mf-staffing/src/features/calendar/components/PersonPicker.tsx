import { useState } from 'react';
import { showErrorToast } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { FormField, Select } from '@tutoring/design-system';
import { Autocomplete } from '@tutoring/design-system/forms';
import { AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain';
import { TUTOR_AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain/areas';

/** A chosen person. */
export interface PickedPerson {
  id: number;
  kind: 'tutor' | 'employee';
  name: string;
}

type Option = { id: number; name: string };

/** Lets staff choose whose calendar to show: a tutor (500 ms search) or an employee (400 ms, C-3). */
export function PersonPicker({
  value,
  onChange,
  kinds = ['tutor', 'employee'],
}: {
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
  kinds?: Array<'tutor' | 'employee'>;
}) {
  const [chosenKind, setKind] = useState<'tutor' | 'employee'>(value?.kind ?? kinds[0]!);
  const kind = chosenKind;
  const load = async (query: string, signal: AbortSignal): Promise<Option[]> => {
    const result =
      kind === 'tutor'
        ? await api.tutors.search(query, { per: 20 }, { signal })
        : await api.employees.search(query, { per: 20 }, { signal });
    if (result.error) showErrorToast(result.error);
    return result.results.map((p) => ({
      id: p.id,
      name: p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' '),
    }));
  };
  return (
    <>
      {kinds.length > 1 ? (
        <FormField label="Calendar of">
          <Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as 'tutor' | 'employee');
              onChange(null);
            }}
            options={kinds.map((k) => ({ value: k, label: k === 'tutor' ? 'Tutor' : 'Employee' }))}
          />
        </FormField>
      ) : null}
      <FormField label={kind === 'tutor' ? 'Tutor' : 'Employee'}>
        <Autocomplete<Option>
          key={kind}
          loadOptions={load}
          getOptionLabel={(o) => o.name}
          getOptionKey={(o) => String(o.id)}
          value={value ? { id: value.id, name: value.name } : null}
          onChange={(o) => onChange(o ? { id: o.id, kind, name: o.name } : null)}
          debounce={kind === 'tutor' ? TUTOR_AUTOCOMPLETE_DELAY_MS : AUTOCOMPLETE_DELAY_MS}
        />
      </FormField>
    </>
  );
}
