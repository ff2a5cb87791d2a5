import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Avatar, Employee, Tutor } from '@tutoring/contract';
import {
  AvatarUpload,
  Button,
  Spinner,
  Checkbox,
  DateInput,
  FormField,
  FormModal,
  Select,
  TextArea,
  TextInput,
} from '@tutoring/design-system';
import { EMPLOYEE_TYPES, newEmployeeDefaults, newTutorDefaults } from '@tutoring/domain';
import { useRoles } from '@tutoring/platform';
import { useEmployeeFormLists } from '../api/employees';

/** The values of the employee/tutor form (STF-04). */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  type: string;
  roles: string[];
  hireDate: string | null;
  endDate: string | null;
  active: boolean;
  extensionHandle: string;
  tierId: string;
  subjectIds: number[];
  stories: Array<{ title: string; body: string }>;
  educations: string;
  degrees: Array<{ degreeLevelId: string; field: string }>;
  approach: string;
  background: string;
  acceptNewStudents: boolean;
  featured: boolean;
  inPerson: boolean;
  online: boolean;
  employmentType: string;
  tutorType: string;
}

type Record_ = Partial<Employee & Tutor> & { subjectIds?: number[] };

/** STF-05, DOM-33: the initial values: a new employee gets title "Admin", type "Employee", roles ["admin"]; a new tutor type "Tutor", roles ["tutor"]. */
export function initialEmployeeValues(record: Record_ | null, kind: 'employee' | 'tutor'): EmployeeFormValues {
  const defaults = record ? {} : kind === 'tutor' ? newTutorDefaults() : newEmployeeDefaults();
  const r = { ...defaults, ...(record ?? {}) } as Record_;
  const profile = r.personalProfile ?? {};
  return {
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    email: r.email ?? '',
    title: r.title ?? '',
    type: r.type ?? 'Employee',
    roles: [...(r.roles ?? [])],
    hireDate: r.hireDate ?? null,
    endDate: r.endDate ?? null,
    active: r.active ?? true,
    extensionHandle: r.extensionHandle ?? '',
    tierId: r.tierId ? String(r.tierId) : r.tier?.id ? String(r.tier.id) : '',
    subjectIds:
      r.subjectIds ?? (r.subjects ?? []).map((s) => s.id).filter((id): id is number => typeof id === 'number'),
    stories: (r.stories ?? []).map((s) => ({ title: s.title ?? '', body: s.body ?? '' })),
    educations: (profile.educations ?? []).filter((e): e is string => typeof e === 'string').join('\n'),
    degrees: (profile.degrees ?? []).map((d: unknown) => {
      // A degree saved as plain text (e.g. "Bachelor's") keeps its text as the field.
      if (typeof d === 'string') return { degreeLevelId: '', field: d };
      const o = (d ?? {}) as { degreeLevelId?: number | string; field?: string };
      return { degreeLevelId: o.degreeLevelId ? String(o.degreeLevelId) : '', field: o.field ?? '' };
    }),
    approach: profile.approach ?? '',
    background: profile.background ?? '',
    acceptNewStudents: r.acceptNewStudents ?? true,
    featured: r.featured ?? false,
    inPerson: r.inPerson ?? false,
    online: r.online ?? true,
    employmentType: r.employmentType ?? '',
    tutorType: r.tutorType ?? '',
  };
}

/** The request body of the form values (tutor fields only for a Tutor). */
export function employeeBody(values: EmployeeFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    title: values.title,
    type: values.type,
    roles: values.roles,
    hireDate: values.hireDate,
    endDate: values.endDate,
    active: values.active,
    extensionHandle: values.extensionHandle || null,
  };
  if (values.type === 'Tutor') {
    Object.assign(body, {
      tierId: values.tierId ? Number(values.tierId) : null,
      subjectIds: values.subjectIds,
      stories: values.stories.filter((s) => s.title.trim() || s.body.trim()),
      personalProfile: {
        educations: values.educations
          .split('\n')
          .map((e) => e.trim())
          .filter(Boolean),
        degrees: values.degrees
          .filter((d) => d.degreeLevelId || d.field)
          .map((d) => ({ degreeLevelId: d.degreeLevelId ? Number(d.degreeLevelId) : null, field: d.field })),
        approach: values.approach,
        background: values.background,
      },
      acceptNewStudents: values.acceptNewStudents,
      featured: values.featured,
      inPerson: values.inPerson,
      online: values.online,
      employmentType: values.employmentType || null,
      tutorType: values.tutorType || null,
    });
  }
  return body;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
`;
const Photo = styled.img`
  width: ${({ theme }) => theme.sizes.avatar.md};
  height: ${({ theme }) => theme.sizes.avatar.md};
  border-radius: ${({ theme }) => theme.radii.round};
