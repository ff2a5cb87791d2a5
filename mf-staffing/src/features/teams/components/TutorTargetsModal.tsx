import { type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOpenedVersion } from '@tutoring/api-client';
import type { Employee } from '@tutoring/contract';
import { TutorTargetsSchema } from '@tutoring/contract/writes';
import { FormField } from '@tutoring/design-system';
import { FormModal, NumberInput, useFillOnce } from '@tutoring/design-system/forms';
import { TARGET_MAX, TARGET_MIN } from '@tutoring/domain';
import { TARGETS_SAVED } from '@tutoring/domain/areas';
import { employeeQueries } from '../../../shared/api/employees';
import { useSaveTutorTargets } from '../api/teams';

/** The targets of one tutor (the contract's {@link TutorTargetsSchema}). */
export interface Targets {
  deliveryTarget: number;
  availabilityTarget: number;
}

/** Props of {@link TutorTargetsModal}. */
export interface TutorTargetsModalProps {
  tutorId: number;
  tutorName: string;
  initial: { deliveryTarget?: number | null; availabilityTarget?: number | null };
  open: boolean;
  onClose: () => void;
  onSaved?: () => void;
  /** Title; "Tutor Targets" (STF-22) or "Edit Targets" (STF-23). */
  title?: string;
  /** Extra content under the fields (the history of STF-23). */
  children?: ReactNode;
}

/**
 * STF-22: the Tutor Targets modal (md, OP-23): delivery and availability targets, both required whole numbers from
 * 0 to 80 ("Required", "Must be between 0 and 80", OP-31k) on the contract's schema; an invalid value blocks saving
 * (DS-03). It loads the tutor's record (`GET employees/{id}`; "Loading targets" until it is in the form) and saves
 * with the version it was opened on (If-Match, issue 20): a save someone made since answers 409, shown in the banner
 * with the values kept. A save toasts "Targets saved." and invalidates the tutor's record, its target history and the
 * team performance (the server records the targets from the current week on, so this week's row shows them).
 */
export function TutorTargetsModal({
  tutorId,
  tutorName,
  initial,
  open,
  onClose,
  onSaved,
  title = 'Tutor Targets',
  children,
}: TutorTargetsModalProps) {
  const tutor = useQuery({ ...employeeQueries.detail(tutorId), enabled: open });
  const form = useForm<Targets>({
    resolver: zodResolver(TutorTargetsSchema) as never,
    defaultValues: {
      deliveryTarget: null as unknown as number,
      availabilityTarget: null as unknown as number,
    },
  });
  const [version, keepVersion] = useOpenedVersion('employees');
  const filled = useFillOnce(
    form,
    // A failed load (told by the error policy) leaves the values the list showed.
    (tutor.data as TutorTargetsModalProps['initial'] | undefined) ?? (tutor.isError ? initial : undefined),
    (stored: TutorTargetsModalProps['initial']) => ({
      deliveryTarget: stored.deliveryTarget ?? (null as unknown as number),
      availabilityTarget: stored.availabilityTarget ?? (null as unknown as number),
    }),
    () => keepVersion({ id: tutorId }),
  );
  const save = useSaveTutorTargets();
  return (
    <FormModal<Employee, Targets>
      open={open}
      onClose={onClose}
      size="md"
      title={`${title}: ${tutorName}`}
      form={form}
      onSubmit={(targets) => save.mutateAsync({ tutorId, targets, ifMatch: version })}
      onSaved={() => onSaved?.()}
      successMessage={TARGETS_SAVED}
      loading={!filled && 'Loading targets'}
    >
      <FormField label="Delivery target" required name="deliveryTarget">
        <NumberInput min={TARGET_MIN} max={TARGET_MAX} {...form.register('deliveryTarget', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Availability target" required name="availabilityTarget">
        <NumberInput
          min={TARGET_MIN}
          max={TARGET_MAX}
          {...form.register('availabilityTarget', { valueAsNumber: true })}
        />
      </FormField>
      {children}
    </FormModal>
  );
}
