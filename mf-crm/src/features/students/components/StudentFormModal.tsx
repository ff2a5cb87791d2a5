import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@tutoring/api-client';
import { FormModal, FormField, NumberInput, TextArea, TextInput } from '@tutoring/design-system';
import { FIELD_REQUIRED, validateStudentNames } from '@tutoring/domain';
import type { Student } from '@tutoring/contract';
import { useFormFeedback } from '../../../shared/components/formFeedback';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

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
  const [firstName, setFirstName] = useState(student?.firstName ?? '');
  const [lastName, setLastName] = useState(student?.lastName ?? '');
  const [email, setEmail] = useState(student?.email ?? '');
  const [grade, setGrade] = useState(
    student?.grade === null || student?.grade === undefined ? '' : String(student.grade),
  );
  const [note, setNote] = useState(student?.note ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const missing = (text: string) => (showErrors && !text.trim() ? FIELD_REQUIRED : null);
  const feedback = useFormFeedback(() => {
    setShowErrors(true);
    return validateStudentNames({ firstName, lastName });
  });
  return (
    <FormModal<Student>
      open
      title={student ? 'Edit student' : 'New student'}
      size="md"
      onClose={onClose}
      onSave={feedback.guard(() => {
        const body = {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          email: email.trim() || null,
          grade: grade === '' ? null : Number(grade),
          note: note || null,
          ...(student ? {} : parentId ? { parentId } : {}),
        };
        return student
          ? api.students.update(student.id, body, { handleErrors: false })
          : api.students.create(body, { handleErrors: false });
      })}
      onSaved={onSaved}
      validate={feedback.validate}
      describeError={feedback.describeError}
      closeOnSave={false}
    >
      {feedback.alerts}
      <Grid>
        <FormField label="First name" required error={missing(firstName)}>
          <TextInput value={firstName} onChange={(e) => setFirstName(e.target.value)} invalid={!!missing(firstName)} />
        </FormField>
        <FormField label="Last name" required error={missing(lastName)}>
          <TextInput value={lastName} onChange={(e) => setLastName(e.target.value)} invalid={!!missing(lastName)} />
        </FormField>
        <FormField label="Email">
          <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <FormField label="Grade" help="-1 = TK, 0 = K">
          <NumberInput value={grade} min={-1} max={16} onChange={(e) => setGrade(e.target.value)} />
        </FormField>
      </Grid>
      <FormField label="Note">
        <TextArea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
      </FormField>
    </FormModal>
  );
}
