import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z, type Session } from '@tutoring/contract';
import { FIELD_REQUIRED, formatDate, formatTime } from '@tutoring/domain';
import { SESSION_CHANGED } from '@tutoring/domain/areas';
import { Button, FormField, useFieldProps } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { useCurrentUser, useIsAdmin } from '@tutoring/platform';
import { useSubstituteJointSession } from '../api/sessions';
import { canSubstitute } from './canSubstitute';
import { SessionHubModal } from './SessionHubModal';

export { canSubstitute };

/** Props of {@link SessionSubstitutionModal}. */
export interface SessionSubstitutionModalProps {
  open: boolean;
  session: Session;
  onClose: () => void;
}

interface Values {
  /** The hub session picked in the hub modal (SES-07). */
  hub: Session | null;
}

/** The substitution form's schema: a hub session is required; the body is `{hubSessionId}`. */
const SubstitutionSchema = z.pipe(
  z.object({
    hub: z.nullable(z.looseObject({ id: z.int() })).check(z.refine((h) => !!h, FIELD_REQUIRED)),
  }),
  z.transform((v) => ({ hubSessionId: v.hub?.id as number })),
);

/** The hub picked, described by the field's error (a refusal naming the hub is read with it). */
function HubShown({ children }: { children: ReactNode }) {
  const { id, 'aria-describedby': describedBy } = useFieldProps({});
  return (
    <p id={id} aria-describedby={describedBy}>
      {children}
    </p>
  );
}

/**
 * SES-08: the session substitution modal (xl). Picks a hub session (SES-07) and substitutes the joint session's tutor
 * with `PUT sessions/{id}/substitute_joint_session`. Renders nothing for non-admins or once attendance was taken.
 */
export function SessionSubstitutionModal({ open, session, onClose }: SessionSubstitutionModalProps) {
  const isAdmin = useIsAdmin();
  const zone = useCurrentUser()?.timeZone;
  const substitute = useSubstituteJointSession();
  const form = useForm<Values, unknown, { hubSessionId: number }>({
    resolver: zodResolver(SubstitutionSchema) as never,
    defaultValues: { hub: null },
  });
  const [picking, setPicking] = useState(false);
  if (!open || !canSubstitute(session, isAdmin)) return null;
  return (
    <>
      <FormModal<unknown, Values, { hubSessionId: number }>
        open={open && !picking}
        onClose={onClose}
        size="xl"
        title="Substitute joint session"
        form={form}
        onSubmit={({ hubSessionId }) => substitute.mutateAsync({ id: session.id, hubSessionId })}
        submitLabel="Substitute"
        successMessage={SESSION_CHANGED}
      >
        <p>{`${session.title ?? session.course?.title ?? `Session ${session.id}`}, ${formatDate(session.startsAt, zone)} ${formatTime(session.startsAt, zone)}`}</p>
        <FormField id="substitution-hub" label="Hub session" required name="hub">
          <Controller
            control={form.control}
            name="hub"
            render={({ field }) => (
              <HubShown>
                {field.value
                  ? `Hub: ${field.value.title ?? `Session ${field.value.id}`} ${formatDate(field.value.startsAt, zone)} ${formatTime(field.value.startsAt, zone)}`
                  : 'No hub session chosen.'}
              </HubShown>
            )}
          />
        </FormField>
        <Button onClick={() => setPicking(true)}>Choose hub session</Button>
      </FormModal>
      <SessionHubModal
        open={picking}
        sessionId={session.id}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          form.setValue('hub', picked, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          setPicking(false);
        }}
      />
    </>
  );
}
