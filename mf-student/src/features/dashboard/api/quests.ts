// The student's badges and the prizes on offer (STU-12, STU-15, OP-76).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of quests (badges and prizes). */
export const questQueries = {
  /** STU-12, STU-15, OP-76: the student's unredeemed badges (the gems). */
  studentBadges: () =>
    queryOptions({
      queryKey: queryKeys.list('quests/student_badges', { per: 100 }),
      queryFn: () => api.quests.studentBadges({ per: 100 }),
    }),
  /** STU-15: the prizes on offer. */
  prizes: () =>
    queryOptions({
      queryKey: queryKeys.list('quests/prizes', { per: 100 }),
      queryFn: () => api.quests.prizes({ per: 100 }),
    }),
};

/** STU-12, STU-15, OP-76: the student's unredeemed badges (the gems). */
export function useStudentBadges() {
  return useQuery(questQueries.studentBadges());
}

/** STU-15: the prizes on offer. */
export function usePrizes() {
  return useQuery(questQueries.prizes());
}
