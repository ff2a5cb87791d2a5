import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { recordMissing, useOpenedVersion } from '@tutoring/api-client';
import { z, type Course } from '@tutoring/contract';
import { CourseUpdateSchema } from '@tutoring/contract/writes';
import { fieldBetween, formatDate } from '@tutoring/domain';
import { gradeLabel } from '@tutoring/domain/areas';
import {
  Button,
  EmptyState,
  Facts,
  FormField,
  LoadFailure,
  Modal,
  Select,
  Spinner,
  TextInput,
  confirm,
  toast,
} from '@tutoring/design-system';
import { FormModal, NumberInput, useFillOnce } from '@tutoring/design-system/forms';
import { useAppName } from '@tutoring/platform';
import {
  courseQueries,
  useChangeCourseStatus,
  useCourseRoster,
  useUnreserveCourse,
  useUpdateCourse,
} from '../../../shared/api/courses';
import { studentQueries } from '../../../shared/api/students';
import { ReserveDialog } from '../../sessions/components/ReserveDialog';
import { BatchEnrollModal } from './BatchEnrollModal';

/** Props of {@link CourseEditModal}. */
export interface CourseEditModalProps {
  open: boolean;
  courseId: number;
  onClose: () => void;
  /** Called with the saved course. */
  onSaved?: (course: Course) => void;
}

/** The course grade levels the API accepts (-1 = TK, 0 = K, DOM-16), labelled by gradeLabel. */
const GRADE_OPTIONS = Array.from({ length: 14 }, (_, i) => i - 1).map((g) => ({
  value: String(g),
  label: gradeLabel(g),
}));
/** Link text of the course's Course Tutor Staffing modal (STF-19; the Courses list rows say the same). */
export const TUTOR_STAFFING_LINK = 'Tutor staffing';

const DURATION_MAX = 100000;
/**
 * The course form (SES-42): the contract's course rules for the title (required, at most 191) and the grade level,
 * the duration with OP-31l's "Must be between 1 and 100000" (a blank duration sends none, the server keeps its own).
 */
const CourseFormSchema = z.object({
  title: CourseUpdateSchema.shape.title.def.innerType,
  gradeLevel: z.string(),
  duration: z.optional(
    z
      .number(fieldBetween(1, DURATION_MAX))
      .check(z.int(fieldBetween(1, DURATION_MAX)))
      .check(z.minimum(1, fieldBetween(1, DURATION_MAX)))
      .check(z.maximum(DURATION_MAX, fieldBetween(1, DURATION_MAX))),
  ),
});
interface Values {
  title: string;
  /** '' = none */
  gradeLevel: string;
  duration: number | undefined;
}

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
 * The question before "Cancel course" (OP-14; the documents give no text): the api-server has no event out of
 * canceled, and cancelling a course changes only its status (its sessions stay scheduled, its enrollments active).
 */
export const CANCEL_COURSE_CONFIRM = {
  title: 'Cancel this course?',
  message:
    'A canceled course cannot be published, completed or reopened: this cannot be undone. Its sessions and enrollments are not canceled with it.',
  confirmLabel: 'Cancel course',
  cancelLabel: 'Keep course',
} as const;

/**
 * SES-42, SES-43, OP-11, OP-14, OP-72: the course edit modal (md). Loads and saves `GET/PUT courses/{id}`; the status
 * changes through `PUT courses/{id}/change_status` `{event}`; "Roster" shows the message of `GET courses/{id}/roster`
 * as a toast; "Reserve" opens the reserve dialog (SES-29); "Batch enroll" opens the batch enroll modal (SES-48).
 * Outside the back office (the tutor app) the course is read-only: status, title, grade level, duration, the
 * reservation and "Roster" (the api-server refuses a tutor every course change with 403).
 */
