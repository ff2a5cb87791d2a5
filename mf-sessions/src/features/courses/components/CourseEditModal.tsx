import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, useResourceMutation } from '@tutoring/api-client';
import type { Course } from '@tutoring/contract';
import { FIELD_REQUIRED, fieldBetween, fieldMaxLength, formatDate, gradeLabel } from '@tutoring/domain';
import { Button, FormField, FormModal, NumberInput, Select, Spinner, TextInput, toast } from '@tutoring/design-system';
import { ReserveDialog } from '../../sessions/components/ReserveDialog';
import { BatchEnrollModal } from './BatchEnrollModal';

/** Props of {@link CourseEditModal}. */
export interface CourseEditModalProps {
  open: boolean;
  courseId: number;
  onClose: () => void;
}

/** The course grade levels the API accepts (-1 = TK, 0 = K, DOM-16), labelled by gradeLabel. */
const GRADE_OPTIONS = Array.from({ length: 14 }, (_, i) => i - 1).map((g) => ({
  value: String(g),
  label: gradeLabel(g),
}));
/** Course title limit (the API's). */
const TITLE_MAX = 191;

/** OP-14: course status events by current status, with their button labels. */
export const COURSE_EVENTS: Record<string, ReadonlyArray<{ event: string; label: string }>> = {
  draft: [
    { event: 'publish', label: 'Publish' },
    { event: 'cancel', label: 'Cancel course' },
  ],
  published: [
    { event: 'unpublish', label: 'Unpublish' },
    { event: 'complete', label: 'Complete' },
    { event: 'cancel', label: 'Cancel course' },
  ],
  completed: [],
  canceled: [],
};

/**
 * SES-42, SES-43, OP-11, OP-14, OP-72: the course edit modal (md). Loads and saves `GET/PUT courses/{id}`; the status
 * changes through `PUT courses/{id}/change_status` `{event}`; "Roster" shows the message of `GET courses/{id}/roster`
 * as a toast; "Reserve" opens the reserve dialog (SES-29); "Batch enroll" opens the batch enroll modal (SES-48).
 */
