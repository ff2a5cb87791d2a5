import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { useOpenedVersion } from '@tutoring/api-client';
import type { Team } from '@tutoring/contract';
import { TeamCreateSchema } from '@tutoring/contract/writes';
import { Checkbox, FormField, LoadFailure, Select, TextInput } from '@tutoring/design-system';
import { FormModal, useFillOnce } from '@tutoring/design-system/forms';
import { teamKind } from '@tutoring/domain/areas';
import { teamQueries, useSaveTeam, useTeamPickLists, type TeamPickList } from '../api/teams';

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

/** The values the team form edits: the contract's team body, the members as one list of ids. */
interface TeamValues {
  name: string;
  type: string;
  managerId: number | null;
  memberIds: number[];
}

/** The wire type of a team kind (the server's TutorTeam / AdvisorTeam). */
export const TEAM_WIRE_TYPE = { tutor: 'TutorTeam', advisor: 'AdvisorTeam' } as const;

/** What each pick list offers, as the failure names it. */
const PICK_LIST_NAMES: Record<TeamPickList, string> = { employees: 'managers', advisors: 'advisors', tutors: 'tutors' };

/** "the managers to choose from", "the managers and tutors to choose from". */
export function pickListFailureWhat(lists: readonly TeamPickList[]): string {
  const names = lists.map((list) => PICK_LIST_NAMES[list]);
  return `the ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]} to choose from`;
}

const Members = styled.fieldset`
  max-height: 260px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
`;

/**
 * STF-24, DOM-35, OP-57: the team modals (lg). A Tutor team edits its manager (managerId) and tutors (tutorIds); an
 * Advisor team its manager and advisors (advisorIds). Loads `GET teams/{id}`; saves with `POST teams` / `PUT teams/{id}`
 * (the save invalidates every team query). A pick list that could not be loaded (managers, or the team kind's members)
 * is named with Retry in place of its field, never shown as a list without anyone; the values the team holds are kept.
 */
export function TeamModal({ teamId, kind: newKind = 'tutor', open, onClose, onSaved }: TeamModalProps) {
  const team = useQuery(teamQueries.detail(teamId));
  const save = useSaveTeam();
  const kind = team.data ? teamKind(team.data.type) : newKind;
  const lists = useTeamPickLists(open);
  const form = useForm<TeamValues>({
    resolver: zodResolver(TeamCreateSchema) as never,
    defaultValues: { name: '', type: TEAM_WIRE_TYPE[kind], managerId: null, memberIds: [] },
  });
  const [version, keepVersion] = useOpenedVersion('teams');
  const { control, register, watch } = form;
  const filled = useFillOnce(
    form,
    teamId === null ? null : team.data,
    (loaded) => ({
      name: loaded.name ?? '',
      type: loaded.type ?? TEAM_WIRE_TYPE[teamKind(loaded.type)],
      managerId: loaded.managerId ?? null,
      memberIds: [...((teamKind(loaded.type) === 'tutor' ? loaded.tutorIds : loaded.advisorIds) ?? [])],
    }),
    keepVersion,
  );
  const memberIds = watch('memberIds');
  const name = watch('name');
  const candidates =
    kind === 'tutor'
      ? lists.tutors
      : [
          ...lists.advisors,
          ...lists.employees.filter((e) => memberIds.includes(e.id) && !lists.advisors.some((a) => a.id === e.id)),
        ];
  const membersLabel = kind === 'tutor' ? 'Tutors' : 'Advisors';
  const membersList: TeamPickList = kind === 'tutor' ? 'tutors' : 'advisors';
  const missing = lists.failed.filter((list) => list === 'employees' || list === membersList);
  return (
    <FormModal<Team, TeamValues>
      open={open}
      onClose={onClose}
      size="lg"
      title={teamId === null ? `New ${kind} team` : `Edit ${name || 'team'}`}
      form={form}
      onSubmit={(values) => {
        const body = {
          name: values.name.trim(),
          type: TEAM_WIRE_TYPE[kind],
          managerId: values.managerId,
          ...(kind === 'tutor' ? { tutorIds: values.memberIds } : { advisorIds: values.memberIds }),
        };
        return save.mutateAsync({ id: teamId, body, ifMatch: version });
      }}
      onSaved={onSaved}
      loading={!filled && 'Loading team'}
    >
      <FormField label="Name" required name="name">
        <TextInput {...register('name')} maxLength={191} />
      </FormField>
      {missing.length ? <LoadFailure what={pickListFailureWhat(missing)} onRetry={() => lists.retry(missing)} /> : null}
      {missing.includes('employees') ? null : (
        <FormField label="Manager" name="managerId">
          <Controller
            control={control}
            name="managerId"
            render={({ field }) => (
              <Select
                {...field}
                placeholder="No manager"
                value={field.value == null ? '' : String(field.value)}
                onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
                options={lists.employees.map((e) => ({
                  value: String(e.id),
                  label: e.fullName || `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim(),
                }))}
              />
            )}
          />
        </FormField>
      )}
      {missing.includes(membersList) ? null : (
        <Controller
          control={control}
          name="memberIds"
          render={({ field }) => (
            <Members>
              <legend>{membersLabel}</legend>
              {candidates.map((person) => (
                <Checkbox
                  key={person.id}
                  label={person.fullName || `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim()}
                  checked={field.value.includes(person.id)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked ? [...field.value, person.id] : field.value.filter((id) => id !== person.id),
                    )
                  }
                />
              ))}
            </Members>
          )}
        />
      )}
    </FormModal>
  );
}