`;

/** Props of {@link EmployeeFormModal}. */
export interface EmployeeFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The record to edit, or null for a new one. */
  record: Record_ | null;
  /** What a new record is. */
  kind?: 'employee' | 'tutor';
  onSaved?: (employee: Employee) => void;
}

/**
 * STF-04, STF-05: the employee/tutor form (xl): employee fields, plus the tutor fields for type "Tutor". A saved
 * record is loaded first with `GET employees/{id}` (list rows carry no subjects: saving a list row as it is would
 * clear the tutor's subjects).
 */
export function EmployeeFormModal(props: EmployeeFormModalProps) {
  const id = props.record?.id;
  const { data, isError } = useQuery({
    queryKey: queryKeys.detail('employees', id ?? -1),
    queryFn: ({ signal }) => api.employees.get(id as number, { signal }),
    enabled: props.open && typeof id === 'number',
  });
  if (!props.open) return null;
  if (typeof id !== 'number') return <EmployeeForm {...props} />;
  if (isError) return <EmployeeForm {...props} />;
  if (!data) return <Spinner label="Loading employee" />;
  return <EmployeeForm {...props} record={{ ...props.record, ...(data as Record_) }} />;
}

function EmployeeForm({ open, onClose, record, kind = 'employee', onSaved }: EmployeeFormModalProps) {
  const [values, setValues] = useState<EmployeeFormValues>(() => initialEmployeeValues(record, kind));
  const [avatarUrl, setAvatarUrl] = useState(record?.avatarLargeUrl || record?.avatarUrl || '');
  const [photoOpen, setPhotoOpen] = useState(false);
  const tutor = values.type === 'Tutor';
  const lists = useEmployeeFormLists(tutor);
  const roles = useRoles();
  const roleNames = [...new Set([...roles.map((r) => r.name), ...values.roles])];
  const set = <K extends keyof EmployeeFormValues>(key: K, value: EmployeeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const toggleIn = <T,>(list: T[], item: T, on: boolean): T[] =>
    on ? [...new Set([...list, item])] : list.filter((x) => x !== item);

  const save = () =>
    record?.id
      ? api.employees.update(record.id, employeeBody(values), { handleErrors: false })
      : api.employees.create(employeeBody(values), { handleErrors: false });

  // DS-25: the cropped 750 x 750 JPEG goes to `POST avatars` (multipart) with the avatarable of the record. The DS
  // AvatarUpload shows the success and failure messages itself, so the api-client's own error toast is off.
  const upload = (image: Blob): Promise<Avatar> => {
    const form = new FormData();
    form.append('avatarableType', values.type === 'Tutor' ? 'Tutor' : 'Employee');
    form.append('avatarableId', String(record!.id));
    form.append('file', image, 'avatar.jpg');
    return api.avatars.upload(form, { handleErrors: false });
  };

  const title = record?.id
    ? `Edit ${[record.firstName, record.lastName].filter(Boolean).join(' ')}`
    : tutor
      ? 'New tutor'
      : 'New employee';
  return (
    <FormModal open={open} onClose={onClose} size="xl" title={title} onSave={save} onSaved={onSaved}>
      <Grid>
        <FormField label="First name" required>
          <TextInput value={values.firstName} onChange={(e) => set('firstName', e.target.value)} required />
        </FormField>
        <FormField label="Last name" required>
          <TextInput value={values.lastName} onChange={(e) => set('lastName', e.target.value)} required />
        </FormField>
        <FormField label="Email" required>
          <TextInput type="email" value={values.email} onChange={(e) => set('email', e.target.value)} required />
        </FormField>
        <FormField label="Title">
          <TextInput value={values.title} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        <FormField label="Type">
          <Select
            value={values.type}
            onChange={(e) => set('type', e.target.value)}
            options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: t }))}
          />
        </FormField>
        <FormField label="Hire date">
          <DateInput value={values.hireDate} onChange={(v) => set('hireDate', v)} />
        </FormField>
        <FormField label="End date">
          <DateInput value={values.endDate} onChange={(v) => set('endDate', v)} />
        </FormField>
        <FormField label="Extension handle">
          <TextInput
            value={values.extensionHandle}
            onChange={(e) => set('extensionHandle', e.target.value)}
            maxLength={50}
          />
        </FormField>
      </Grid>
      <Checkbox label="Active" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
      <Fieldset>
        <legend>Roles</legend>
        {roleNames.map((name) => (
          <Checkbox
            key={name}
            label={name}
            checked={values.roles.includes(name)}
            onChange={(e) => set('roles', toggleIn(values.roles, name, e.target.checked))}
          />
        ))}
      </Fieldset>
      {tutor ? (
        <>
          <Fieldset>
            <legend>Tutor</legend>
            <Grid>
              <FormField label="Tier">
                <Select
                  placeholder="No tier"
                  value={values.tierId}
                  onChange={(e) => set('tierId', e.target.value)}
                  options={lists.tiers.map((t) => ({ value: String(t.id), label: t.name ?? '' }))}
                />
              </FormField>
              <FormField label="Tutor type">
                <Select
                  placeholder="Choose"
                  value={values.tutorType}
                  onChange={(e) => set('tutorType', e.target.value)}
                  options={lists.tutorTypes
                    .map((t) => (typeof t === 'string' ? t : t.name))
                    .map((name) => ({ value: name, label: name }))}
                />
              </FormField>
              <FormField label="Employment type">
                <TextInput value={values.employmentType} onChange={(e) => set('employmentType', e.target.value)} />
              </FormField>
            </Grid>
            <Checkbox
              label="Accept new students"
              checked={values.acceptNewStudents}
              onChange={(e) => set('acceptNewStudents', e.target.checked)}
            />
            <Checkbox label="Featured" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
            <Checkbox label="In person" checked={values.inPerson} onChange={(e) => set('inPerson', e.target.checked)} />
            <Checkbox label="Online" checked={values.online} onChange={(e) => set('online', e.target.checked)} />
          </Fieldset>
          <Fieldset>
            <legend>Photo</legend>
            {avatarUrl ? <Photo src={avatarUrl} alt="Current photo" /> : null}
            {record?.id ? (
              <>
                <Button onClick={() => setPhotoOpen(true)}>{avatarUrl ? 'Change photo' : 'Upload photo'}</Button>
                <AvatarUpload<Avatar>
                  open={photoOpen}
                  onClose={() => setPhotoOpen(false)}
                  onUpload={upload}
                  onSuccess={(avatar) => {
                    const url = (avatar as { largeUrl?: string | null }).largeUrl || avatar.url;
                    if (url) setAvatarUrl(url);
                  }}
                />
              </>
            ) : (
              <p>Save the tutor first to add a photo.</p>
            )}
          </Fieldset>
          <Fieldset>
            <legend>Subjects</legend>
            {lists.subjects.map((s) => (
              <Checkbox
                key={s.id}
                label={`${s.name}${s.categoryName ? ` (${s.categoryName})` : ''}`}
                checked={values.subjectIds.includes(s.id)}
                onChange={(e) => set('subjectIds', toggleIn(values.subjectIds, s.id, e.target.checked))}
              />
            ))}
          </Fieldset>
          <Fieldset>
            <legend>Profile</legend>
            <FormField label="Educations" help="One per line">
              <TextArea value={values.educations} onChange={(e) => set('educations', e.target.value)} rows={3} />
            </FormField>
            {values.degrees.map((degree, index) => (
              <Grid key={index}>
                <FormField label={`Degree ${index + 1} level`}>
                  <Select
                    placeholder="Choose"
                    value={degree.degreeLevelId}
                    onChange={(e) =>
                      set(
                        'degrees',
                        values.degrees.map((d, i) => (i === index ? { ...d, degreeLevelId: e.target.value } : d)),
                      )
                    }
                    options={lists.degreeLevels.map((l) => ({ value: String(l.id), label: l.name ?? String(l.id) }))}
                  />
                </FormField>
                <FormField label={`Degree ${index + 1} field`}>
                  <TextInput
                    value={degree.field}
                    onChange={(e) =>
                      set(
                        'degrees',
                        values.degrees.map((d, i) => (i === index ? { ...d, field: e.target.value } : d)),
                      )
                    }
                  />
                </FormField>
              </Grid>
            ))}
            <Button size="sm" onClick={() => set('degrees', [...values.degrees, { degreeLevelId: '', field: '' }])}>
              Add degree
            </Button>
            <FormField label="Approach">
              <TextArea value={values.approach} onChange={(e) => set('approach', e.target.value)} rows={3} />
            </FormField>
            <FormField label="Background">
              <TextArea value={values.background} onChange={(e) => set('background', e.target.value)} rows={3} />
            </FormField>
          </Fieldset>
          <Fieldset>
            <legend>Success stories</legend>
            {values.stories.map((story, index) => (
              <div key={index}>
                <FormField label={`Story ${index + 1} title`}>
                  <TextInput
                    value={story.title}
                    onChange={(e) =>
                      set(
                        'stories',
                        values.stories.map((s, i) => (i === index ? { ...s, title: e.target.value } : s)),
                      )
                    }
                  />
                </FormField>
                <FormField label={`Story ${index + 1} text`}>
                  <TextArea
                    value={story.body}
                    onChange={(e) =>
                      set(
                        'stories',
                        values.stories.map((s, i) => (i === index ? { ...s, body: e.target.value } : s)),
                      )
                    }
                    rows={2}
                  />
                </FormField>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() =>
                    set(
                      'stories',
                      values.stories.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove story {index + 1}
                </Button>
              </div>
            ))}
            <Button size="sm" onClick={() => set('stories', [...values.stories, { title: '', body: '' }])}>
              Add story
            </Button>
          </Fieldset>
        </>
      ) : null}
    </FormModal>
  );
}
