/** The CSRF cookie the API sets, readable by design, beside its HttpOnly session cookie at every sign-in. */
const CSRF_COOKIE = 'csrf_token';

/**
 * True when the browser holds the CSRF cookie of a session (it may still have ended on the server). Without it there
 * is no session to ask about, so a visitor who never signed in makes no failing `current_user` call.
 */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${CSRF_COOKIE}=`));
}
