// Availability mutations of the availability screen (issue 23.3: each mutation names what it invalidates; failures
// toast through the query client's error policy).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { calendarKeys } from '../../calendar/api/useCalendarData';

/** Re-queries every availability (the calendars' ranges and the generic lists and records). */
export function useRefreshAvailabilities() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: calendarKeys.all('availabilities') }),
      client.invalidateQueries({ queryKey: queryKeys.resource('availabilities') }),
    ]);
}

/** STF: clears a tutor's upcoming unbooked availabilities; invalidates every availability. */
export function useClearUpcomingAvailabilities() {
  const refresh = useRefreshAvailabilities();
  return useMutation({
    mutationFn: (tutorId: number) => api.availabilities.clearUpcoming({ tutorId }),
    onSuccess: () => void refresh(),
  });
}
