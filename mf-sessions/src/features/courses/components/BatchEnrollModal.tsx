import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Course, Student } from '@tutoring/contract';
import { FIX_FORM_ERRORS, fieldBetween } from '@tutoring/domain';
import {
  Alert,
  Button,
  describeSaveError,
  FormField,
  Modal,
  NumberInput,
  Select,
  Table,
  toast,
  VisuallyHidden,
} from '@tutoring/design-system';
import { StudentPicker, studentLabel } from '../../../shared/components/StudentPicker';

/** Props of {@link BatchEnrollModal}. */
export interface BatchEnrollModalProps {
  open: boolean;
  /** The course the students are enrolled in (its brand picks the default enrollment type). */
  course: Pick<Course, 'id' | 'title'> & { brand?: Course['brand'] };
  onClose: () => void;
}

/** The enrollment types the API knows (DOM-73), with their labels. */
export const ENROLLMENT_TYPES = [
  { value: 'Enrollment', label: 'Standard' },
  { value: 'LimitedEnrollment', label: 'Limited attendance' },
  { value: 'FixedEnrollment', label: 'Fixed' },
] as const;

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
  const queryClient = useQueryClient();
  const brand = course.brand ?? undefined;
  const types = ENROLLMENT_TYPES.filter(
    (t) => t.value !== 'LimitedEnrollment' || !brand || brand.allowLimitedAttendance !== false,
  );
  const [rows, setRows] = useState<Row[]>([]);
  const [picked, setPicked] = useState<Student | null>(null);
  const [type, setType] = useState<string>(defaultEnrollmentType(brand));
  const [limit, setLimit] = useState(brand?.limitedAttendancesCount ? String(brand.limitedAttendancesCount) : '');
  const [errors, setErrors] = useState<{ form?: string; students?: string; limit?: string }>({});
  const [saving, setSaving] = useState(false);
  // The search starts empty again after each pick (a fresh picker), with the focus kept in it for the next name.
  const [pickerKey, setPickerKey] = useState(0);
  useEffect(() => {
    if (pickerKey > 0) document.getElementById('batch-enroll-student')?.focus();
  }, [pickerKey]);

  const setStatus = (id: number, status: RowStatus) =>
    setRows((all) => all.map((r) => (r.student.id === id ? { ...r, status } : r)));

  const add = (student: Student | null) => {
    setPicked(null);
    if (student) setPickerKey((k) => k + 1);
    if (!student || rows.some((r) => r.student.id === student.id)) return;
    setRows((all) => [...all, { student, status: 'checking' }]);
    setErrors((e) => ({ ...e, students: undefined }));
    void api.enrollments
      .list({ courseId: course.id, studentId: student.id, per: 25 }, { handleErrors: false })
      .then((found) =>
        setStatus(
          student.id,
          found.results.some((e) => !ENDED_ENROLLMENT_STATUSES.includes(e.status ?? '')) ? 'already' : 'pending',
        ),
      )
      .catch(() => setStatus(student.id, 'pending'));
  };

  const toEnroll = rows.filter((r) => r.status === 'pending' || typeof r.status === 'object');
  const limited = type === 'LimitedEnrollment';

  const save = async () => {
    const next: typeof errors = {};
    if (toEnroll.length === 0) next.students = BATCH_ENROLL_TEXTS.noStudents;
    const count = Number(limit);
    if (limited && (limit.trim() === '' || !Number.isInteger(count) || count < 1 || count > 1000))
      next.limit = BATCH_ENROLL_TEXTS.limitRange;
    if (next.students || next.limit) next.form = FIX_FORM_ERRORS;
    setErrors(next);
    if (next.form) return;
    setSaving(true);
    let ok = 0;
    let failed = 0;
    for (const { student } of toEnroll) {
      try {
        await api.enrollments.create(
          { studentId: student.id, courseId: course.id, type, ...(limited ? { limitedAttendancesCount: count } : {}) },
          { handleErrors: false },
        );
        ok += 1;
        setStatus(student.id, 'enrolled');
      } catch (error) {
        failed += 1;
        setStatus(student.id, { error: describeSaveError(error).message });
      }
    }
    setSaving(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('enrollments') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('courses') });
    if (failed === 0) {
      toast.success(BATCH_ENROLL_TEXTS.done(ok));
      onClose();
    } else {
      setErrors({ form: BATCH_ENROLL_TEXTS.partial(ok, failed) });
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`${BATCH_ENROLL_TEXTS.title}: ${course.title ?? `#${course.id}`}`}
      dirty={toEnroll.length > 0 && !saving}
      footer={
        <Button
          variant="primary"
          loading={saving}
          disabled={rows.some((r) => r.status === 'checking')}
          onClick={() => void save()}
        >
          {BATCH_ENROLL_TEXTS.enroll(toEnroll.length)}
        </Button>
      }
    >
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <FormField id="batch-enroll-student" label={BATCH_ENROLL_TEXTS.addStudent} error={errors.students}>
        <StudentPicker
          key={pickerKey}
          id="batch-enroll-student"
          value={picked}
          onChange={add}
          invalid={Boolean(errors.students)}
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
                  disabled={saving}
                  aria-label={`${BATCH_ENROLL_TEXTS.remove}: ${studentLabel(r.student)}`}
                  onClick={() => setRows((all) => all.filter((x) => x !== r))}
                >
                  {BATCH_ENROLL_TEXTS.remove}
                </Button>
              ),
          },
        ]}
      />
      <FormField label={BATCH_ENROLL_TEXTS.type}>
        <Select
          value={type}
          onChange={(e) => setType(e.target.value)}
          options={types.map((t) => ({ value: t.value, label: t.label }))}
        />
      </FormField>
      {limited ? (
        <FormField label={BATCH_ENROLL_TEXTS.limit} required error={errors.limit}>
          <NumberInput value={limit} min={1} max={1000} onChange={(e) => setLimit(e.target.value)} />
        </FormField>
      ) : null}
    </Modal>
  );
}
