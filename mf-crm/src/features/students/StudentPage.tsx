import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@tutoring/api-client';
import { ActionRow, Button, FormField, toast, Facts } from '@tutoring/design-system';
import { NumberInput, describeSaveError, shouldShowSaveError, useUnsavedChanges } from '@tutoring/design-system/forms';
import { FIELD_REQUIRED, formatDate } from '@tutoring/domain';
import { gradeLabel } from '@tutoring/domain/areas';
import { shell, useCurrentUser, useRouteTitle, useIsAdmin } from '@tutoring/platform';
import { IncrementPointsBodySchema, z, type Student } from '@tutoring/contract';
import { ActivityPanel } from '../../shared/components/ActivityPanel';
import {
  searchStudents,
  studentQueries,
  useIncrementPoints,
  useMergeStudents,
  useSetStudentActive,
  useUnlockStudentLogin,
} from './api/students';
import { studyAreaQueries } from './api/study-areas';
import { ChangePasswordModal } from '../../shared/components/ChangePasswordModal';
import { MergeFlow, RecordNotShown, useMergeableRecord } from '../../shared/components/MergeFlow';
import { MessageComposeModal } from '../../shared/components/MessageComposeModal';
import { NotesModal } from '../../shared/components/NotesModal';
import { schoolName, studentName } from '../../shared/components/StudentAutocomplete';
import { StudentFormModal } from './components/StudentFormModal';
import { StudyAreaModal } from './components/StudyAreaModal';
import { TestDateModal } from './components/TestDateModal';

/** Toasts of this screen (not in the spec). */
export const POINTS_ADDED = 'Points updated';
export const LOGIN_UNLOCKED = 'Login unlocked';

const Inline = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type Dialog =
  | 'edit'
  | 'merge'
  | 'note'
  | 'message'
  | 'password'
  | { studyArea: number | null }
  | { testDate: number | null; studyAreaId: number }
  | null;

/** The points form's message for a typed number it cannot add (the contract's bounds; 0 adds nothing). */
export const POINTS_RULE = 'Points must be a whole number between -100000 and 100000, other than 0';

/**
 * CRM-34's form: the contract's increment body with a whole, non-zero number of points. Empty says "Required"; a
 * typed number that cannot be added says why (it said "Required" for 0 or 2.5, and 1000000 went to the server).
 */
