import * as api from '@tutoring/api-client/endpoints';
import type { Student } from '@tutoring/contract';
import { Spinner, type AutocompleteProps } from '@tutoring/design-system';
import { Autocomplete } from '@tutoring/design-system/forms';
import { ExposedComponent } from '@tutoring/platform';

/** The Module Federation id of mf-crm's student autocomplete (CRM-35). */
export const CRM_STUDENT_AUTOCOMPLETE = 'mf_crm/StudentAutocomplete';

/**
 * Props of {@link StudentPicker}: the contract of mf-crm's `StudentAutocomplete`, which is the design system
 * Autocomplete's own props for a student (so they are taken from there rather than declared again).
 */
export type StudentPickerProps = Pick<
  AutocompleteProps<Student>,
  'aria-label' | 'id' | 'value' | 'placeholder' | 'invalid' | 'disabled'
> & {
  /** Called with the chosen student (null when cleared). */
  onChange: (student: Student | null) => void;
};

/** "First Last (School)" of a student reply (`school` is `{id, name}` with include=school). */
export const studentLabel = (s: Student): string => {
  const name = s.fullName ?? ([s.firstName, s.lastName].filter(Boolean).join(' ') || `#${s.id}`);
  const school = (s.school as { name?: string | null } | null | undefined)?.name;
  return school ? `${name} (${school})` : name;
};

/**
 * The local stand-in used only when mf-crm cannot be loaded: the design system's Autocomplete (its default 400 ms
 * pause is CRM-35's) over the api-client's student search (`GET students.json?include=school&query=`), so the
 * dialog still works. Only the label differs from mf-crm's: the school sits in the option's text.
 */
export function LocalStudentAutocomplete(props: StudentPickerProps) {
  return (
    <Autocomplete<Student>
      {...props}
      loadOptions={async (query, signal) => (await api.students.search(query, {}, { signal })).results}
      getOptionLabel={studentLabel}
      getOptionKey={(s) => String(s.id)}
      noOptionsText="No students found"
    />
  );
}

/**
 * CRM-35 / SES-29: mf-crm's student autocomplete (`mf_crm/StudentAutocomplete`, loaded through Module Federation).
 * While it loads a spinner shows; when mf-crm is unavailable the failure is reported and {@link LocalStudentAutocomplete}
 * takes its place (marked `data-student-autocomplete="local"`), so reserving and batch enrolling keep working; mf-crm's
 * is marked `data-exposed="mf_crm/StudentAutocomplete"` (the platform's ExposedComponent).
 */
export function StudentPicker(props: StudentPickerProps) {
  return (
    <ExposedComponent
      id={CRM_STUDENT_AUTOCOMPLETE}
      exportName="StudentAutocomplete"
      label="Student search"
      props={props}
      loading={<Spinner size="sm" label="Loading student search" />}
      failure={
        <div data-student-autocomplete="local">
          <LocalStudentAutocomplete {...props} />
        </div>
      }
    />
  );
}
