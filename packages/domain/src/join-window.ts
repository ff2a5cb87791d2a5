/** Join link and session error page (SES-18, SES-20, OP-48, DOM-41). */
import { JOIN_LINK_AFTER_MINUTES, JOIN_WINDOW_BEFORE_MINUTES } from './constants';
import { type DateTimeInput } from './dates';
import { JOIN_ENDED, JOIN_NOT_READY, JOIN_READY, JOIN_TOO_EARLY, SESSION_ERROR_MESSAGES } from './messages';

/** SES-18 phases: before the window; open; ended but link still shown; closed. */
export type JoinPhase = 'too-early' | 'open' | 'ended' | 'closed';

/** SES-18: what the join area shows. */
export interface JoinWindowState {
  phase: JoinPhase;
  /** Show the join link (only with a joinUrl, until endsAt + 10 min). */
  showLink: boolean;
  /** Call `GET sessions/{id}/prepare?include=zoom_meeting` (from startsAt - 10 min until endsAt + 10 min). */
  shouldPrepare: boolean;
  /** The text to show. */
  text: string;
}

const MINUTE = 60_000;
const ms = (value: DateTimeInput): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/**
 * SES-18: (a) before startsAt - 10 min: no link, JOIN_TOO_EARLY. (b) from startsAt - 10 min: prepare; with a joinUrl
 * JOIN_READY and the link, else JOIN_NOT_READY. (c) from endsAt: JOIN_ENDED; the link (if any) stays until
 * endsAt + 10 min, then it is hidden and JOIN_ENDED remains.
 */
export function joinWindowState(
  session: { startsAt: DateTimeInput; endsAt: DateTimeInput; joinUrl?: string | null },
  now: DateTimeInput = new Date(),
): JoinWindowState {
  const t = ms(now);
  const opens = ms(session.startsAt) - JOIN_WINDOW_BEFORE_MINUTES * MINUTE;
  const ends = ms(session.endsAt);
  const closes = ends + JOIN_LINK_AFTER_MINUTES * MINUTE;
  const hasLink = !!session.joinUrl;
  if (t < opens) return { phase: 'too-early', showLink: false, shouldPrepare: false, text: JOIN_TOO_EARLY };
  if (t < ends)
    return { phase: 'open', showLink: hasLink, shouldPrepare: true, text: hasLink ? JOIN_READY : JOIN_NOT_READY };
  if (t < closes) return { phase: 'ended', showLink: hasLink, shouldPrepare: true, text: JOIN_ENDED };
  return { phase: 'closed', showLink: false, shouldPrepare: false, text: JOIN_ENDED };
}

/**
 * SES-18: milliseconds from `now` until the join state next changes (window opens, session ends, link hides), or
 * null when it never changes again. Feed it to setSafeTimeout to re-render at the right moment.
 */
export function msUntilNextJoinChange(
  session: { startsAt: DateTimeInput; endsAt: DateTimeInput },
  now: DateTimeInput = new Date(),
): number | null {
  const t = ms(now);
  const ends = ms(session.endsAt);
  const edges = [
    ms(session.startsAt) - JOIN_WINDOW_BEFORE_MINUTES * MINUTE,
    ends,
    ends + JOIN_LINK_AFTER_MINUTES * MINUTE,
  ];
  const next = edges.find((edge) => edge > t);
  return next === undefined ? null : next - t;
}

/** OP-48: session error codes used in `/error/{errorCode}`. */
export const SESSION_ERROR_CODES = ['canceled', 'ended', 'not_started', 'server_error'] as const;
/** A session error code (OP-48). */
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/** SES-20, OP-48: the message of a session error code; any unknown code shows the server-error text. */
export function sessionErrorMessage(code: string | null | undefined): string {
  return code && Object.prototype.hasOwnProperty.call(SESSION_ERROR_MESSAGES, code)
    ? SESSION_ERROR_MESSAGES[code as SessionErrorCode]
    : SESSION_ERROR_MESSAGES.server_error;
}
