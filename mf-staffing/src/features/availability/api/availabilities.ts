// Availability queries and mutations of the availability screen (issue 23.3: one module per resource, keys from
// `queryKeys`, each mutation names what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { RepeatOption } from '@tutoring/contract';
import { calendarKeys } from '../../calendar/api/useCalendarData';

/** Query options of availabilities (STF-26). */
export const availabilityQueries = {
  /** `GET availabilities/{id}` (the form loads the record it saves). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('availabilities', id ?? -1),
      queryFn: ({ signal }) => api.availabilities.get(id as number, { signal }),
      enabled: id !== null,
    }),
  /** `GET availabilities/repeat_options?id=&tutorId=`. */
  repeatOptions: (id: number, tutorId: number) =>
    queryOptions({
      queryKey: queryKeys.call('availabilities', 'repeat_options', id, tutorId),
      queryFn: ({ signal }) => api.availabilities.repeatOptions({ id, tutorId }, { signal }),
    }),
};

/** Re-queries every availability (the calendars' ranges and the generic lists, records and repeat options). */
const invalidateAvailabilities = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: calendarKeys.all('availabilities') }),
    client.invalidateQueries({ queryKey: queryKeys.resource('availabilities') }),
  ]);

/** STF: clears a tutor's upcoming unbooked availabilities; invalidates every availability. */
export function useClearUpcomingAvailabilities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tutorId: number) => api.availabilities.clearUpcoming({ tutorId }),
    onSuccess: () => void invalidateAvailabilities(client),
  });
}

/** The body of an availability save. */
export type AvailabilityBody = Parameters<typeof api.availabilities.create>[0];

/**
 * STF-26: creates (`id: null`) or updates an availability with the version its form was opened on; invalidates every
 * availability. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: number | null; body: AvailabilityBody; ifMatch?: string }) =>
      id === null ? api.availabilities.create(body) : api.availabilities.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void invalidateAvailabilities(client),
  });
}

/**
 * STF-26: deletes an availability; invalidates every availability and settles once they are read again (the dialog
 * closes on a list without it, so the focus can go to the availability that took its place). A failure toasts (the
 * default policy).
 */
export function useRemoveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.availabilities.remove(id),
    onSuccess: () => invalidateAvailabilities(client),
  });
}

/**
 * STF-26: repeats an availability on the chosen weeks (`POST availabilities/repeat`); invalidates every availability.
 * The form shows a failure itself (`errorToast: 'none'`).
 */
export function useRepeatAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; tutorId: number; repeatOptions: RepeatOption[] }) =>
      api.availabilities.repeat(body),
    meta: { errorToast: 'none' },
    onSuccess: () => void invalidateAvailabilities(client),
  });
}