export function CourseEditModal({ open, courseId, onClose }: CourseEditModalProps) {
  const queryClient = useQueryClient();
  const course = useQuery({
    queryKey: queryKeys.detail('courses', courseId),
    queryFn: ({ signal }) => api.courses.get(courseId, { signal }),
    enabled: open,
  });
  const [title, setTitle] = useState('');
  const [gradeLevel, setGradeLevel] = useState('');
  const [duration, setDuration] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ title?: string; duration?: string }>({});
  const [reserving, setReserving] = useState(false);
  const [enrolling, setEnrolling] = useState(false);

  useEffect(() => {
    const c = course.data;
    if (!c || loaded) return;
    setTitle(c.title ?? '');
    setGradeLevel(c.gradeLevel === null || c.gradeLevel === undefined ? '' : String(c.gradeLevel));
    setDuration(c.duration ? String(c.duration) : '');
    setLoaded(true);
  }, [course.data, loaded]);

  const changeStatus = useResourceMutation<string, Course>({
    mutationFn: (event, call) => api.courses.changeStatus(courseId, event, call),
    invalidate: [queryKeys.resource('courses')],
    onSuccess: (c) => {
      queryClient.setQueryData(queryKeys.detail('courses', courseId), c);
      toast.success(`Course is now ${c.status ?? ''}.`);
    },
  });
  const roster = useResourceMutation<void, string>({
    mutationFn: (_v, call) => api.courses.roster(courseId, call),
    onSuccess: (message) => toast.success(message),
  });

  const c = course.data;
  const reservedId = c?.reservedFor?.id ?? (c as { reservedForId?: number | null } | undefined)?.reservedForId ?? null;
  // The course reply names the reservation's student by id only: load the student for a readable line.
  const reservedStudent = useQuery({
    queryKey: queryKeys.detail('students', reservedId ?? -1),
    queryFn: ({ signal }) => api.students.get(reservedId as number, { signal, handleErrors: false }),
    enabled: open && typeof reservedId === 'number' && !c?.reservedFor?.name,
  });
  const reservedName =
    c?.reservedFor?.name ??
    ([reservedStudent.data?.firstName, reservedStudent.data?.lastName].filter(Boolean).join(' ') ||
      `#${reservedId ?? ''}`);
  const unreserve = useResourceMutation<void, Course>({
    mutationFn: (_v, call) => api.courses.unreserve(courseId, call),
    invalidate: [queryKeys.resource('courses'), queryKeys.resource('sessions')],
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.detail('courses', courseId), saved);
      toast.success('Reservation removed.');
    },
  });
  const status = c?.status ?? '';
  return (
    <>
      <FormModal<Course>
        open={open && !reserving && !enrolling}
        onClose={onClose}
        title={c?.title ? `Course: ${c.title}` : 'Course'}
        validate={() => {
          const next: typeof fieldErrors = {};
          if (!title.trim()) next.title = FIELD_REQUIRED;
          else if (title.trim().length > TITLE_MAX) next.title = fieldMaxLength(TITLE_MAX);
          const minutes = Number(duration);
          if (duration.trim() !== '' && (!Number.isInteger(minutes) || minutes < 1 || minutes > 100000))
            next.duration = fieldBetween(1, 100000);
          setFieldErrors(next);
          return Object.keys(next).length === 0;
        }}
        onSave={() =>
          api.courses.update(
            courseId,
            {
              title: title.trim(),
              gradeLevel: gradeLevel.trim() === '' ? null : Number(gradeLevel),
              duration: duration.trim() === '' ? null : Number(duration),
            },
            { handleErrors: false },
          )
        }
        successMessage="Course saved."
        onSaved={(saved) => {
          queryClient.setQueryData(queryKeys.detail('courses', courseId), saved);
          void queryClient.invalidateQueries({ queryKey: queryKeys.lists('courses') });
        }}
      >
        {!loaded ? <Spinner label="Loading course" /> : null}
        <p>{`Status: ${status}`}</p>
        <div role="group" aria-label="Course actions">
          {(COURSE_EVENTS[status] ?? []).map(({ event, label }) => (
            <Button
              key={event}
              size="sm"
              loading={changeStatus.processing}
              onClick={() => void changeStatus.run(event)}
            >
              {label}
            </Button>
          ))}{' '}
          <Button size="sm" loading={roster.processing} onClick={() => void roster.run()}>
            Roster
          </Button>{' '}
          {reservedId ? (
            <Button size="sm" loading={unreserve.processing} onClick={() => void unreserve.run()}>
              Unreserve
            </Button>
          ) : (
            <Button size="sm" onClick={() => setReserving(true)}>
              Reserve
            </Button>
          )}{' '}
          {c ? (
            <Button size="sm" onClick={() => setEnrolling(true)}>
              Batch enroll
            </Button>
          ) : null}
        </div>
        {reservedId ? (
          <p>{`Reserved for ${reservedName}${c?.reservedUntil ? ` until ${formatDate(c.reservedUntil)}` : ''}`}</p>
        ) : null}
        <FormField label="Title" required error={fieldErrors.title}>
          <TextInput value={title} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Grade level">
          <Select
            placeholder="None"
            options={GRADE_OPTIONS}
            value={gradeLevel}
            onChange={(e) => setGradeLevel(e.target.value)}
          />
        </FormField>
        <FormField label="Duration (minutes)" error={fieldErrors.duration}>
          <NumberInput value={duration} onChange={(e) => setDuration(e.target.value)} />
        </FormField>
      </FormModal>
      {enrolling && c ? <BatchEnrollModal open course={c} onClose={() => setEnrolling(false)} /> : null}
      {reserving ? (
        <ReserveDialog
          open
          courseId={courseId}
          onClose={() => {
            setReserving(false);
            void course.refetch();
          }}
        />
      ) : null}
    </>
  );
}
