import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '@tutoring/api-client';
import type { Team } from '@tutoring/contract';
import { Checkbox, FormField, FormModal, Select, TextInput } from '@tutoring/design-system';
import { teamKind } from '@tutoring/domain';
import { useTeam, useTeamPickLists } from '../api/teams';

/** Props of {@link TeamModal}. */
export interface TeamModalProps {
  /** The team to edit, or null for a new one. */
  teamId: number | null;
  /** Kind of a new team (DOM-35). */
  kind?: 'tutor' | 'advisor';
  open: boolean;
  onClose: () => void;
  onSaved?: (team: Team) => void;
}

/** The wire type of a team kind (the server's TutorTeam / AdvisorTeam). */
export const TEAM_WIRE_TYPE = { tutor: 'TutorTeam', advisor: 'AdvisorTeam' } as const;

const Members = styled.fieldset`
  max-height: 260px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
`;

/**
 * STF-24, DOM-35, OP-57: the team modals (lg). A Tutor team edits its manager (managerId) and tutors (tutorIds); an
 * Advisor team its manager and advisors (advisorIds). Loads `GET teams/{id}`; saves with `POST teams` / `PUT teams/{id}`.
 */
export function TeamModal({ teamId, kind: newKind = 'tutor', open, onClose, onSaved }: TeamModalProps) {
  const team = useTeam(teamId);
  const kind = team.data ? teamKind(team.data.type) : newKind;
  const lists = useTeamPickLists(open);
  const [name, setName] = useState('');
  const [managerId, setManagerId] = useState('');
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const loaded = team.data;
  useEffect(() => {
    if (!loaded) return;
    setName(loaded.name ?? '');
    setManagerId(loaded.managerId ? String(loaded.managerId) : '');
    setMemberIds([...((teamKind(loaded.type) === 'tutor' ? loaded.tutorIds : loaded.advisorIds) ?? [])]);
  }, [loaded]);
  const candidates =
    kind === 'tutor'
      ? lists.tutors
      : [
          ...lists.advisors,
          ...lists.employees.filter((e) => memberIds.includes(e.id) && !lists.advisors.some((a) => a.id === e.id)),
        ];
  const body = () => ({
    name: name.trim(),
    type: TEAM_WIRE_TYPE[kind],
    managerId: managerId ? Number(managerId) : null,
    ...(kind === 'tutor' ? { tutorIds: memberIds } : { advisorIds: memberIds }),
  });
  const save = () =>
    teamId === null
      ? api.teams.create(body(), { handleErrors: false })
      : api.teams.update(teamId, body(), { handleErrors: false });
  const membersLabel = kind === 'tutor' ? 'Tutors' : 'Advisors';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="lg"
      title={teamId === null ? `New ${kind} team` : `Edit ${name || 'team'}`}
      onSave={save}
      onSaved={onSaved}
    >
      <FormField label="Name" required>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} required maxLength={191} />
      </FormField>
      <FormField label="Manager">
        <Select
          placeholder="No manager"
          value={managerId}
          onChange={(e) => setManagerId(e.target.value)}
          options={lists.employees.map((e) => ({
            value: String(e.id),
            label: e.fullName || `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim(),
          }))}
        />
      </FormField>
      <Members>
        <legend>{membersLabel}</legend>
        {candidates.map((person) => (
          <Checkbox
            key={person.id}
            label={person.fullName || `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim()}
            checked={memberIds.includes(person.id)}
            onChange={(e) =>
              setMemberIds((ids) => (e.target.checked ? [...ids, person.id] : ids.filter((id) => id !== person.id)))
            }
          />
        ))}
      </Members>
    </FormModal>
  );
}
