import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@tutoring/contract';
import { ReassignSchema } from '@tutoring/contract/writes';
import { FormField, Select } from '@tutoring/design-system';
import { FormModal, IdSelect } from '@tutoring/design-system/forms';
import { FIELD_REQUIRED } from '@tutoring/domain';
import { CHOOSE_AN_OWNER } from '@tutoring/domain/areas';
import { useEmployeeOptions } from '../api/reference';

type Values = { employeeId: number | null };

/** The value of the "Unassigned" choice when a choice is required (`''` is "nothing chosen yet"). */
const UNASSIGNED = 'unassigned';
/** The bulk form: the owner must be chosen, "Unassigned" included; mapped to the contract's reassign member. */
const ChoiceSchema = z.looseObject({ owner: z.string().check(z.refine((owner) => owner !== '', FIELD_REQUIRED)) });
type ChoiceValues = { owner: string };

/** Props of {@link ReassignModal}. */
export interface ReassignModalProps<T> {
  open: boolean;
  title: string;
  /** The owner the form starts on (a single record's reassign). */
  currentEmployeeId: number | null | undefined;
  /**
   * No owner is preselected and Reassign refuses to send until one (or "Unassigned") is chosen: for the bulk
   * reassign, whose rows may have different owners, so that a quick Reassign never unassigns them all.
   */
  requireChoice?: boolean;
  reassign: (employeeId: number | null) => Promise<T>;
  onSaved: (result: T) => void;
  onClose: () => void;
}

/**
 * Reassign modal (md, OP-23): picks the owning employee (or nobody) and hands it to `reassign`
 * (CRM-12 `PUT parents/{id}/reassign`, CRM-22 `PUT lead_sources/{id}/reassign`), on the contract's reassign member.
 */
export function ReassignModal<T>(props: ReassignModalProps<T>) {
  return props.requireChoice ? <ChosenOwnerModal {...props} /> : <CurrentOwnerModal {...props} />;
}

function CurrentOwnerModal<T>({ open, title, currentEmployeeId, reassign, onSaved, onClose }: ReassignModalProps<T>) {
  const options = useEmployeeOptions();
  const form = useForm<Values>({
    resolver: zodResolver(ReassignSchema) as never,
    defaultValues: { employeeId: currentEmployeeId ?? null },
  });
  return (
    <FormModal<T, Values>
      open={open}
      title={title}
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={({ employeeId }) => reassign(employeeId ?? null)}
      onSaved={onSaved}
      submitLabel="Reassign"
      closeOnSave={false}
    >
      <FormField label="Owner" name="employeeId">
        <Controller
          control={form.control}
          name="employeeId"
          render={({ field }) => <IdSelect {...field} options={options} placeholder="Unassigned" />}
        />
      </FormField>
    </FormModal>
  );
}

function ChosenOwnerModal<T>({ open, title, reassign, onSaved, onClose }: ReassignModalProps<T>) {
  const employees = useEmployeeOptions();
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(ChoiceSchema) as never,
    defaultValues: { owner: '' },
  });
  return (
    <FormModal<T, ChoiceValues>
      open={open}
      title={title}
      size="md"
      onClose={onClose}
      form={form}
      onSubmit={({ owner }) =>
        reassign(ReassignSchema.parse({ employeeId: owner === UNASSIGNED ? null : Number(owner) }).employeeId ?? null)
      }
      onSaved={onSaved}
      submitLabel="Reassign"
      closeOnSave={false}
    >
      <FormField label="Owner" required name="owner">
        <Select
          {...form.register('owner')}
          options={[{ value: UNASSIGNED, label: 'Unassigned' }, ...employees]}
          placeholder={CHOOSE_AN_OWNER}
        />
      </FormField>
    </FormModal>
  );
}
