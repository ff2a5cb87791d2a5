// Session queries of the attendance screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys, type ListParams } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of sessions as the reschedule search and the episode schedule list them. */
export const sessionSearchQueries = {
  /** One page of the session search (kept on screen while the next page loads). */
  page: (params: ListParams) =>
    queryOptions({
      queryKey: queryKeys.list('sessions', { search: true, ...params }),
      queryFn: ({ signal }) => api.sessions.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** SES-32: one page of a student's upcoming sessions (the episode schedule). */
  episodeSchedule: (params: ListParams) =>
    queryOptions({
      queryKey: queryKeys.list('sessions', { episode: true, ...params }),
      queryFn: ({ signal }) => api.sessions.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),
};
