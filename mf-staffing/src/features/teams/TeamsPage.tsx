import { useState } from 'react';
import type { Team } from '@tutoring/contract';
import { ActionRow, Button } from '@tutoring/design-system';
import { ListLink, ListTable, useListQuery, useIsAdmin } from '@tutoring/platform';
import { teamKind } from '@tutoring/domain/areas';
import { TeamModal } from './components/TeamModal';

/**
 * STF-24: the teams list (tutor and advisor kinds) with the team modals; a team links to its performance. Staff read
 * it; creating and editing teams is the admin's (the API's `admin` policy), so only an admin is offered them.
 */
export function TeamsPage() {
  const admin = useIsAdmin();
  const list = useListQuery<Team>({
    routeName: 'teams',
    resource: 'teams',
    defaults: { per: 25 },
    fixed: { include: 'manager' },
  });
  const [editing, setEditing] = useState<{ id: number | null; kind: 'tutor' | 'advisor' } | null>(null);
  return (
    <section aria-labelledby="teams-heading">
      <h1 id="teams-heading">Teams</h1>
      {admin ? (
        <ActionRow>
          <Button variant="primary" onClick={() => setEditing({ id: null, kind: 'tutor' })}>
            New tutor team
          </Button>
          <Button onClick={() => setEditing({ id: null, kind: 'advisor' })}>New advisor team</Button>
        </ActionRow>
      ) : null}
      <ListTable
        list={list}
        caption="Teams"
        hideCaption
        columns={[
          { key: 'name', header: 'Name', render: (t) => <ListLink to={`/teams/${t.id}`}>{t.name}</ListLink> },
          {
            key: 'type',
            header: 'Kind',
            render: (t) => (teamKind(t.type) === 'tutor' ? 'Tutor team' : 'Advisor team'),
          },
          {
            key: 'manager',
            header: 'Manager',
            render: (t) => t.manager?.fullName ?? [t.manager?.firstName, t.manager?.lastName].filter(Boolean).join(' '),
          },
          ...(admin
            ? [
                {
                  key: 'edit',
                  header: 'Edit',
                  render: (t: Team) => (
                    <Button size="sm" onClick={() => setEditing({ id: t.id, kind: teamKind(t.type) })}>
                      Edit {t.name}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        getRowId={(t) => String(t.id)}
      />
      {editing ? <TeamModal open teamId={editing.id} kind={editing.kind} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
