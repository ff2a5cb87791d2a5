/**
 * The calls around the resources (issue 22, point 3): the realtime channel authorisation, the error sink
 * (SRV-12, X-05) and the local stand-ins of the outside services the api-server serves under `/local` (the card
 * tokeniser in Accept.js's shape, the address autocomplete of DS-11/DOM-56, the badge and prize pictures, the video
 * meeting rooms and the K12 sign-in page), and the replies that are not JSON (pages, pictures, files): their schemas
 * only name the text or the bytes, under the reply's media type.
 */
import * as z from 'zod/mini';
import { Id, IsoDateTime } from './primitives';

// ---------------------------------------------------------------- realtime

/** `POST /api/auth/pusher/auth`: the Pusher client's form fields (an `application/x-www-form-urlencoded` body). */
export const PusherAuthBodySchema = z.object({
  socket_id: z.string().check(z.regex(/^\d+\.\d+$/, 'Socket id is invalid')),
  channel_name: z.string().check(z.minLength(1)).check(z.maxLength(200)),
});
export type PusherAuthBody = z.infer<typeof PusherAuthBodySchema>;
/** Its reply: the channel's signature (`key:hmac`). */
export const PusherAuthReplySchema = z.object({ auth: z.string() });
export type PusherAuthReply = z.infer<typeof PusherAuthReplySchema>;

// ---------------------------------------------------------------- error sink (SRV-12, X-05)

/** One error of a notice (Airbrake's notifier: its type, message and backtrace). */
const NoticeErrorSchema = z.looseObject({
  type: z.optional(z.string()),
  message: z.optional(z.string()),
  backtrace: z.optional(z.array(z.unknown())),
});

/**
 * `POST /api/error_reports`: a notice, any JSON object (what Airbrake's browser notifier sends: its errors, context,
 * params, environment and session), at most 64000 characters (the server refuses larger ones; the body limit is 64 KB).
 */
export const ErrorNoticeSchema = z.looseObject(
  {
    errors: z.optional(z.array(NoticeErrorSchema)),
    context: z.optional(z.record(z.string(), z.unknown())),
    params: z.optional(z.record(z.string(), z.unknown())),
    environment: z.optional(z.record(z.string(), z.unknown())),
    session: z.optional(z.record(z.string(), z.unknown())),
  },
  { error: 'Notice must be an object' },
);
export type ErrorNotice = z.input<typeof ErrorNoticeSchema>;
/** Its reply (201): the stored report's id. */
export const ErrorReportCreatedReplySchema = z.object({ id: Id });
/** `GET /api/error_reports` (staff): the latest 100 reports, newest first. */
export const ErrorReportsReplySchema = z.object({
  errorReports: z.array(z.object({ id: Id, notice: z.unknown(), createdAt: IsoDateTime })),
});
export type ErrorReportsReply = z.infer<typeof ErrorReportsReplySchema>;

// ---------------------------------------------------------------- local stand-ins of the outside services

/** `POST /local/accept/tokenize`: the card as Accept.js's `dispatchData` takes it (never sent to the API itself). */
export const TokenizeBodySchema = z.object({
  cardNumber: z.string().check(z.maxLength(30)),
  month: z.string().check(z.maxLength(2)),
  year: z.string().check(z.maxLength(4)),
  cardCode: z.string().check(z.maxLength(4)),
  zip: z.optional(z.string().check(z.maxLength(10))),
});
export type TokenizeBody = z.infer<typeof TokenizeBodySchema>;
/** Its reply, Accept.js's shape: the payment nonce (`opaqueData`), or the error messages (code and text). */
export const TokenizeReplySchema = z.object({
  opaqueData: z.optional(z.object({ dataDescriptor: z.string(), dataValue: z.string() })),
  messages: z.object({
    resultCode: z.enum(['Ok', 'Error']),
    message: z.array(z.object({ code: z.string(), text: z.string() })),
  }),
});
export type TokenizeReply = z.infer<typeof TokenizeReplySchema>;

/** `GET /local/maps/autocomplete?q=`: the typed text (fewer than 2 characters: no predictions). */
export const MapsAutocompleteQuerySchema = z.object({ q: z.optional(z.string()) });
/** Its reply: the matching places. */
export const MapsAutocompleteReplySchema = z.object({
  predictions: z.array(z.object({ placeId: z.string(), description: z.string() })),
});
export type MapsAutocompleteReply = z.infer<typeof MapsAutocompleteReplySchema>;
/** `GET /local/maps/places/{placeId}` reply: the DOM-56 address fields plus the coordinates. */
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
export type MapsPlaceReply = z.infer<typeof MapsPlaceReplySchema>;

/** `GET /local/k12/login?ticket=`: the signed ticket of `students/k12_login_ticket`. */
export const K12LoginQuerySchema = z.object({ ticket: z.optional(z.string()) });
/** `GET /local/meetings/{room}?role=host`: the meeting's host or a participant. */
export const MeetingQuerySchema = z.object({ role: z.optional(z.string()) });
/** A page of a local stand-in (`text/html`: a meeting room, the K12 sign-in). */
export const HtmlPageSchema = z.string().check(z.meta({ description: 'An HTML page' }));
/** A picture of the local picture host (`image/svg+xml`: a badge or a prize, STU-12, STU-15). */
export const SvgPictureSchema = z.string().check(z.meta({ description: 'An SVG picture' }));

// ---------------------------------------------------------------- replies that are not JSON

/** A CSV export (`text/csv`: a header row, then one row per record; SRV-31). */
export const CsvFileSchema = z.string().check(z.meta({ description: 'CSV text, a header row first' }));
/** An uploaded picture as stored (`image/jpeg`, `image/png`, `image/gif`, `image/bmp`: an avatar). */
export const ImageFileSchema = z.string().check(z.meta({ description: 'The picture file', format: 'binary' }));