const PointsFormSchema = z.extend(IncrementPointsBodySchema, {
  points: z
    .number(FIELD_REQUIRED)
    .check(z.refine((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= 100000, POINTS_RULE)),
});

/** CRM-34: add (or with a minus sign, remove) points. A refused save shows the server's message on the field. */
function PointsForm({ student }: { student: Student }) {
  const incrementPoints = useIncrementPoints();
  // Empty is null, not undefined: react-hook-form leaves an input it resets to undefined showing its last value.
  const form = useForm<{ points: number | null }, unknown, { points: number }>({
    resolver: zodResolver(PointsFormSchema) as never,
    defaultValues: { points: null },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // Points typed and not yet added are not lost by leaving the page without a question (DS-02).
  useUnsavedChanges(isDirty);
  return (
    <Inline
      aria-label="Points"
      noValidate
      onSubmit={form.handleSubmit(async ({ points }) => {
        try {
          await incrementPoints.mutateAsync({ id: student.id, points });
          form.reset({ points: null });
          toast.success(POINTS_ADDED);
        } catch (error) {
          const message = error instanceof ApiError && error.status !== 500 ? error.errors[0] : undefined;
          if (message) form.setError('points', { type: 'server', message });
          if (shouldShowSaveError(error)) {
            const text = describeSaveError(error);
            toast.error(text.title, text.message);
          }
        }
      })}
    >
      <FormField label="Points to add" error={errors.points?.message ?? null}>
        <NumberInput step={1} {...form.register('points', { valueAsNumber: true })} invalid={!!errors.points} />
      </FormField>
      <Button type="submit" loading={isSubmitting}>
        Add points
      </Button>
    </Inline>
  );
}

/**
 * Admin student detail (`/students/:id`, CRM-25): the student, "Log in as student" (spoofing, SHL-10), edit
 * (CRM-32), activate/deactivate (CRM-33), points (CRM-34), merge (CRM-26), study areas and test dates (CRM-37,
 * CRM-38), notes, messages and read-only contact records (CRM-29..CRM-31).
 */
export function StudentPage() {
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const isAdmin = useIsAdmin();
  const [dialog, setDialog] = useState<Dialog>(null);
  const setActive = useSetStudentActive();
  const unlockLogin = useUnlockStudentLogin();
  const merge = useMergeStudents();
  const { data: loaded, isLoading, error, refetch } = useQuery(studentQueries.detail(id));
  const { missing, shown, heading } = useMergeableRecord(id, { data: loaded, error });
  const studyAreas = useQuery({ ...studyAreaQueries.byStudent(id), enabled: Boolean(shown) });
  useRouteTitle(shown ? [studentName(shown), 'Students'] : ['Student', 'Students']);
  const close = () => setDialog(null);
  // Merging away the student on screen makes it missing: the flow stays open until merge-complete is closed.
  const mergeFlow =
    dialog === 'merge' ? (
      <MergeFlow<Student>
        noun="student"
        record={{ id, name: loaded ? studentName(loaded) : 'Student' }}
        search={searchStudents}
        merge={merge.mutateAsync}
        pathOf={(currentId) => `/students/${currentId}`}
        onClose={close}
      />
    ) : null;

  if (!shown)
    return (
      <>
        <RecordNotShown noun="student" loading={isLoading} missing={missing} onRetry={() => void refetch()} />
        {mergeFlow}
      </>
    );
  const student = shown;

  // A failure toasts through the mutations' error policy (API-09).
  const busy = setActive.isPending || unlockLogin.isPending;
  const name = studentName(student);
  // Names, not ids: the parent comes with the student (`include=parent`).
  const parentName = student.parent?.name ?? 'Parent';
  const regarding = { regardingType: 'Student', regardingId: student.id };

  return (
    <>
      <section aria-labelledby="student-heading">
        <h1 id="student-heading" ref={heading} tabIndex={-1}>
          {name}
        </h1>
        <ActionRow role="toolbar" aria-label="Student actions">
          {isAdmin ? (
            <Button
              variant="primary"
              onClick={() => void shell().startSpoofing({ type: 'Student', id: student.id, name })}
            >
              Log in as student
            </Button>
          ) : null}
          <Button onClick={() => setDialog('edit')}>Edit</Button>
          {student.active === false ? (
            <Button disabled={busy} onClick={() => setActive.mutate({ id: student.id, active: true })}>
              Activate
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => setActive.mutate({ id: student.id, active: false })}>
              Deactivate
            </Button>
          )}
          <Button onClick={() => setDialog('merge')}>Merge</Button>
          {/* The server lets a user change their own password or an admin anyone's (403 otherwise). */}
          {student.userId && isAdmin ? <Button onClick={() => setDialog('password')}>Change password</Button> : null}
          {student.lockedAt && student.userId ? (
            <Button
              disabled={busy}
              onClick={() => unlockLogin.mutate(student, { onSuccess: () => toast.success(LOGIN_UNLOCKED) })}
            >
              Unlock login
            </Button>
          ) : null}
          <Button onClick={() => setDialog('note')}>Add note</Button>
          <Button onClick={() => setDialog('message')}>New message</Button>
        </ActionRow>
        <Facts>
          <dt>Email</dt>
          <dd>{student.email ?? '—'}</dd>
          <dt>Grade</dt>
          <dd>{gradeLabel(student.grade) || '—'}</dd>
          <dt>School</dt>
          <dd>{schoolName(student) || '—'}</dd>
          <dt>Parent</dt>
          <dd>{student.parentId ? <Link to={`/parents/${student.parentId}`}>{parentName}</Link> : '—'}</dd>
          <dt>Active</dt>
          <dd>{student.active === false ? 'No' : 'Yes'}</dd>
          <dt>Points</dt>
          <dd data-testid="student-points">{student.points ?? 0}</dd>
          <dt>Level</dt>
          <dd>{student.level?.name ?? '—'}</dd>
          <dt>Login</dt>
          <dd>{student.lockedAt ? `Locked since ${formatDate(student.lockedAt, me?.timeZone)}` : 'Not locked'}</dd>
        </Facts>
        <PointsForm student={student} />

        <h2>Study areas</h2>
        <Button onClick={() => setDialog({ studyArea: null })}>New study area</Button>
        {studyAreas.data?.results.length ? (
          <ul>
            {studyAreas.data.results.map((area) => (
              <li key={area.id}>
                {area.subject?.name ?? 'No subject'}
                {area.testDate?.date ? `, test on ${formatDate(area.testDate.date)}` : ''}{' '}
                <Button
                  size="sm"
                  onClick={() => setDialog({ studyArea: area.id })}
                  aria-label={`Edit study area ${area.subject?.name ?? area.id}`}
                >
                  Edit
                </Button>{' '}
                <Button
                  size="sm"
                  onClick={() => setDialog({ testDate: area.testDateId ?? null, studyAreaId: area.id })}
                  aria-label={`Test date of ${area.subject?.name ?? area.id}`}
                >
                  Test date
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No study areas.</p>
        )}
        <ActivityPanel regarding={regarding} />

        {dialog === 'edit' ? <StudentFormModal student={student} onClose={close} onSaved={close} /> : null}
        {dialog === 'password' && student.userId && isAdmin ? (
          <ChangePasswordModal open userId={student.userId} name={name} onClose={close} />
        ) : null}
        {dialog === 'note' ? <NotesModal open regarding={regarding} onClose={close} /> : null}
        {dialog === 'message' ? (
          <MessageComposeModal
            open
            regarding={regarding}
            recipients={{
              students: [{ id: student.id, name }],
              parents: student.parentId ? [{ id: student.parentId, name: parentName }] : [],
            }}
            onClose={close}
          />
        ) : null}
        {dialog && typeof dialog === 'object' && 'studyArea' in dialog ? (
          <StudyAreaModal id={dialog.studyArea} student={student} onClose={close} onSaved={close} />
        ) : null}
        {dialog && typeof dialog === 'object' && 'testDate' in dialog ? (
          <TestDateModal id={dialog.testDate} studyAreaId={dialog.studyAreaId} onClose={close} onSaved={close} />
        ) : null}
      </section>
      {mergeFlow}
    </>
  );
}
