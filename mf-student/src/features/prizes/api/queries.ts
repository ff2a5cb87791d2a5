import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** STU-19: the student's prizes with their shipment (`GET quests/student_prizes`). */
export function useStudentPrizes() {
  return useQuery({
    queryKey: queryKeys.list('quests/student_prizes', { per: 100 }),
    queryFn: () => api.quests.studentPrizes({ per: 100 }),
  });
}
