import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, SearchField, Tabs, toast, FilterBar } from '@tutoring/design-system';
import { Toggle } from '@tutoring/design-system/forms';
import { AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain';
import { INCLUDE_NON_ACCEPTING_TUTORS, TUTOR_AUTOCOMPLETE_DELAY_MS, assignedToSessions } from '@tutoring/domain/areas';
import { useCurrentUser, useHasPermission } from '@tutoring/platform';
import { assignBlock, notQualifiedMessage, sessionsToAssign } from '../../../shared/lib/assignment';
import { SessionTable } from '../../../shared/components/SessionTable';
import { useAssignTutor } from '../api/assignments';
import { sessionQueries } from '../api/sessions';
import { brandAllowsEmployeeStaffing, brandQueries, tutorQueries } from '../api/tutors';
import { CandidateList, candidateName, type CandidateRow } from './CandidateList';
import { TutorBioModal } from './TutorBioModal';

/** Props of {@link TutorAssignmentModal}. */
export interface TutorAssignmentModalProps {
  sessionIds: readonly number[];
  open: boolean;
  onClose: () => void;
  /** Override of the brand rule for the Employees tab (STF-09); default: read from the sessions' brands. */
  allowEmployeeStaffing?: boolean;
  /** Called after assignments were created. */
  onAssigned?: (count: number) => void;
}

/**
 * STF-09..STF-18: the tutor assignment modal (xl, OP-23): the session table with select-all, a Tutors tab (search,
 * potential tutors in priority order, the OPERATIONS-only non-accepting toggle) and, when the brand allows employee
 * staffing, an Employees tab; Assign creates one assignment per selected assignable session.
 */
export function TutorAssignmentModal({
  sessionIds,
  open,
  onClose,
  allowEmployeeStaffing,
  onAssigned,
}: TutorAssignmentModalProps) {
  const user = useCurrentUser();
  const timeZone = user?.timeZone;
  const operations = useHasPermission('OPERATIONS');
  const assignTutor = useAssignTutor();
  const sessionsQuery = useQuery(sessionQueries.staffing(sessionIds));
  const sessions = useMemo(() => sessionsQuery.data ?? [], [sessionsQuery.data]);
  const [selectedIds, setSelectedIds] = useState<number[]>(() => [...sessionIds]);
  const selected = sessions.filter((s) => selectedIds.includes(s.id));
  const [tab, setTab] = useState<'tutors' | 'employees'>('tutors');
  // STF-02, STF-16: each search applies after its typing pause (500 ms tutors, 400 ms employees) or on Enter.
  const [tutorQuery, setTutorQuery] = useState('');
  const [employeeQuery, setEmployeeQuery] = useState('');
  const [includeNonAccepting, setIncludeNonAccepting] = useState(false);
  const [chosen, setChosen] = useState<CandidateRow | null>(null);
  const [saving, setSaving] = useState(false);
  const [bioId, setBioId] = useState<number | null>(null);

  const brandIds = [
    ...new Set(
      sessions
        .map((s) => s.course?.brandId ?? s.course?.brand?.id)
        .filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const brands = useQuery(brandQueries.many(allowEmployeeStaffing === undefined ? brandIds : []));
  const employeesAllowed =
    allowEmployeeStaffing ??
    (sessions.some((s) => brandAllowsEmployeeStaffing(s.course?.brand)) ||
      (brands.data ?? []).some(brandAllowsEmployeeStaffing));

  const nonAccepting = operations && includeNonAccepting;
  const tutors = useQuery({
    ...tutorQueries.candidates(sessionIds, tutorQuery, nonAccepting),
    enabled: open && tab === 'tutors' && sessionIds.length > 0,
  });
  const employees = useQuery({
    ...tutorQueries.employeeCandidates(employeeQuery),
    enabled: open && tab === 'employees' && employeesAllowed && employeeQuery.trim() !== '',
  });

  const block = assignBlock({ saving, candidate: chosen, selected });
  const qualifiedMessage = notQualifiedMessage(chosen);

  const assign = async () => {
    if (!chosen || block) return;
    setSaving(true);
    let created = 0;
    try {
      for (const session of sessionsToAssign(selected, chosen)) {
        await assignTutor.mutateAsync({ sessionId: session.id, employeeId: chosen.id });
        created += 1;
      }
    } catch {
      // The mutation's error policy showed the reply's errors (API-09); the assignments made so far stay.
    } finally {
      setSaving(false);
    }
    if (created > 0) {
      toast.success(assignedToSessions(candidateName(chosen), created));
      onAssigned?.(created);
    }
  };

  const choose = (candidate: CandidateRow) => setChosen(candidate);
  const tabs = [
    {
      id: 'tutors',
      label: 'Tutors',
      content: (
        <div>
          <FilterBar label="Find a tutor">
            <SearchField
              label="Search tutors"
              value={tutorQuery}
              delay={TUTOR_AUTOCOMPLETE_DELAY_MS}
              onSearch={setTutorQuery}
            />
            {operations ? (
              <Toggle
                label={INCLUDE_NON_ACCEPTING_TUTORS}
                checked={includeNonAccepting}
                onChange={(e) => setIncludeNonAccepting(e.target.checked)}
              />
            ) : null}
          </FilterBar>
          <CandidateList
            caption="Tutor candidates"
            candidates={tutors.data ?? []}
            chosenId={chosen?.id ?? null}
            onChoose={choose}
            sessions={sessions}
            timeZone={timeZone}
            onShowBio={(c) => setBioId(c.id)}
            loading={tutors.isFetching}
          />
        </div>
      ),
    },
    ...(employeesAllowed
      ? [
          {
            id: 'employees',
            label: 'Employees',
            content: (
              <div>
                <FilterBar label="Find an employee">
                  <SearchField
                    label="Search employees"
                    value={employeeQuery}
                    delay={AUTOCOMPLETE_DELAY_MS}
                    onSearch={setEmployeeQuery}
                  />
                </FilterBar>
                <CandidateList
                  caption="Employee candidates"
                  candidates={employees.data ?? []}
                  chosenId={chosen?.id ?? null}
                  onChoose={choose}
                  sessions={sessions}
                  timeZone={timeZone}
                  tutorColumns={false}
                  loading={employees.isFetching}
                />
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title="Tutor Assignment"
      cancelLabel="Close"
      footer={
        <Button variant="primary" disabled={block !== null} loading={saving} onClick={() => void assign()}>
          Assign
        </Button>
      }
    >
      <SessionTable
        caption="Sessions to staff"
        sessions={sessions}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        timeZone={timeZone}
        loading={sessionsQuery.isLoading}
      />
      {chosen ? <p>Chosen: {candidateName(chosen)}</p> : null}
      {qualifiedMessage ? <Alert>{qualifiedMessage}</Alert> : null}
      <Tabs
        label="Candidates"
        items={tabs}
        selectedId={tab}
        onChange={(id) => {
          setTab(id as 'tutors' | 'employees');
          setChosen(null);
        }}
      />
      {bioId !== null ? <TutorBioModal tutorId={bioId} open onClose={() => setBioId(null)} /> : null}
    </Modal>
  );
}
