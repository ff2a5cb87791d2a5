import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { FormField, TextInput, FieldGrid } from '@tutoring/design-system';
import { FormModal, NumberInput, TextArea } from '@tutoring/design-system/forms';
import type { Student } from '@tutoring/contract';
import { StudentCreateSchema } from '@tutoring/contract/writes';
import { useSaveStudent } from '../api/students';
import { fillOrFixMessage } from '../../../shared/lib/formMessages';

/** The values the student form edits: the contract's student body (CRM-32). */
interface Values {
  firstName: string;
  lastName: string;
  email: string | null;
  grade: number | null;
  note: string | null;
}

/**
 * Student form modal (md, CRM-32, OP-11): first and last name are required ("Please fill all required fields" and
 * nothing is saved); e-mail, grade (-1 = TK, 0 = K) and note are optional. Creates with `parentId` when given.
 */
export function StudentFormModal({
  student,
  parentId,
  onClose,
  onSaved,
}: {
  student?: Student | null;
  parentId?: number;
  onClose: () => void;
  onSaved: (student: Student) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(StudentCreateSchema) as never,
    defaultValues: {
      firstName: student?.firstName ?? '',
      lastName: student?.lastName ?? '',
      email: student?.email ?? '',
      grade: student?.grade ?? null,
      note: student?.note ?? '',
    },
  });
  const [version] = useOpenedVersion('students', student?.id);
  const save = useSaveStudent();
  const { register, control } = form;
  return (
    <FormModal<Student, Values>
      open
      title={student ? 'Edit student' : 'New student'}
      size="md"
      onClose={onClose}
      form={form}
      // CRM-32: missing names say "Please fill all required fields"; other invalid inputs DS-03's text.
      invalidMessage={fillOrFixMessage}
      onSubmit={(values) => {
        const body = {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email?.trim() || null,
          grade: values.grade,
          note: values.note || null,
          ...(student ? {} : parentId ? { parentId } : {}),
        };
        return save.mutateAsync({ id: student?.id, body, ifMatch: version });
      }}
      onSaved={onSaved}
      closeOnSave={false}
    >
      <FieldGrid>
        <FormField label="First name" required name="firstName">
          <TextInput {...register('firstName')} />
        </FormField>
        <FormField label="Last name" required name="lastName">
          <TextInput {...register('lastName')} />
        </FormField>
        <FormField label="Email" name="email">
          <TextInput type="email" {...register('email')} />
        </FormField>
        <FormField label="Grade" help="-1 = TK, 0 = K" name="grade">
          <Controller
            control={control}
            name="grade"
            render={({ field }) => (
              <NumberInput
                {...field}
                min={-1}
                max={16}
                value={field.value == null ? '' : String(field.value)}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              />
            )}
          />
        </FormField>
      </FieldGrid>
      <FormField label="Note" name="note">
        <TextArea {...register('note')} rows={3} />
      </FormField>
    </FormModal>
  );
}
