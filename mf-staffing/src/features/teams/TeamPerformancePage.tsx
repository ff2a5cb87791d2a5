import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { recordMissing } from '@tutoring/api-client';
import type { TeamStat } from '@tutoring/contract';
import {
  Button,
  EmptyState,
  LoadFailure,
  ProgressBar,
  Spinner,
  Table,
  type TableColumn,
} from '@tutoring/design-system';
import { formatDate } from '@tutoring/domain';
import { teamKind, teamTargetPercent } from '@tutoring/domain/areas';
import { useRouteTitle, useIsAdmin } from '@tutoring/platform';
import { teamQueries } from './api/teams';
import { TargetsEditModal } from './components/TargetsEditModal';
import { TeamModal } from './components/TeamModal';

const tutorName = (s: TeamStat) =>
  (s.tutor as { name?: string; fullName?: string } | null | undefined)?.name ??
  (s.tutor as { fullName?: string } | null | undefined)?.fullName ??
  `Tutor ${s.tutorId ?? ''}`;

/**
 * The performance columns. The design system's Table shows a row as a card of labelled values when the seven columns
 * do not fit (a phone), so the page never scrolls sideways. Without `onEditTargets` (a user the API would refuse the
 * targets save, `PUT employees/{id}` being the admin's) there is no Targets column.
 */
const columns = (onEditTargets: ((stat: TeamStat) => void) | null): Array<TableColumn<TeamStat>> => [
  { key: 'tutor', header: 'Tutor', render: tutorName },
  { key: 'date', header: 'Week of', render: (s) => formatDate(s.date ?? null) },
  {
    key: 'availability',
    header: 'Availability (actual / target)',
    render: (s) => `${s.availabilityActual ?? 0} / ${s.availabilityTarget ?? 0}`,
  },
  {
    key: 'availabilityPercent',
    header: 'Availability %',
    render: (s) => (
      <ProgressBar
        value={teamTargetPercent(s.availabilityActual, s.availabilityTarget)}
        label={`Availability of ${tutorName(s)}`}
      />
    ),
  },
  {
    key: 'delivery',
    header: 'Delivery (actual / target)',
    render: (s) => `${s.deliveryActual ?? 0} / ${s.deliveryTarget ?? 0}`,
  },
  {
    key: 'deliveryPercent',
    header: 'Delivery %',
    render: (s) => (
      <ProgressBar
        value={teamTargetPercent(s.deliveryActual, s.deliveryTarget)}
        label={`Delivery of ${tutorName(s)}`}
      />
    ),
  },
  ...(onEditTargets
    ? [
        {
          key: 'targets',
          header: 'Targets',
          render: (s: TeamStat) => (
            <Button size="sm" onClick={() => onEditTargets(s)} disabled={typeof s.tutorId !== 'number'}>
              Edit targets of {tutorName(s)}
            </Button>
          ),
        },
      ]
    : []),
];

/**
 * STF-25, DOM-28: team performance: for each tutor and week, availability and delivery target vs actual, with
 * percent = round(actual / target x 100) (0 when the target is 0) and the bar capped at 100.
 */
export function TeamPerformancePage() {
  const id = Number(useParams().id);
  const valid = !recordMissing(id, null);
  const team = useQuery(teamQueries.detail(valid ? id : null));
  const stats = useQuery({ ...teamQueries.stats(id), enabled: valid });
  const [editTeam, setEditTeam] = useState(false);
  const [targets, setTargets] = useState<TeamStat | null>(null);
  // Editing the team and the targets is the admin's (the API's `admin` policy); staff read the performance.
  const admin = useIsAdmin();
  // One columns array while the user stays who they are: a re-render of the table skips its unchanged rows.
  const performanceColumns = useMemo(() => columns(admin ? setTargets : null), [admin]);
  useRouteTitle([team.data?.name ?? 'Team', 'Teams']);
  if (recordMissing(id, team.error))
    return (
      <section aria-labelledby="team-heading">
        <p>
          <Link to="/teams">All teams</Link>
        </p>
        <h1 id="team-heading">Team</h1>
        <EmptyState title="This team does not exist." />
      </section>
    );
  return (
    <section aria-labelledby="team-heading">
      <p>
        <Link to="/teams">All teams</Link>
      </p>
      <h1 id="team-heading">{team.data?.name ?? 'Team'}</h1>
      {team.data ? (
        <p>
          {teamKind(team.data.type) === 'tutor' ? 'Tutor team' : 'Advisor team'}
          {team.data.manager
            ? ` · Manager: ${team.data.manager.fullName ?? [team.data.manager.firstName, team.data.manager.lastName].filter(Boolean).join(' ')}`
            : ''}{' '}
          {admin ? (
            <Button size="sm" onClick={() => setEditTeam(true)}>
              Edit team
            </Button>
          ) : null}
        </p>
      ) : null}
      {team.isError ? <LoadFailure what="this team" onRetry={() => team.refetch()} /> : null}
      {stats.isLoading ? <Spinner label="Loading performance" /> : null}
      {stats.isError ? <LoadFailure what="the team's performance" onRetry={() => stats.refetch()} /> : null}
      {stats.data ? (
        <Table
          caption="Performance"
          columns={performanceColumns}
          rows={stats.data}
          getRowId={(s) => `${s.tutorId ?? ''}-${s.date ?? ''}`}
        />
      ) : null}
      {editTeam && team.data ? <TeamModal open teamId={team.data.id} onClose={() => setEditTeam(false)} /> : null}
      {targets && typeof targets.tutorId === 'number' ? (
        <TargetsEditModal
          open
          tutorId={targets.tutorId}
          tutorName={tutorName(targets)}
          initial={{ deliveryTarget: targets.deliveryTarget, availabilityTarget: targets.availabilityTarget }}
          onClose={() => setTargets(null)}
        />
      ) : null}
    </section>
  );
}
