import * as C from '@tutoring/contract';
import { CALENDAR_FETCH_PER } from '@tutoring/domain';
import { resource, fetchList, iso, type Opts, type ListParams, type ListResult } from './singleton';

/** API-49, API-53 events. */
export const events = {
  ...resource('events'),
  /** `GET events?startsAt&endsAt&noPagination`, with the calendars' page size for a server without noPagination. */
  calendar: (
    params: { startsAt: Date | string; endsAt: Date | string } & ListParams,
    options?: Opts,
  ): Promise<ListResult<C.Event>> =>
    fetchList(
      'events',
      'events',
      C.EventSchema,
      {
        per: CALENDAR_FETCH_PER,
        ...params,
        startsAt: iso(params.startsAt),
        endsAt: iso(params.endsAt),
        noPagination: true,
      },
      options,
    ),
};
