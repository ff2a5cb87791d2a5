/**
 * The page's own texts: start-up failure, sign-in, the API-13 error catalogue and the generic status toasts (the
 * shell, the platform, the api-client). See ./index.ts.
 */
/** SHL-02: the only thing shown when the roles call fails at start-up. */
export const ROLES_FAILURE = "We're sorry. There's been an error.";
/**
 * The sign-in form's texts (the spec gives none; ours). One source for the platform's React LoginForm (in-app login,
 * standalone harness) and the shell's plain-DOM page for a full load of /login.
 */
export const LOGIN_TEXTS = {
  heading: 'Sign in',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  busy: 'Signing in…',
  missing: 'Please enter your e-mail and password.',
  failed: 'We could not sign you in. Please try again.',
} as const;

/** API-13 error catalogue. */
export const SERVER_ERROR = 'Our server has experienced an error. Please contact customer service.';
export const SERVER_ERROR_TITLE = 'Sorry, there has been a problem';
export const GENERIC_ERROR_TITLE = 'Hmm, something is not right';
export const REQUEST_ERROR = 'There was an error processing your request.';

/** OP-08: translated status toasts of the generic handler (English defaults; locales may override). */
export const STATUS_TOASTS = {
  401: { title: 'Signed out', message: 'Please log in again.' },
  403: { title: 'Not allowed', message: 'You do not have permission to do that.' },
  404: { title: 'Not found', message: 'We could not find what you were looking for.' },
  422: { title: GENERIC_ERROR_TITLE, message: 'Please check the form and try again.' },
  default: { title: SERVER_ERROR_TITLE, message: REQUEST_ERROR },
} as const;

/**
 * Not in the spec (decision, see packages/domain README): a save that got no reply at all (the connection dropped,
 * status -1). API-11 keeps the request layer silent about it; the write's caller tells the person, since nothing
 * says whether the change was made.
 */
export const CONNECTION_LOST = {
  title: 'No connection',
  message:
    'We could not reach the server, so your change may not have been saved. Check your connection and try again.',
} as const;

/**
 * Not in the spec (decision, see packages/domain README): a read that got no reply at all (status -1: a GET asked for
 * on a click, such as the student's K12 ticket). Nothing was being saved, so {@link CONNECTION_LOST}'s "your change may
 * not have been saved" would be wrong; same title, the read's own sentence.
 */
export const CONNECTION_LOST_READ = {
  title: 'No connection',
  message: 'We could not reach the server. Check your connection and try again.',
} as const;

/**
 * Not in the spec (decision, see shell/README.md): the shell's quiet status while the realtime connection is
 * lost after having been up; it goes away once the channel is subscribed again.
 */
export const LIVE_UPDATES_PAUSED = 'Live updates paused. Reconnecting…';
