// The student search as the tests see it: one student the API's `GET students.json` finds, and a stand-in for what
// mf-crm's `./StudentAutocomplete` expose holds, served through the Module Federation boundary by `crmUp()`.
import * as api from '@tutoring/api-client/endpoints';
import type { Student } from '@tutoring/contract';
import { Autocomplete } from '@tutoring/design-system/forms';
import type { StudentPickerProps } from '../shared/components/StudentPicker';
import { remoteUp } from '@tutoring/build-config/test-kit';
import { on } from './utils';

/** The student every search finds (with `include=school`). */
export const SAM = { id: 11, firstName: 'Sam', lastName: 'Student', school: { id: 1, name: 'Lincoln High' } };

/** Option names of {@link SAM}: the local fallback's ("First Last (School)") and mf-crm's ("First Last — School"). */
export const SAM_OPTION = { local: 'Sam Student (Lincoln High)', crm: 'Sam Student — Lincoln High' } as const;

/** `GET students.json` answers {@link SAM}. */
export const studentSearch = () =>
  on('get', 'students.json', { students: [SAM], meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 10 } });

const fullName = (s: Student) => s.fullName ?? [s.firstName, s.lastName].filter(Boolean).join(' ');

/** What mf-crm's `./StudentAutocomplete` expose holds: the picker contract, the same search, options "Name — School". */
function CrmStudentAutocomplete(props: StudentPickerProps) {
  return (
    <Autocomplete<Student>
      {...props}
      loadOptions={async (query, signal) => (await api.students.search(query, {}, { signal })).results}
      getOptionLabel={fullName}
      renderOption={(s) => (
        <span>
          {fullName(s)}
          <small>{` — ${(s.school as { name: string }).name}`}</small>
        </span>
      )}
    />
  );
}

/**
 * Registers mf-crm as running, exposing {@link CrmStudentAutocomplete}. A loaded exposed component stays cached for
 * the page (as in the product), so a file's mf-crm-down cases must run before this.
 */
export const crmUp = () =>
  remoteUp('mf_crm', { './StudentAutocomplete': { StudentAutocomplete: CrmStudentAutocomplete } });
