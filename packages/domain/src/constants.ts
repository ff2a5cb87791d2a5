/** Business constants, limits, paging and timing (DOM-39..DOM-41, X-05, SHL-19). */

/** SHL-19, OP-54: the application version. */
export const APP_VERSION = '3.0.2';

/* Limits (DOM-39) */
/** DOM-39: session name maximum length. */
export const SESSION_NAME_MAX = 20;
/** DOM-39: review comment maximum length. */
export const REVIEW_COMMENT_MAX = 191;
/** DOM-39: event name maximum length. */
export const EVENT_NAME_MAX = 191;
/** DOM-39: event details maximum length (OP-42: all locales). */
export const EVENT_DETAILS_MAX = 280;
/** DOM-39: password minimum length. */
export const PASSWORD_MIN = 6;
/** DOM-39: session duration maximum in minutes. */
export const SESSION_DURATION_MAX = 600;
/** OP-16: session duration minimum when the session type gives no defaultDuration. */
export const SESSION_DURATION_MIN_FALLBACK = 15;
/** DOM-39: repeat weeks range. */
export const REPEAT_WEEKS_MIN = 1;
export const REPEAT_WEEKS_MAX = 52;
/** DOM-39: tutors required range. */
export const TUTORS_REQUIRED_MIN = 0;
export const TUTORS_REQUIRED_MAX = 20;
/** DOM-39: room length range. */
export const ROOM_MIN = 1;
export const ROOM_MAX = 50;
/** DOM-39: tutor target range (STF-22). */
export const TARGET_MIN = 0;
export const TARGET_MAX = 80;
/** DOM-39: invite friends slots. */
export const INVITE_SLOTS = 3;
/** DOM-39: default trial length in days (SES-46). */
export const DEFAULT_TRIAL_DAYS = 14;
/** DOM-39: attendee names are listed up to this count, otherwise only the count (SES-13). */
export const ATTENDEE_NAMES_MAX = 6;
/** DS-26: unavailable dates shown before "and N other times". */
export const UNAVAILABLE_DATES_SHOWN = 5;
/** DS-18: stars in a rating. */
export const STAR_COUNT = 5;

/* Paging (DOM-40) */
/** DOM-40, DS-08: page-size options of list screens. */
export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
/** DOM-40, DS-08: default page size of list screens. */
export const DEFAULT_PAGE_SIZE = 25;
/** DOM-40, C-2: default `per` of generic calls that send none (also the server default). */
export const DEFAULT_API_PER = 10;
/** DOM-40: dashboard upcoming sessions. */
export const DASHBOARD_UPCOMING_SESSIONS = 5;
/** DOM-40: dashboard next meetings. */
export const DASHBOARD_NEXT_MEETINGS = 1;
/** DOM-40: student session list page size and horizon in weeks (STU-11). */
export const STUDENT_SESSIONS_PER_PAGE = 6;
export const STUDENT_SESSIONS_WEEKS = 6;
/** DOM-40: reschedule list page size and pager width (SES-34). */
export const RESCHEDULE_PAGE_SIZE = 10;
export const RESCHEDULE_MAX_PAGE_NUMBERS = 7;
/** DOM-40: active advisor and director lists (API-27). */
export const ADVISOR_LIST_PER = 1000;
/** DOM-40: upcoming attendance query page size. */
export const UPCOMING_ATTENDANCE_PER = 6;
/** DOM-40: calendar fetch page size. */
export const CALENDAR_FETCH_PER = 150;

/* Timing (DOM-41) */
/** DOM-41, DS-05: toast display time. */
export const TOAST_DELAY_MS = 3000;
/** DOM-41, DS-06: clipboard "copied" display time. */
export const CLIPBOARD_MS = 1500;
/** DOM-41, DS-10: autocomplete pause (default and students). */
export const AUTOCOMPLETE_DELAY_MS = 400;
/** DOM-41, C-3: tutor autocomplete pause. */
export const TUTOR_AUTOCOMPLETE_DELAY_MS = 500;
/** DOM-41, STU-22: review postponement in days. */
export const REVIEW_POSTPONE_DAYS = 1;
/** DOM-41, SES-18: the join window opens this many minutes before the start ... */
export const JOIN_WINDOW_BEFORE_MINUTES = 10;
/** ... and the link stays this many minutes after the end. */
export const JOIN_LINK_AFTER_MINUTES = 10;
/** DOM-41, STF-29: availability refresh delay after a schedule change. */
export const AVAILABILITY_REFRESH_DELAY_MS = 250;
/** DOM-41, DS-20: first calendar hour. */
export const CALENDAR_MIN_HOUR = 5;
/** DOM-41, STF-33: prime hours are computed in this zone over this many days. */
export const PRIME_HOURS_TIME_ZONE = 'America/Los_Angeles';
export const PRIME_HOURS_DAYS = 7;
/** DS-28: the largest delay a browser timer accepts (2^31 - 1 ms). */
export const MAX_TIMEOUT_MS = 2147483647;
/** DS-23: image cropper debounce. */
export const CROP_DEBOUNCE_MS = 100;

/* Error reporting */
/** error report client timeout. */
export const ERROR_REPORT_TIMEOUT_MS = 10000;
/** error report maximum notice size in bytes. */
export const ERROR_REPORT_MAX_NOTICE_BYTES = 64000;
/** error report history length. */
export const ERROR_REPORT_HISTORY = 20;
