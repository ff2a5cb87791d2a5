/** Query hooks of the teams feature (STF-22..STF-25). */
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** `GET teams/{id}` with manager and members (STF-24). */
export function useTeam(teamId: number | null) {
  return useQuery({
    queryKey: queryKeys.detail('teams', teamId ?? -1, 'manager,tutors,advisors'),
    queryFn: ({ signal }) => api.teams.get(teamId as number, { include: ['manager', 'tutors', 'advisors'], signal }),
    enabled: teamId !== null,
  });
}

/** `GET teams/{id}/stats` (STF-25). */
export function useTeamStats(teamId: number) {
  return useQuery({
    queryKey: queryKeys.call('teams', 'stats', teamId),
    queryFn: ({ signal }) => api.teams.stats(teamId, { signal }),
  });
}

/** Pick lists of the team modals: active employees (managers, advisors) and tutors. */
export function useTeamPickLists(enabled: boolean) {
  const employees = useQuery({
    queryKey: queryKeys.list('employees', { active: true, per: 1000, pick: true }),
    queryFn: ({ signal }) => api.employees.list({ active: true, per: 1000 }, { signal }),
    enabled,
  });
  // STF-31, API-27: the advisor pick list is `GET employees?active&roles[]=academic_advisor&per=1000`.
  const advisors = useQuery({
    queryKey: queryKeys.list('employees', { active: true, roles: ['academic_advisor'], per: 1000 }),
    queryFn: ({ signal }) => api.employees.listByRoles({ active: true, roles: ['academic_advisor'] }, { signal }),
    enabled,
  });
  const tutors = useQuery({
    queryKey: queryKeys.list('tutors', { active: true, per: 1000, pick: true }),
    queryFn: ({ signal }) => api.tutors.list({ active: true, per: 1000 }, { signal }),
    enabled,
  });
  return {
    employees: employees.data?.results ?? [],
    advisors: advisors.data?.results ?? [],
    tutors: tutors.data?.results ?? [],
  };
}

/** STF-23: a tutor's target history (`GET target_histories` for the tutor, and `GET target_histories/date`). */
export function useTargetHistory(tutorId: number, date: string | null) {
  const list = useQuery({
    queryKey: queryKeys.list('target_histories', { tutorId }),
    queryFn: ({ signal }) =>
      api.targetHistories.list({ tutorId, orderBy: 'date', orderSort: 'desc', per: 10 }, { signal }),
  });
  const atDate = useQuery({
    queryKey: queryKeys.call('target_histories', 'date', tutorId, date),
    queryFn: ({ signal }) => api.targetHistories.byDate({ date: date as string, tutorId }, { signal }),
    enabled: !!date,
  });
  return { history: list.data?.results ?? [], atDate: atDate.data ?? null, loading: list.isLoading };
}
