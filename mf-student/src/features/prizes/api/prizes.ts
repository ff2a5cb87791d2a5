// The student's prizes (STU-15..STU-19): what they own and the trade of gems for a prize.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import { SERVER_ERROR } from '@tutoring/domain';

/** Query options of the student's prizes. */
export const studentPrizeQueries = {
  /** STU-19: the student's prizes with their shipment (`GET quests/student_prizes`). */
  list: () =>
    queryOptions({
      queryKey: queryKeys.list('quests/student_prizes', { per: 100 }),
      queryFn: () => api.quests.studentPrizes({ per: 100 }),
    }),
};

/** STU-19: the student's prizes with their shipment. */
export function useStudentPrizes() {
  return useQuery(studentPrizeQueries.list());
}

/** What a purchase changes: the gems (badges), the student's prizes and the student's points. */
const CHANGED_BY_PURCHASE = ['quests/student_badges', 'quests/student_prizes', 'students'] as const;

/**
 * STU-18: `POST quests/student_prizes` with the prizeId; it invalidates the badges, the student's prizes and the
 * student. A failure toasts through the query client's policy: a 500 "Sorry, there has been a problem" with the
 * spec's server error text, anything else the generic handler (API-09).
 */
export function usePurchasePrize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prizeId: number) => api.quests.purchasePrize(prizeId),
    meta: { errorToast: 'generic', serverErrorMessage: SERVER_ERROR },
    onSuccess: () => {
      for (const name of CHANGED_BY_PURCHASE) void client.invalidateQueries({ queryKey: queryKeys.resource(name) });
    },
  });
}
