/**
 * Request/reply schemas the api-server needs that `@tutoring/contract` does not (yet) define.
 * Candidates to move into the contract package.
 */
import { z } from 'zod';

/** `GET courses/membership|homework_help|hosted` reply: courses plus their upcoming meetings (DOM-57). */
export const CourseMeetingsReplySchema = z.looseObject({
  courses: z.array(z.looseObject({ id: z.int(), title: z.string() })),
  meetings: z.array(
    z.looseObject({
      id: z.int(),
      name: z.string().nullable(),
      startsAt: z.string(),
      endsAt: z.string(),
      zoomMeeting: z.looseObject({ joinUrl: z.string() }).nullable(),
    }),
  ),
});

/** `PUT shipments/{id}/change_status` events accepted by the server. */
export const SHIPMENT_EVENTS = ['hold', 'ship', 'unhold'] as const;
/** `PUT courses/{id}/change_status` events (OP-14). */
export const COURSE_EVENTS = ['publish', 'unpublish', 'complete', 'cancel'] as const;
