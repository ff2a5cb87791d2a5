import { useState, type ReactNode } from 'react';
import { api } from '@tutoring/api-client';
import { FormField, FormModal, NumberInput } from '@tutoring/design-system';
import { TARGET_MAX, TARGET_MIN, validateTutorTargets } from '@tutoring/domain';

/** The targets of one tutor. */
export interface Targets {
  deliveryTarget: string;
  availabilityTarget: string;
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
 * STF-22: the Tutor Targets modal (md, OP-23): delivery and availability targets, both required numbers from 0 to
 * 80 ("Required", "Must be between 0 and 80", OP-31k); an invalid value blocks saving (DS-03).
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
  const [values, setValues] = useState<Targets>({
    deliveryTarget:
      initial.deliveryTarget === null || initial.deliveryTarget === undefined ? '' : String(initial.deliveryTarget),
    availabilityTarget:
      initial.availabilityTarget === null || initial.availabilityTarget === undefined
        ? ''
        : String(initial.availabilityTarget),
  });
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateTutorTargets(values);
  const save = () =>
    api.employees.update(
      tutorId,
      { deliveryTarget: Number(values.deliveryTarget), availabilityTarget: Number(values.availabilityTarget) },
      { handleErrors: false },
    );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="md"
      title={`${title}: ${tutorName}`}
      onSave={save}
      onSaved={() => onSaved?.()}
      validate={() => {
        setShowErrors(true);
        return Object.keys(errors).length === 0;
      }}
    >
      <FormField label="Delivery target" required error={showErrors ? errors.deliveryTarget : null}>
        <NumberInput
          min={TARGET_MIN}
          max={TARGET_MAX}
          value={values.deliveryTarget}
          onChange={(e) => setValues((v) => ({ ...v, deliveryTarget: e.target.value }))}
        />
      </FormField>
      <FormField label="Availability target" required error={showErrors ? errors.availabilityTarget : null}>
        <NumberInput
          min={TARGET_MIN}
          max={TARGET_MAX}
          value={values.availabilityTarget}
          onChange={(e) => setValues((v) => ({ ...v, availabilityTarget: e.target.value }))}
        />
      </FormField>
      {children}
    </FormModal>
  );
}
