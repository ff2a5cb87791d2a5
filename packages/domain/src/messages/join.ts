/** Joining a session (the join window and the session error page). */
export const JOIN_READY = 'Your session is ready.';
export const JOIN_NOT_READY = 'Your session is not yet ready. Refresh page to check again or contact customer service.';
export const JOIN_TOO_EARLY = 'You can join your session 10 minutes before the start time.';
export const JOIN_ENDED = 'This session has ended. Please refresh the page to access your upcoming sessions.';
export const SESSION_ERROR_MESSAGES = {
  canceled: 'We are sorry, but it looks like the session has been canceled.',
  ended: 'This session has ended.',
  not_started: 'This session is not ready to begin. Please return 10 minutes before the start time.',
  server_error:
    "We're sorry, but we had a problem connecting you to your session. Please contact customer service by phone",
} as const;