export function CourseEditModal({ open, courseId, onClose, onSaved }: CourseEditModalProps) {
  const course = useQuery({ ...courseQueries.detail(courseId), enabled: open });
  const update = useUpdateCourse();
  const app = useAppName();
  const staff = app === 'admin' || app === 'crm';
  const form = useForm<Values>({
    resolver: zodResolver(CourseFormSchema) as never,
    defaultValues: { title: '', gradeLevel: '', duration: undefined },
  });
  const { control, register } = form;
  const [version, keepVersion] = useOpenedVersion('courses');
  const loaded = useFillOnce(
    form,
    course.data,
    (c) => ({
      title: c.title ?? '',
      gradeLevel: c.gradeLevel === null || c.gradeLevel === undefined ? '' : String(c.gradeLevel),
      duration: c.duration ?? undefined,
    }),
    keepVersion,
  );
  const [reserving, setReserving] = useState(false);
  const [enrolling, setEnrolling] = useState(false);

  /**
   * After this modal's own changes (status, reservation), the form saves on the course's new version: it is loaded
   * again, so the next save is not refused as someone else's (issue 20).
   */
  const reloadVersion = async () => {
    await course.refetch();
    keepVersion({ id: courseId });
  };
  const changeStatus = useChangeCourseStatus(courseId, (c) => {
    toast.success(`Course is now ${c.status ?? ''}.`);
    void reloadVersion();
  });
  const roster = useCourseRoster(courseId, (message) => toast.success(message));

  const c = course.data;
  const reservedId = c?.reservedFor?.id ?? (c as { reservedForId?: number | null } | undefined)?.reservedForId ?? null;
  // The course reply names the reservation's student by id only: load the student for a readable line.
  const reservedStudent = useQuery({
    ...studentQueries.detail(reservedId ?? -1),
    enabled: open && typeof reservedId === 'number' && !c?.reservedFor?.name,
  });
  const reservedName =
    c?.reservedFor?.name ??
    ([reservedStudent.data?.firstName, reservedStudent.data?.lastName].filter(Boolean).join(' ') ||
      `#${reservedId ?? ''}`);
  const unreserve = useUnreserveCourse(() => {
    toast.success('Reservation removed.');
    void reloadVersion();
  });
  const status = c?.status ?? '';
  // A course that could not be loaded: the dialog says so in its place (a missing one without Retry), instead of the
  // form's spinner turning forever (docs/one-way.md, load failures).
  if (open && course.isError)
    return (
      <Modal open title="Course" onClose={onClose}>
        {recordMissing(courseId, course.error) ? (
          <EmptyState title="This course does not exist." />
        ) : (
          <LoadFailure what="this course" onRetry={() => course.refetch()} />
        )}
      </Modal>
    );
  if (open && !staff)
    return (
      <Modal open title={c?.title ? `Course: ${c.title}` : 'Course'} onClose={onClose} cancelLabel="Close">
        {c ? (
          <>
            <Facts>
              <dt>Status</dt>
              <dd>{status}</dd>
              <dt>Title</dt>
              <dd>{c.title ?? ''}</dd>
              <dt>Grade level</dt>
              <dd>{gradeLabel(c.gradeLevel)}</dd>
              <dt>Duration (minutes)</dt>
              <dd>{c.duration ?? ''}</dd>
            </Facts>
            {reservedId ? (
              <p>{`Reserved for ${reservedName}${c.reservedUntil ? ` until ${formatDate(c.reservedUntil)}` : ''}`}</p>
            ) : null}
            <div role="group" aria-label="Course actions">
              <Button size="sm" loading={roster.processing} onClick={() => void roster.run()}>
                Roster
              </Button>
            </div>
          </>
        ) : (
          <Spinner label="Loading course" />
        )}
      </Modal>
    );
  return (
    <>
      <FormModal<Course, Values>
        open={open && !reserving && !enrolling}
        onClose={onClose}
        title={c?.title ? `Course: ${c.title}` : 'Course'}
        form={form}
        onSubmit={(values) =>
          update.mutateAsync({
            id: courseId,
            body: {
              title: values.title.trim(),
              gradeLevel: values.gradeLevel === '' ? null : Number(values.gradeLevel),
              ...(values.duration === undefined ? {} : { duration: values.duration }),
            },
            ifMatch: version,
          })
        }
        onSaved={onSaved}
        successMessage="Course saved."
        loading={!loaded && 'Loading course'}
      >
        <p>{`Status: ${status}`}</p>
        <div role="group" aria-label="Course actions">
          {(COURSE_EVENTS[status] ?? []).map(({ event, label }) => (
            <Button
              key={event}
              size="sm"
              variant={event === 'cancel' ? 'danger' : undefined}
              loading={changeStatus.processing}
              onClick={async () => {
                // No way back from canceled: ask first, as "Cancel this session?" does.
                if (event === 'cancel' && !(await confirm({ ...CANCEL_COURSE_CONFIRM, variant: 'danger' }))) return;
                await changeStatus.run(event);
              }}
            >
              {label}
            </Button>
          ))}{' '}
          <Button size="sm" loading={roster.processing} onClick={() => void roster.run()}>
            Roster
          </Button>{' '}
          {reservedId ? (
            <Button size="sm" loading={unreserve.processing} onClick={() => void unreserve.run(courseId)}>
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
          {staff ? (
            <>
              {' '}
              {/* STF-19: the course's Course Tutor Staffing modal (mf-staffing), as from the Courses list rows. */}
              <RouterLink to={`/tutors?courseId=${courseId}`}>{TUTOR_STAFFING_LINK}</RouterLink>
            </>
          ) : null}
        </div>
        {reservedId ? (
          <p>{`Reserved for ${reservedName}${c?.reservedUntil ? ` until ${formatDate(c.reservedUntil)}` : ''}`}</p>
        ) : null}
        <FormField label="Title" required name="title">
          <TextInput {...register('title')} />
        </FormField>
        <FormField label="Grade level" name="gradeLevel">
          <Select placeholder="None" options={GRADE_OPTIONS} {...register('gradeLevel')} />
        </FormField>
        <FormField label="Duration (minutes)" name="duration">
          <Controller
            control={control}
            name="duration"
            render={({ field }) => (
              <NumberInput
                {...field}
                value={field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
                onChange={(e) => field.onChange(e.target.value.trim() === '' ? undefined : Number(e.target.value))}
              />
            )}
          />
        </FormField>
      </FormModal>
      {enrolling && c ? <BatchEnrollModal open course={c} onClose={() => setEnrolling(false)} /> : null}
      {reserving ? (
        <ReserveDialog
          open
          courseId={courseId}
          onClose={() => {
            setReserving(false);
            void reloadVersion();
          }}
        />
      ) : null}
    </>
  );
}
