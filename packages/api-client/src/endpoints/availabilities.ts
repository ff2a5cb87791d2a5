import * as C from '@tutoring/contract';
import { CALENDAR_FETCH_PER } from '@tutoring/domain';
import {
  request,
  resource,
  fetchList,
  get,
  send,
  list,
  iso,
  type Opts,
  type QueryParams,
  type ListResult,
} from './singleton';

/** API-49, API-52 availabilities. */
export const availabilities = {
  ...resource('availabilities'),
  /**
   * `GET availabilities?tutorId&startsAt&endsAt&noPagination`: every availability of the range (STF-28: a month holds
   * more than a page; the list's default of 10 cut it), with the calendars' page size for a server without it.
   */
  calendar: (
    params: { tutorId: number; startsAt: Date | string; endsAt: Date | string },
    options?: Opts,
  ): Promise<ListResult<C.Availability>> =>
    fetchList(
      'availabilities',
      'availabilities',
      C.AvailabilitySchema,
      {
        tutorId: params.tutorId,
        startsAt: iso(params.startsAt),
        endsAt: iso(params.endsAt),
        noPagination: true,
        per: CALENDAR_FETCH_PER,
      },
      options,
    ),
  /** `DELETE availabilities/clear_upcoming`. */
  clearUpcoming: async (params: QueryParams = {}, options?: Opts): Promise<void> => {
    await request({ method: 'DELETE', path: 'availabilities/clear_upcoming', searchParams: params, ...options });
  },
  /** `POST availabilities/repeat` `{availability: {id, tutorId, repeatOptions}}`. */
  repeat: async (
    availability: { id: number; tutorId?: number | null; repeatOptions: C.RepeatOption[] },
    options?: Opts,
  ) =>
    (
      await send(
        'POST',
        'availabilities/repeat',
        { availability },
        list('availabilities', C.AvailabilitySchema),
        options,
      )
    ).availabilities,
  /**
   * `GET availabilities/repeat_options?id&tutorId` (API-52): the weeks after availability `id` on offer for a repeat,
   * each with the tutor's open availability of that week. `tutorId` defaults on the server to the availability's tutor.
   */
  repeatOptions: async (params: { id: number; tutorId?: number | null }, options?: Opts) =>
    (await get('availabilities/repeat_options', C.AvailabilityRepeatOptionsReplySchema, params, options))
      .availabilityRepeatOptions,
};
