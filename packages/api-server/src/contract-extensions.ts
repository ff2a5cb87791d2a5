/**
 * Request/reply schemas the api-server needs that `@tutoring/contract` does not (yet) define.
 * Candidates to move into the contract package.
 */
import { z } from 'zod';

/** `POST /api/auth/pusher/auth` form body (Pusher channel authorisation). */
export const PusherAuthBodySchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'Socket id is invalid'),
  channel_name: z.string().min(1).max(200),
});
/** Its reply. */
export const PusherAuthReplySchema = z.object({ auth: z.string() });

/** `POST /local/accept/tokenize` (local Accept.js stand-in). */
export const TokenizeBodySchema = z.object({
  cardNumber: z.string().max(30),
  month: z.string().max(2),
  year: z.string().max(4),
  cardCode: z.string().max(4),
  zip: z.string().max(10).optional(),
});
/** Its reply: opaque data or Accept.js-style error messages. */
export const TokenizeReplySchema = z.object({
  opaqueData: z.object({ dataDescriptor: z.string(), dataValue: z.string() }).optional(),
  messages: z.object({
    resultCode: z.enum(['Ok', 'Error']),
    message: z.array(z.object({ code: z.string(), text: z.string() })),
  }),
});

/** `GET /local/maps/autocomplete?q=` reply. */
export const MapsAutocompleteReplySchema = z.object({
  predictions: z.array(z.object({ placeId: z.string(), description: z.string() })),
});
/** `GET /local/maps/places/{placeId}` reply (DOM-56 address fields plus coordinates). */
export const MapsPlaceReplySchema = z.object({
  place: z.object({
    placeId: z.string(),
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    formatted: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

/** `POST enrollments/{id}/add_hours` optional body (hours; default 10). */
export const AddHoursBodySchema = z.looseObject({
  enrollmentRenewal: z.looseObject({ hours: z.number().positive().max(500) }).optional(),
});

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

/** `POST /api/error_reports` reply and `GET` list (Airbrake-style notices). */
export const ErrorReportsReplySchema = z.object({
  errorReports: z.array(z.object({ id: z.int(), notice: z.unknown(), createdAt: z.string() })),
});
