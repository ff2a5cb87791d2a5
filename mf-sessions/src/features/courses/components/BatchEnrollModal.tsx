import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as api from '@tutoring/api-client/endpoints';
import { z, type Course, type Student } from '@tutoring/contract';
import { EnrollmentCreateSchema } from '@tutoring/contract/writes';
import { fieldBetween } from '@tutoring/domain';
import { ENROLLMENT_TYPE_LABELS } from '@tutoring/domain/areas';
import { Button, FormField, Select, Table, toast, VisuallyHidden } from '@tutoring/design-system';
import { describeSaveError, FormModal, NumberInput } from '@tutoring/design-system/forms';
import { useEnrollStudents } from '../../../shared/api/enrollments';
import { StudentPicker, studentLabel } from '../../../shared/components/StudentPicker';

/** Props of {@link BatchEnrollModal}. */
export interface BatchEnrollModalProps {
  open: boolean;
  /** The course the students are enrolled in (its brand picks the default enrollment type). */
  course: Pick<Course, 'id' | 'title'> & { brand?: Course['brand'] };
  onClose: () => void;
}

/** The enrollment types the API knows (DOM-44), with their labels (domain's `ENROLLMENT_TYPE_LABELS`, one table). */
export const ENROLLMENT_TYPES = (['Enrollment', 'LimitedEnrollment', 'FixedEnrollment'] as const).map((value) => ({
  value,
  label: ENROLLMENT_TYPE_LABELS[value],
}));

/** Texts of the batch enroll modal (SES-48 only says it is opened; OP-11). */
export const BATCH_ENROLL_TEXTS = {
  title: 'Batch enroll',
  addStudent: 'Add student',
  type: 'Enrollment type',
  limit: 'Attendance limit',
  students: 'Students to enroll',
  none: 'Add the students to enroll with the search above.',
  noStudents: 'Add at least one student to enroll.',
  already: 'Already enrolled',
  pending: 'To enroll',
  enrolled: 'Enrolled',
  checking: 'Checking…',
  remove: 'Remove',
  enroll: (n: number) => (n === 1 ? 'Enroll 1 student' : `Enroll ${n} students`),
  done: (n: number) => (n === 1 ? '1 student enrolled.' : `${n} students enrolled.`),
  partial: (ok: number, failed: number) =>
    `${ok} enrolled, ${failed} failed. Fix or remove the failed rows and try again.`,
  limitRange: fieldBetween(1, 1000), // OP-31l
} as const;

type RowStatus = 'checking' | 'pending' | 'already' | 'enrolled' | { error: string };
interface Row {
  student: Student;
  status: RowStatus;
}

/** Enrollment statuses that have ended (DOM statuses, OP-15): such an enrollment does not make a student "already enrolled". */
export const ENDED_ENROLLMENT_STATUSES: readonly string[] = ['canceled', 'transferred', 'expired'];

const statusText = (status: RowStatus): string =>
  typeof status === 'object'
    ? status.error
    : status === 'already'
      ? BATCH_ENROLL_TEXTS.already
      : status === 'enrolled'
        ? BATCH_ENROLL_TEXTS.enrolled
        : status === 'checking'
          ? BATCH_ENROLL_TEXTS.checking
          : BATCH_ENROLL_TEXTS.pending;

/** The brand's default enrollment type: Fixed for a fixed-price brand, otherwise Standard (SES-45). */
export function defaultEnrollmentType(brand: Course['brand'] | undefined): (typeof ENROLLMENT_TYPES)[number]['value'] {
  return brand?.paymentType?.toLowerCase() === 'fixed' ? 'FixedEnrollment' : 'Enrollment';
}

interface Values {
  type: string;
  limit: string;
  students: Row[];
}

const isToEnroll = (r: Row) => r.status === 'pending' || typeof r.status === 'object';

/**
 * The batch enroll form's schema: the contract's enrollment type; at least one student to enroll; a limited
 * enrollment's attendance limit 1..1000 (OP-31l).
 */
const BatchEnrollSchema = z
  .object({
    type: EnrollmentCreateSchema.shape.type,
    limit: z.string(),
    students: z.array(z.looseObject({})),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!(v.students as unknown as Row[]).some(isToEnroll))
        ctx.addIssue({ code: 'custom', path: ['students'], message: BATCH_ENROLL_TEXTS.noStudents });
      const count = Number(v.limit);
      if (
        v.type === 'LimitedEnrollment' &&
        (v.limit.trim() === '' || !Number.isInteger(count) || count < 1 || count > 1000)
      )
        ctx.addIssue({ code: 'custom', path: ['limit'], message: BATCH_ENROLL_TEXTS.limitRange });
    }),
  );

/** A save where some students were refused: the banner tells the count, each row its message (no toast). */
class PartlyEnrolled extends Error {
  readonly status = 422;
  readonly errors: string[];
  constructor(ok: number, failed: number) {
    super(BATCH_ENROLL_TEXTS.partial(ok, failed));
    this.errors = [this.message];
  }
}

/**
 * SES-48, OP-11: the batch enroll modal (lg, it holds a table). Students are added one by one with mf-crm's student
 * autocomplete (CRM-35; a local one when mf-crm is unavailable); each added student is checked with
 * `GET enrollments?courseId&studentId` and marked "Already enrolled" (skipped) when one has not ended (canceled,
 * transferred and expired enrollments do not count). The enrollment type defaults
 * from the course's brand (Fixed for a fixed-price brand); Limited attendance is offered when the brand allows it and
 * asks for the attendance limit (1..1000, the brand's count by default). Saving creates one generic
 * `POST enrollments` `{enrollment: {studentId, courseId, type[, limitedAttendancesCount]}}` per student to enroll;
 * a failure stays on its row with the server's message while the others go through.
 */
