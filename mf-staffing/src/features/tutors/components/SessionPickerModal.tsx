import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { Button, Modal } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { SessionTable } from '../../../shared/components/SessionTable';

/** Props of {@link SessionPickerModal}. */
export interface SessionPickerModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen session ids. */
  onPick: (sessionIds: number[]) => void;
}

/** Picks upcoming sessions that still need a tutor (staffing filter), to open the assignment modal with. */
export function SessionPickerModal({ open, onClose, onPick }: SessionPickerModalProps) {
  const timeZone = useCurrentUser()?.timeZone;
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const query = useQuery({
    queryKey: queryKeys.list('sessions', { staffing: true, schedule: 'upcoming', picker: true }),
    queryFn: ({ signal }) =>
      api.sessions.list(
        {
          staffing: true,
          schedule: 'upcoming',
          include: 'assignments,course',
          orderBy: 'starts_at',
          orderSort: 'asc',
          per: 100,
        },
        { signal },
      ),
    enabled: open,
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Choose sessions to staff"
      footer={
        <Button variant="primary" disabled={selectedIds.length === 0} onClick={() => onPick(selectedIds)}>
          Find tutors
        </Button>
      }
    >
      <SessionTable
        caption="Sessions that need a tutor"
        sessions={query.data?.results ?? []}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        timeZone={timeZone}
        loading={query.isLoading}
        empty="No upcoming sessions need a tutor."
        extra={{ header: 'Session', render: (s) => [s.title || s.name, s.course?.title].filter(Boolean).join(' · ') }}
      />
    </Modal>
  );
}
