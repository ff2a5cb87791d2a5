/**
 * `?next=` belongs to the user who was signed in when it was recorded (issue 25): after a sign-out or an ended
 * session, someone else signing in on the same tab goes to their own home, never to the previous user's page.
 * The owner is kept per tab (sessionStorage), like the login itself.
 */
const NEXT_OWNER_KEY = 'tutoring.nextOwner';

/** Records who was signed in when the session ended or was signed out (null: nobody). */
export function rememberNextOwner(userId: number | null): void {
  try {
    if (userId === null) sessionStorage.removeItem(NEXT_OWNER_KEY);
    else sessionStorage.setItem(NEXT_OWNER_KEY, String(userId));
  } catch {
    // Storage unavailable: `next` is then followed as before.
  }
}

/** The `next` to follow for `userId`: null when it was recorded for another user. */
export function nextForUser(next: string | null, userId: number | null): string | null {
  let owner: string | null = null;
  try {
    owner = sessionStorage.getItem(NEXT_OWNER_KEY);
  } catch {
    owner = null;
  }
  return owner !== null && owner !== String(userId) ? null : next;
}
