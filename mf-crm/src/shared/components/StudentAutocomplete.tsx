import * as api from '@tutoring/api-client/endpoints';
import { Autocomplete } from '@tutoring/design-system/forms';
import { AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain';
import type { Student } from '@tutoring/contract';

/** Props of {@link StudentAutocomplete}. */
export interface StudentAutocompleteProps {
  /** Accessible label of the input (or pass `id` and label it with a FormField). */
  'aria-label'?: string;
  id?: string;
  /** The chosen student. */
  value?: Student | null;
  /** Called with the chosen student (null when cleared). */
  onChange: (student: Student | null) => void;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** "First Last" of a student. */
export const studentName = (student: Pick<Student, 'firstName' | 'lastName' | 'fullName'>): string =>
  student.fullName ?? [student.firstName, student.lastName].filter(Boolean).join(' ');

/** The school name of a student reply (`school` is `{id, name}` with include=school). */
export const schoolName = (student: Student): string =>
  (student.school as { name?: string | null } | null | undefined)?.name ?? '';

/**
 * CRM-35 student autocomplete, also exposed to mf-sessions' reserve dialog (SES-29) as `./StudentAutocomplete`:
 * `GET students.json?include=school&query=<text>` after a 400 ms typing pause; each option shows the student's name
 * and school.
 */
export function StudentAutocomplete({ value = null, onChange, ...rest }: StudentAutocompleteProps) {
  return (
    <Autocomplete<Student>
      {...rest}
      value={value}
      onChange={onChange}
      debounce={AUTOCOMPLETE_DELAY_MS}
      loadOptions={async (query, signal) => (await api.students.search(query, {}, { signal })).results}
      getOptionLabel={studentName}
      getOptionKey={(student) => String(student.id)}
      renderOption={(student) => (
        <span>
          {studentName(student)}
          {schoolName(student) ? <small> — {schoolName(student)}</small> : null}
        </span>
      )}
      noOptionsText="No students found"
    />
  );
}
