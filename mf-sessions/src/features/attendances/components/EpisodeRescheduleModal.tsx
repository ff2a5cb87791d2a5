import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as api from '@tutoring/api-client/endpoints';
import { z, type Session } from '@tutoring/contract';
import { formatDate } from '@tutoring/domain';
import { SESSION_CHANGED, SESSIONS_CHANGED, addDaysToIsoDate, isoDateIn } from '@tutoring/domain/areas';
import { Alert, FormField, Modal, Select, toast } from '@tutoring/design-system';
import { RadioGroup, describeSaveError, failedSaveBanner, shouldShowSaveError } from '@tutoring/design-system/forms';
import { useAppName, useCurrentUser } from '@tutoring/platform';
import { instantIn } from '@tutoring/domain/areas';
import { useTransferEnrollment } from '../../../shared/api/enrollments';
import { useMoveAttendance } from '../api/attendances';
import { SessionSearchList } from './SessionSearchList';

/** Props of {@link EpisodeRescheduleModal}. */
export interface EpisodeRescheduleModalProps {
  open: boolean;
  onClose: () => void;
  /** The attendance being moved (one week) and the student whose enrollment moves (all weeks). */
  attendance: {
    id: number;
    studentId?: number | null;
    sessionId?: number | null;
    startsAt?: string | null;
    session?: { courseId?: number | null } | null;
  };
  /** The enrollment to transfer for "Change All Weeks"; looked up by student and course when absent. */
  enrollmentId?: number | null;
  /** Fixed "today" (tests, stories). */
  now?: Date;
}

/** SES-33 labels. */
export const CHANGE_ONE_WEEK = 'Change One Week';
export const CHANGE_ALL_WEEKS = 'Change All Weeks';
const WEEKS_OFFERED = 12;

interface Values {
  change: 'one' | 'all';
  /** YYYY-MM-DD of the starting week. */
  week: string;
}
/** The dialog's form: the type of change and the starting week (choosing a session submits it, SES-33). */
const RescheduleSchema = z.object({ change: z.enum(['one', 'all']), week: z.string() });

/**
 * SES-33, OP-37: the Episode Reschedule dialog (lg). Type of change ("Change One Week" / "Change All Weeks") and a
 * starting week; choosing a session in the search list (SES-34) reschedules: one week moves the attendance
 * (`PUT attendances/{id}` with session_id), all weeks transfers the enrollment to the chosen session's course
 * (`PUT enrollments/{id}/transfer` `{itemType: "Course", itemId}`). Toasts per OP-27; a failure is also said first in
 * the dialog until the next choice (docs/one-way.md "Failed saves": the 3-second toast is never the only sign).
 */
export function EpisodeRescheduleModal({ open, onClose, attendance, enrollmentId, now }: EpisodeRescheduleModalProps) {
  const zone = useCurrentUser()?.timeZone;
  const move = useMoveAttendance();
  const transfer = useTransferEnrollment();
  const today = isoDateIn(now ?? new Date(), zone) ?? '';
  const first = attendance.startsAt ? (isoDateIn(attendance.startsAt, zone) ?? today) : today;
  const weeks = useMemo(
    () => Array.from({ length: WEEKS_OFFERED }, (_, i) => addDaysToIsoDate(first < today ? today : first, i * 7)),
    [first, today],
  );
  const form = useForm<Values>({
    resolver: zodResolver(RescheduleSchema) as never,
    defaultValues: { change: 'one', week: weeks[0] ?? '' },
  });
  const week = form.watch('week');
  const change = form.watch('change');
  // Staff may move an attendance into any bookable session (a correction); anyone else only into a course the student
  // is enrolled in, so the list offers only those. "Change All Weeks" transfers the enrollment into another course.
  const app = useAppName();
  const backOffice = app === 'admin' || app === 'crm';
  // The API transfers an enrollment for staff and the family only (enrollments' transfer policy): a tutor is offered
  // "Change One Week" alone rather than a choice the server refuses.
  const mayTransfer = backOffice || app === 'parent';
  const [busy, setBusy] = useState(false);
  /** The last failed reschedule's banner, cleared when the next one starts. */
  const [failure, setFailure] = useState<string[] | null>(null);

  const reschedule = async ({ change }: Values, session: Session) => {
    setBusy(true);
    setFailure(null);
    try {
      if (change === 'one') {
        await move.mutateAsync({ id: attendance.id, sessionId: session.id });
        toast.success(SESSION_CHANGED);
      } else {
        const itemId = session.courseId ?? session.course?.id;
        if (!itemId)
          throw Object.assign(new Error('This session has no course.'), { errors: ['This session has no course.'] });
        let id = enrollmentId ?? null;
        if (!id && attendance.studentId) {
          const courseId = attendance.session?.courseId;
          const found = await api.enrollments.list({
            studentId: attendance.studentId,
            ...(courseId ? { courseId } : {}),
            per: 1,
          });
          id = found.results[0]?.id ?? null;
        }
        if (!id)
          throw Object.assign(new Error('No enrollment to transfer.'), { errors: ['No enrollment to transfer.'] });
        await transfer.mutateAsync({ id, itemType: 'Course', itemId });
        toast.success(SESSIONS_CHANGED);
      }
      onClose();
    } catch (error) {
      // A 401 is told by the login page the shell shows (X-06, SHL-05), a `showAlert` reply by the server's alert.
      if (!shouldShowSaveError(error)) return;
      const text = describeSaveError(error);
      setFailure(failedSaveBanner(error));
      toast.error(text.title, text.message);
    } finally {
      setBusy(false);
    }
  };

  /** Choosing a session submits the form with it (SES-33). */
  const choose = (session: Session) => void form.handleSubmit((values) => reschedule(values, session))();

  return (
    <Modal open={open} onClose={onClose} size="lg" title="Episode Reschedule" dirty={form.formState.isDirty}>
      {failure ? (
        <Alert messages={failure.length > 1 ? failure : undefined}>{failure.length === 1 ? failure[0] : null}</Alert>
      ) : null}
      <Controller
        control={form.control}
        name="change"
        render={({ field }) => (
          <RadioGroup
            label="Type of change"
            inline
            value={field.value}
            onChange={(v) => field.onChange(v as 'one' | 'all')}
            options={[
              { value: 'one', label: CHANGE_ONE_WEEK },
              ...(mayTransfer ? [{ value: 'all', label: CHANGE_ALL_WEEKS }] : []),
            ]}
          />
        )}
      />
      <FormField label="Starting week">
        <Select
          options={weeks.map((w) => ({ value: w, label: `Week of ${formatDate(w)}` }))}
          {...form.register('week')}
        />
      </FormField>
      <SessionSearchList
        startsAt={week ? (instantIn(week, '00:00', zone)?.toISOString() ?? null) : null}
        excludeSessionId={attendance.sessionId}
        enrolledStudentId={change === 'one' && !backOffice ? attendance.studentId : null}
        studentId={attendance.studentId}
        onSelect={choose}
        busy={busy}
      />
    </Modal>
  );
}
