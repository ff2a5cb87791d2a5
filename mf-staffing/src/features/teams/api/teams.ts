// Team queries and mutations of the teams screens (issue 23.3: one module per resource, keys from `queryKeys`, each
// mutation names what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryFailed, queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { employeeQueries } from '../../../shared/api/employees';
import { tutorQueries } from '../../tutors/api/tutors';

/** Query options of teams (STF-24, STF-25). */
export const teamQueries = {
  /** `GET teams/{id}` with manager and members (STF-24). */
  detail: (teamId: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('teams', teamId ?? -1, 'manager,tutors,advisors'),
      queryFn: ({ signal }) => api.teams.get(teamId as number, { include: ['manager', 'tutors', 'advisors'], signal }),
      enabled: teamId !== null,
    }),
  /** `GET teams/{id}/stats` (STF-25). */
  stats: (teamId: number) =>
    queryOptions({
      queryKey: queryKeys.call('teams', 'stats', teamId),
      queryFn: ({ signal }) => api.teams.stats(teamId, { signal }),
    }),
};

/** Query options of target histories (STF-23). */
export const targetHistoryQueries = {
  /** A tutor's last ten targets (`GET target_histories`). */
  byTutor: (tutorId: number) =>
    queryOptions({
      queryKey: queryKeys.list('target_histories', { tutorId }),
      queryFn: ({ signal }) =>
        api.targetHistories.list({ tutorId, orderBy: 'date', orderSort: 'desc', per: 10 }, { signal }),
    }),
  /** A tutor's targets on a date (`GET target_histories/date`). */
  atDate: (tutorId: number, date: string | null) =>
    queryOptions({
      queryKey: queryKeys.call('target_histories', 'date', tutorId, date),
      queryFn: ({ signal }) => api.targetHistories.byDate({ date: date as string, tutorId }, { signal }),
      enabled: !!date,
    }),
};

/** A pick list of the team modals. */
export type TeamPickList = 'employees' | 'advisors' | 'tutors';

/**
 * Pick lists of the team modals: active employees (managers, advisors) and tutors. `failed` names the lists that could
 * not be loaded (API-07), which the modal must not show as lists without anyone; `retry` asks for those again.
 */
export function useTeamPickLists(enabled: boolean) {
  const employees = useQuery({ ...employeeQueries.pickList(), enabled });
  const advisors = useQuery({ ...employeeQueries.advisors(), enabled });
  const tutors = useQuery({ ...tutorQueries.pickList(), enabled });
  const queries = { employees, advisors, tutors };
  const failed = (Object.keys(queries) as TeamPickList[]).filter((list) => listQueryFailed(queries[list]));
  return {
    employees: employees.data?.results ?? [],
    advisors: advisors.data?.results ?? [],
    tutors: tutors.data?.results ?? [],
    failed,
    retry: (lists: readonly TeamPickList[]) => Promise.all(lists.map((list) => queries[list].refetch())),
  };
}

/**
 * STF-23: a tutor's target history (`GET target_histories` for the tutor, and `GET target_histories/date`). A history
 * or targets on a date that could not be loaded come with their query to retry (`historyFailure`, `atDateFailure`),
 * so the modal does not show an empty history or "No targets recorded for that date.".
 */
export function useTargetHistory(tutorId: number, date: string | null) {
  const list = useQuery(targetHistoryQueries.byTutor(tutorId));
  const atDate = useQuery(targetHistoryQueries.atDate(tutorId, date));
  return {
    history: list.data?.results ?? [],
    atDate: atDate.data ?? null,
    loading: list.isLoading,
    historyFailure: listQueryFailed(list) ? { refetch: () => list.refetch() } : null,
    atDateFailure: atDate.isError ? { refetch: () => atDate.refetch() } : null,
  };
}

/** The body of a team save. */
export type TeamBody = Parameters<typeof api.teams.create>[0];

/**
 * STF-24: creates (`id: null`) or updates a team with the version its form was opened on; invalidates every team
 * query (lists, the record, the performance). The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: number | null; body: TeamBody; ifMatch?: string }) =>
      id === null ? api.teams.create(body) : api.teams.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('teams') }),
  });
}

/**
 * STF-22, STF-23: saves a tutor's targets (`PUT employees/{id}`) with the version the form was opened on;
 * invalidates the tutor's record, the target histories and the team performance. The form shows a failure itself.
 */
export function useSaveTutorTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      tutorId,
      targets,
      ifMatch,
    }: {
      tutorId: number;
      targets: { deliveryTarget: number; availabilityTarget: number };
      ifMatch?: string;
    }) => api.employees.update(tutorId, { ...targets }, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.details('employees') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('target_histories') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('teams') });
    },
  });
}
