import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { Avatar, Employee, Tutor } from '@tutoring/contract';
import { EmployeeCreateSchema } from '@tutoring/contract/writes';
import { AvatarUpload, Button, Checkbox, FormField, Select, TextInput, FieldGrid } from '@tutoring/design-system';
import { DateInput, FormModal, TextArea, useFillOnce } from '@tutoring/design-system/forms';
import { EMAIL_TAKEN, EMPLOYEE_TYPES, newEmployeeDefaults, newTutorDefaults } from '@tutoring/domain/areas';
import { useRoles } from '@tutoring/platform';
import { employeeQueries } from '../../../shared/api/employees';
import { useEmployeeFormLists, useSaveEmployee, useUploadAvatar } from '../api/employees';

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
  tierId: number | null;
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
    tierId: r.tierId ?? r.tier?.id ?? null,
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
      tierId: values.tierId,
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
 * record is loaded with `GET employees/{id}` (list rows carry no subjects: saving a list row as it is would clear the
 * tutor's subjects); the dialog shows "Loading employee" until it is in the form. A failed load (told by the error
 * policy) leaves the list row's values.
 */
export function EmployeeFormModal({ open, onClose, record: row, kind = 'employee', onSaved }: EmployeeFormModalProps) {
  const id = row?.id;
  const detail = useQuery({ ...employeeQueries.detail(id), enabled: open && typeof id === 'number' });
  const loaded: Record_ | undefined = detail.data
    ? { ...row, ...(detail.data as Record_) }
    : detail.isError
      ? (row ?? undefined)
      : undefined;
  const record = loaded ?? row;
  const form = useForm<EmployeeFormValues>({
    // STF-04: the contract's employee body (names and e-mail required, lengths, targets); the profile parts pass.
    resolver: zodResolver(EmployeeCreateSchema) as never,
    defaultValues: initialEmployeeValues(typeof id === 'number' ? {} : null, kind),
  });
  const { control, register, watch } = form;
  const degrees = useFieldArray({ control, name: 'degrees' });
  const stories = useFieldArray({ control, name: 'stories' });
  const [version, keepVersion] = useOpenedVersion('employees');
  const [avatarUrl, setAvatarUrl] = useState('');
  const filled = useFillOnce(
    form,
    typeof id === 'number' ? loaded : null,
    (r) => initialEmployeeValues(r, kind),
    (r) => {
      setAvatarUrl(r.avatarLargeUrl || r.avatarUrl || '');
      keepVersion({ id: id as number });
    },
  );
  const [photoOpen, setPhotoOpen] = useState(false);
  const type = watch('type');
  const currentRoles = watch('roles');
  const tutor = type === 'Tutor';
  const lists = useEmployeeFormLists(tutor);
  const roles = useRoles();
  const roleNames = [...new Set([...roles.map((r) => r.name), ...currentRoles])];
  const toggleIn = <T,>(list: T[], item: T, on: boolean): T[] =>
    on ? [...new Set([...list, item])] : list.filter((x) => x !== item);

  const save = useSaveEmployee();
  const uploadAvatar = useUploadAvatar();
  // DS-25: the cropped 750 x 750 JPEG goes to `POST avatars` (multipart) with the avatarable of the record. The DS
  // AvatarUpload shows the success and failure messages itself, so the upload declares no toast.
  const upload = (image: Blob): Promise<Avatar> => {
    const data = new FormData();
    data.append('avatarableType', type === 'Tutor' ? 'Tutor' : 'Employee');
    data.append('avatarableId', String(record!.id));
    data.append('file', image, 'avatar.jpg');
    return uploadAvatar.mutateAsync(data);
  };

  const title = record?.id
    ? `Edit ${[record.firstName, record.lastName].filter(Boolean).join(' ')}`
    : tutor
      ? 'New tutor'
      : 'New employee';
  return (
    <FormModal<Employee, EmployeeFormValues>
      open={open}
      onClose={onClose}
      size="xl"
      title={title}
      form={form}
      serverFieldOf={(message) => (message === EMAIL_TAKEN ? 'email' : undefined)}
      onSubmit={(values) => save.mutateAsync({ id: record?.id, body: employeeBody(values), ifMatch: version })}
      onSaved={onSaved}
      loading={!filled && 'Loading employee'}
    >
      <FieldGrid>
        <FormField label="First name" required name="firstName">
          <TextInput {...register('firstName')} />
        </FormField>
        <FormField label="Last name" required name="lastName">
          <TextInput {...register('lastName')} />
        </FormField>
        <FormField label="Email" required name="email">
          <TextInput type="email" {...register('email')} />
        </FormField>
        <FormField label="Title" name="title">
          <TextInput {...register('title')} />
        </FormField>
        <FormField label="Type" name="type">
          <Select {...register('type')} options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: t }))} />
        </FormField>
        <FormField label="Hire date" name="hireDate">
          <Controller
            control={control}
            name="hireDate"
            render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
          />
        </FormField>
        <FormField label="End date" name="endDate">
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
          />
        </FormField>
        <FormField label="Extension handle" name="extensionHandle">
          <TextInput {...register('extensionHandle')} maxLength={50} />
        </FormField>
      </FieldGrid>
      <Checkbox label="Active" {...register('active')} />
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <Fieldset>
            <legend>Roles</legend>
            {roleNames.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={field.value.includes(name)}
                onChange={(e) => field.onChange(toggleIn(field.value, name, e.target.checked))}
              />
            ))}
          </Fieldset>
        )}
      />
      {tutor ? (
        <>
          <Fieldset>
            <legend>Tutor</legend>
            <FieldGrid>
              <FormField label="Tier" name="tierId">
                <Controller
                  control={control}
                  name="tierId"
                  render={({ field }) => (
                    <Select
                      {...field}
                      placeholder="No tier"
                      value={field.value == null ? '' : String(field.value)}
                      onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
                      options={lists.tiers.map((t) => ({ value: String(t.id), label: t.name ?? '' }))}
                    />
                  )}
                />
              </FormField>
              <FormField label="Tutor type" name="tutorType">
                <Controller
                  control={control}
                  name="tutorType"
                  render={({ field }) => (
                    <Select
                      {...field}
                      placeholder="Choose"
                      options={lists.tutorTypes
                        .map((t) => (typeof t === 'string' ? t : t.name))
                        .map((name) => ({ value: name, label: name }))}
                    />
                  )}
                />
              </FormField>
              <FormField label="Employment type" name="employmentType">
                <TextInput {...register('employmentType')} />
              </FormField>
            </FieldGrid>
            <Checkbox label="Accept new students" {...register('acceptNewStudents')} />
            <Checkbox label="Featured" {...register('featured')} />
            <Checkbox label="In person" {...register('inPerson')} />
            <Checkbox label="Online" {...register('online')} />
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
          <Controller
            control={control}
            name="subjectIds"
            render={({ field }) => (
              <Fieldset>
                <legend>Subjects</legend>
                {lists.subjects.map((s) => (
                  <Checkbox
                    key={s.id}
                    label={`${s.name}${s.categoryName ? ` (${s.categoryName})` : ''}`}
                    checked={field.value.includes(s.id)}
                    onChange={(e) => field.onChange(toggleIn(field.value, s.id, e.target.checked))}
                  />
                ))}
              </Fieldset>
            )}
          />
          <Fieldset>
            <legend>Profile</legend>
            <FormField label="Educations" help="One per line" name="educations">
              <TextArea {...register('educations')} rows={3} />
            </FormField>
            {degrees.fields.map((degree, index) => (
              <FieldGrid key={degree.id}>
                <FormField label={`Degree ${index + 1} level`} name={`degrees.${index}.degreeLevelId`}>
                  <Controller
                    control={control}
                    name={`degrees.${index}.degreeLevelId`}
                    render={({ field }) => (
                      <Select
                        {...field}
                        placeholder="Choose"
                        options={lists.degreeLevels.map((l) => ({
                          value: String(l.id),
                          label: l.name ?? String(l.id),
                        }))}
                      />
                    )}
                  />
                </FormField>
                <FormField label={`Degree ${index + 1} field`} name={`degrees.${index}.field`}>
                  <TextInput {...register(`degrees.${index}.field`)} />
                </FormField>
              </FieldGrid>
            ))}
            <Button size="sm" onClick={() => degrees.append({ degreeLevelId: '', field: '' })}>
              Add degree
            </Button>
            <FormField label="Approach" name="approach">
              <TextArea {...register('approach')} rows={3} />
            </FormField>
            <FormField label="Background" name="background">
              <TextArea {...register('background')} rows={3} />
            </FormField>
          </Fieldset>
          <Fieldset>
            <legend>Success stories</legend>
            {stories.fields.map((story, index) => (
              <div key={story.id}>
                <FormField label={`Story ${index + 1} title`} name={`stories.${index}.title`}>
                  <TextInput {...register(`stories.${index}.title`)} />
                </FormField>
                <FormField label={`Story ${index + 1} text`} name={`stories.${index}.body`}>
                  <TextArea {...register(`stories.${index}.body`)} rows={2} />
                </FormField>
                <Button size="sm" variant="link" onClick={() => stories.remove(index)}>
                  Remove story {index + 1}
                </Button>
              </div>
            ))}
            <Button size="sm" onClick={() => stories.append({ title: '', body: '' })}>
              Add story
            </Button>
          </Fieldset>
        </>
      ) : null}
    </FormModal>
  );
}
