import { useMemo, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getQueryClient } from '@tutoring/api-client';
import { Button, FormField, Modal, Select, toast } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';
import { unassignedFromSessions } from '@tutoring/domain/areas';
import {
  assignmentOf,
  canUnassignAny,
  offersPrimaryChange,
  primaryAssignment,
  unassignModalSessions,
} from '../../../shared/lib/assignment';
import { SessionTable } from '../../../shared/components/SessionTable';
import { useMakePrimaryTutor, useUnassignTutor } from '../api/assignments';
import { courseQueries } from '../api/sessions';

/** Props of {@link CourseTutorStaffingModal} (also the `./CourseTutorStaffingModal` expose). */
export interface CourseTutorStaffingModalProps {
  courseId: number;
  open: boolean;
  onClose: () => void;
}

const Sub = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Content({ courseId, open, onClose }: CourseTutorStaffingModalProps) {
  const timeZone = useCurrentUser()?.timeZone;
  const unassignTutor = useUnassignTutor();
  const makePrimary = useMakePrimaryTutor();
  const query = useQuery({ ...courseQueries.staffing(courseId), enabled: open });
  const all = useMemo(() => query.data?.sessions ?? [], [query.data]);
  const [tutorId, setTutorId] = useState<number | null>(null);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  // The tutors who can be removed: everyone assigned to one of the course's sessions.
  const tutors = useMemo(() => {
    const map = new Map<number, string>();
    for (const s of all)
      for (const a of s.assignments ?? [])
        if (typeof a.employeeId === 'number')
          map.set(a.employeeId, [a.firstName, a.lastName].filter(Boolean).join(' '));
    return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [all]);
  const sessions = unassignModalSessions(all, tutorId);
  const selected = sessions.filter((s) => selectedIds.includes(s.id));
  const enabled = !saving && canUnassignAny(selected, tutorId);

  const unassign = async () => {
    if (!enabled) return;
    setSaving(true);
    let removed = 0;
    try {
      for (const session of selected) {
        const assignment = assignmentOf(session, tutorId);
        if (typeof assignment?.id !== 'number') continue;
        await unassignTutor.mutateAsync(assignment.id);
        removed += 1;
      }
    } catch {
      // The mutation's error policy showed the reply's errors (API-09); it invalidated the staffing queries.
    } finally {
      setSaving(false);
      setSelectedIds([]);
    }
    if (removed > 0) toast.success(unassignedFromSessions(removed));
  };

  const changePrimary = async (assignmentId: number) => {
    try {
      await makePrimary.mutateAsync(assignmentId);
    } catch {
      // Shown by the mutation's error policy (API-09).
    }
  };

  const title = query.data
    ? ['Course Tutor Staffing', query.data.department?.name, query.data.course.title].filter(Boolean).join(' · ')
    : 'Course Tutor Staffing';
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={title}
      cancelLabel="Close"
      footer={
        <Button variant="primary" disabled={!enabled} loading={saving} onClick={() => void unassign()}>
          Unassign
        </Button>
      }
    >
      {query.data ? (
        <Sub>
          {query.data.department?.name ? `${query.data.department.name} — ` : ''}
          {query.data.course.title}
        </Sub>
      ) : null}
      <FormField label="Tutor">
        <Select
          placeholder="Choose a tutor"
          value={tutorId === null ? '' : String(tutorId)}
          onChange={(e) => setTutorId(e.target.value ? Number(e.target.value) : null)}
          options={tutors.map(([id, name]) => ({ value: String(id), label: name }))}
        />
      </FormField>
      <SessionTable
        caption="Unassigned sessions"
        sessions={sessions}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        timeZone={timeZone}
        loading={query.isLoading}
        extra={{
          header: 'Primary tutor',
          render: (session) =>
            offersPrimaryChange(session) ? (
              <Select
                aria-label={`Primary tutor of session ${session.id}`}
                value={String(primaryAssignment(session)?.id ?? '')}
                onChange={(e) => void changePrimary(Number(e.target.value))}
                options={(session.assignments ?? []).map((a) => ({
                  value: String(a.id),
                  label: [a.firstName, a.lastName].filter(Boolean).join(' '),
                }))}
              />
            ) : null,
        }}
      />
    </Modal>
  );
}

/**
 * STF-19..STF-21: Course Tutor Staffing (the unassign modal, xl per OP-23). Exposed for mf-sessions as
 * `mf_staffing/CourseTutorStaffingModal`.
 */
export function CourseTutorStaffingModal(props: CourseTutorStaffingModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Content {...props} />
    </QueryClientProvider>
  );
}
