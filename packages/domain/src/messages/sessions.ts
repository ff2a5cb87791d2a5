/** Sessions: lists, editors, attendance. */
export const NO_UPCOMING_SESSIONS = 'There are no upcoming sessions.';
export const NO_UPCOMING_MEETINGS = 'There are no upcoming meetings.';
export const NO_MATCHING_UPCOMING_SESSIONS = 'There are no upcoming sessions that match your criteria.'; // OP-31a
export const TUTOR_NOT_ASSIGNED = 'not assigned';
export const SESSION_CHANGED = 'Successfully changed session.';
export const SESSIONS_CHANGED = 'Successfully changed sesions'; // typo kept (SES-27)
export const CONFIRM_ATTENDANCE_TITLE = 'Confirm Attendance';
export const HOLIDAY_LABEL = 'Holiday'; // OP-31c
/** Not in the spec (decision): after a canceled session's name or time in every list, detail and calendar. */
export const CANCELED_MARK = '(canceled)';
export const AUTO_SHIP_CONFIRM = 'This shipment has tracking information and will be marked as shipped. Continue?'; // OP-31i
export const UPLOAD_SUCCESS = 'We have uploaded your document.';
export const COPIED = 'Copied!'; // OP-31f

/** SES-02, DOM-13: session quick filter labels (OP-40). */
export const SESSION_QUICK_FILTER_LABELS = {
  problem_sessions: 'problem sessions',
  all_live_sessions: 'all live sessions',
  todays_sessions: 'todays sessions',
  unassigned: 'unassigned',
} as const;

/** OP-45: the details line for past sessions; `takenAt` is already formatted. */
export const attendanceTaken = (takenAt: string): string => `Attendance taken ${takenAt}`;
export const ATTENDANCE_NOT_TAKEN = 'Attendance not taken';