export function BatchEnrollModal({ open, course, onClose }: BatchEnrollModalProps) {
  const enrollStudents = useEnrollStudents();
  const brand = course.brand ?? undefined;
  const types = ENROLLMENT_TYPES.filter(
    (t) => t.value !== 'LimitedEnrollment' || !brand || brand.allowLimitedAttendance !== false,
  );
  const form = useForm<Values>({
    resolver: zodResolver(BatchEnrollSchema) as never,
    defaultValues: {
      type: defaultEnrollmentType(brand),
      limit: brand?.limitedAttendancesCount ? String(brand.limitedAttendancesCount) : '',
      students: [],
    },
  });
  const { control, getValues, register, watch } = form;
  const list = useFieldArray({ control, name: 'students', keyName: 'key' });
  const rows = watch('students');
  const [picked, setPicked] = useState<Student | null>(null);
  /** The "already enrolled" checks under way: saving waits for them. */
  const checks = useRef(new Set<Promise<unknown>>());
  // The search starts empty again after each pick (a fresh picker), with the focus kept in it for the next name.
  const [pickerKey, setPickerKey] = useState(0);
  useEffect(() => {
    if (pickerKey > 0) document.getElementById('batch-enroll-student')?.focus();
  }, [pickerKey]);

  const setStatus = (id: number, status: RowStatus) => {
    const index = getValues('students').findIndex((r) => r.student.id === id);
    if (index >= 0) list.update(index, { ...getValues(`students.${index}`), status });
  };

  const add = (student: Student | null) => {
    setPicked(null);
    if (student) setPickerKey((k) => k + 1);
    if (!student || getValues('students').some((r) => r.student.id === student.id)) return;
    list.append({ student, status: 'checking' });
    form.clearErrors('students');
    const check = api.enrollments
      .list({ courseId: course.id, studentId: student.id, per: 25 })
      .then((found) =>
        setStatus(
          student.id,
          found.results.some((e) => !ENDED_ENROLLMENT_STATUSES.includes(e.status ?? '')) ? 'already' : 'pending',
        ),
      )
      .catch(() => setStatus(student.id, 'pending'));
    checks.current.add(check);
    void check.finally(() => checks.current.delete(check));
  };

  const toEnroll = rows.filter(isToEnroll);
  const limited = watch('type') === 'LimitedEnrollment';

  const save = async (values: Values): Promise<number> => {
    await Promise.all(checks.current);
    const enroll = getValues('students').filter(isToEnroll);
    const isLimited = values.type === 'LimitedEnrollment';
    const { ok, failed } = await enrollStudents.mutateAsync({
      bodies: enroll.map(({ student }) => ({
        studentId: student.id,
        courseId: course.id,
        type: values.type,
        ...(isLimited ? { limitedAttendancesCount: Number(values.limit) } : {}),
      })),
      onResult: (index, error) => {
        const id = enroll[index]?.student.id;
        if (id !== undefined)
          setStatus(id, error === undefined ? 'enrolled' : { error: describeSaveError(error).message });
      },
    });
    if (failed > 0) throw new PartlyEnrolled(ok, failed);
    return ok;
  };

  return (
    <FormModal<number, Values>
      open={open}
      onClose={onClose}
      size="lg"
      title={`${BATCH_ENROLL_TEXTS.title}: ${course.title ?? `#${course.id}`}`}
      form={form}
      onSubmit={save}
      submitLabel={BATCH_ENROLL_TEXTS.enroll(toEnroll.length)}
      describeError={(error) => (error instanceof PartlyEnrolled ? null : describeSaveError(error))}
      onSaved={(ok) => toast.success(BATCH_ENROLL_TEXTS.done(ok))}
    >
      <FormField id="batch-enroll-student" label={BATCH_ENROLL_TEXTS.addStudent} name="students">
        <StudentPicker
          key={pickerKey}
          id="batch-enroll-student"
          value={picked}
          onChange={add}
          invalid={Boolean(form.formState.errors.students)}
        />
      </FormField>
      <Table<Row>
        caption={BATCH_ENROLL_TEXTS.students}
        rows={rows}
        getRowId={(r) => String(r.student.id)}
        empty={BATCH_ENROLL_TEXTS.none}
        columns={[
          { key: 'student', header: 'Student', render: (r) => studentLabel(r.student) },
          {
            key: 'status',
            header: 'Status',
            render: (r) =>
              typeof r.status === 'object' ? <span role="status">{statusText(r.status)}</span> : statusText(r.status),
          },
          {
            key: 'remove',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            align: 'right',
            render: (r) =>
              r.status === 'enrolled' ? null : (
                <Button
                  size="sm"
                  disabled={form.formState.isSubmitting}
                  aria-label={`${BATCH_ENROLL_TEXTS.remove}: ${studentLabel(r.student)}`}
                  onClick={() => list.remove(getValues('students').findIndex((x) => x.student.id === r.student.id))}
                >
                  {BATCH_ENROLL_TEXTS.remove}
                </Button>
              ),
          },
        ]}
      />
      <FormField label={BATCH_ENROLL_TEXTS.type} name="type">
        <Select options={types.map((t) => ({ value: t.value, label: t.label }))} {...register('type')} />
      </FormField>
      {limited ? (
        <FormField label={BATCH_ENROLL_TEXTS.limit} required name="limit">
          <NumberInput min={1} max={1000} {...register('limit')} />
        </FormField>
      ) : null}
    </FormModal>
  );
}
