import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import { z, type Course, type Student } from '@tutoring/contract';
import { CourseUpdateSchema } from '@tutoring/contract/writes';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { validateReservationEndDate } from '@tutoring/domain/areas';
import { FormField } from '@tutoring/design-system';
import { DateInput, FormModal } from '@tutoring/design-system/forms';
import { useCurrentUser } from '@tutoring/platform';
import { useUpdateCourse } from '../../../shared/api/courses';
import { StudentPicker } from '../../../shared/components/StudentPicker';

/** Props of {@link ReserveDialog}. */
export interface ReserveDialogProps {
  open: boolean;
  courseId: number;
  onClose: () => void;
  /** Fixed "today" (tests, stories). */
  now?: Date;
}

interface Values {
  student: Student | null;
  /** YYYY-MM-DD */
  endDate: string | null;
}

/**
 * The reserve form's schema: a student (required) and OP-31j's end date (required, not before today in the user's
 * zone), mapped to the contract's course body (reservedForId, reservedUntil).
 */
const reserveSchema = (now: Date, zone: string | null | undefined) =>
  z.pipe(
    z.object({
      student: z
        .nullable(z.looseObject({ id: CourseUpdateSchema.shape.reservedForId }))
        .check(z.refine((s) => !!s, FIELD_REQUIRED)),
      endDate: z.nullable(z.string()).check(
        z.superRefine((v, ctx) => {
          const error = validateReservationEndDate(v, now, zone);
          if (error) ctx.addIssue({ code: 'custom', message: error });
        }),
      ),
    }),
    z.transform((v) => ({ reservedForId: v.student?.id as number, reservedUntil: v.endDate as string })),
  );

/**
 * SES-29, OP-43: the reserve dialog (md). mf-crm's student autocomplete (`mf_crm/StudentAutocomplete`, CRM-35, 400 ms;
 * a local one with the same call when mf-crm is unavailable) and a required reservation end date not before today;
 * saves `PUT courses/{id}` with reservedForId and reservedUntil, on the course version it was opened on (issue 20).
 */
export function ReserveDialog({ open, courseId, onClose, now }: ReserveDialogProps) {
  const zone = useCurrentUser()?.timeZone;
  const update = useUpdateCourse();
  const [today] = useState(() => now ?? new Date());
  const schema = useMemo(() => reserveSchema(today, zone), [today, zone]);
  const form = useForm<Values, unknown, { reservedForId: number; reservedUntil: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { student: null, endDate: null },
  });
  const [version] = useOpenedVersion('courses', courseId);
  return (
    <FormModal<Course, Values, { reservedForId: number; reservedUntil: string }>
      open={open}
      onClose={onClose}
      title="Reserve"
      form={form}
      serverFieldOf={(message) =>
        message.startsWith('Reserved until') ? 'endDate' : message.startsWith('Reserved for') ? 'student' : undefined
      }
      onSubmit={(body) => update.mutateAsync({ id: courseId, body, ifMatch: version })}
    >
      <FormField id="reserve-student" label="Student" required name="student">
        <Controller
          control={form.control}
          name="student"
          render={({ field, fieldState }) => (
            <StudentPicker
              id="reserve-student"
              value={field.value}
              onChange={field.onChange}
              invalid={fieldState.invalid}
            />
          )}
        />
      </FormField>
      <FormField label="Reservation end date" required name="endDate">
        <Controller
          control={form.control}
          name="endDate"
          render={({ field }) => <DateInput {...field} value={field.value} onChange={field.onChange} />}
        />
      </FormField>
    </FormModal>
  );
}
