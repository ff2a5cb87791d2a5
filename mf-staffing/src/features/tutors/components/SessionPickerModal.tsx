import { useQuery } from '@tanstack/react-query';
import { listQueryFailed } from '@tutoring/api-client';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@tutoring/contract';
import { LoadFailure } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { useCurrentUser } from '@tutoring/platform';
import { SessionTable } from '../../../shared/components/SessionTable';
import { sessionQueries } from '../api/sessions';

/** Props of {@link SessionPickerModal}. */
export interface SessionPickerModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen session ids. */
  onPick: (sessionIds: number[]) => void;
}

/** The banner of a pick without sessions. */
export const CHOOSE_SESSIONS = 'Choose at least one session.';
const PickSchema = z.looseObject({
  sessionIds: z.array(z.int().check(z.positive())).check(z.minLength(1, CHOOSE_SESSIONS)),
});

/**
 * Picks upcoming sessions that still need a tutor (staffing filter), to open the assignment modal with; a form of
 * the chosen ids (react-hook-form, issue 23.2): none chosen says so in the one banner. Sessions that could not be
 * loaded are named with Retry in place of the table, never "No upcoming sessions need a tutor." (API-07).
 */
export function SessionPickerModal({ open, onClose, onPick }: SessionPickerModalProps) {
  const timeZone = useCurrentUser()?.timeZone;
  const form = useForm<{ sessionIds: number[] }>({
    resolver: zodResolver(PickSchema) as never,
    defaultValues: { sessionIds: [] },
  });
  const query = useQuery({ ...sessionQueries.needingTutor(), enabled: open });
  return (
    <FormModal<number[], { sessionIds: number[] }>
      open={open}
      onClose={onClose}
      size="lg"
      title="Choose sessions to staff"
      submitLabel="Find tutors"
      form={form}
      invalidMessage={(errors) => errors.sessionIds?.message ?? CHOOSE_SESSIONS}
      onSubmit={async ({ sessionIds }) => sessionIds}
      onSaved={onPick}
      closeOnSave={false}
    >
      {listQueryFailed(query) ? (
        <LoadFailure what="the sessions that need a tutor" onRetry={() => query.refetch()} />
      ) : (
        <Controller
          control={form.control}
          name="sessionIds"
          render={({ field }) => (
            <SessionTable
              caption="Sessions that need a tutor"
              sessions={query.data?.results ?? []}
              selectedIds={field.value}
              onSelectionChange={field.onChange}
              timeZone={timeZone}
              loading={query.isLoading}
              empty="No upcoming sessions need a tutor."
              extra={{
                header: 'Session',
                render: (s) => [s.title || s.name, s.course?.title].filter(Boolean).join(' · '),
              }}
            />
          )}
        />
      )}
    </FormModal>
  );
}
