/**
 * Every tab of the browser shares one session cookie, so what one tab learns from the server about who is signed in
 * holds for all: it says so through a localStorage key, whose `storage` event reaches the browser's other tabs (never
 * the writer). A tab still showing someone else's pages then ends its own view of the session (startShell): before
 * this, a tab left open as an admin after the admin signed out and a tutor signed in elsewhere went on showing the
 * admin's pages, read the tutor's data into them and failed every save. A tab showing the sign-in continues when
 * someone signs in in another tab.
 *
 * Only what the server confirmed is said: a user read or signed in (their id), or a sign-out (null). Never a tab's own
 * reaction to this, nor a 401 (a request that left before another tab's sign-in may meet one after it).
 */
const BROWSER_USER_KEY = 'tutoring.browserUser';

/**
 * Tells the other tabs who is signed in on the browser now (null: signed out). Each announcement is its own value (a
 * time after the id): the same user signing in again after an ended session must reach the tabs waiting at the
 * sign-in, and storing the value already there fires no event.
 */
export function announceBrowserUser(userId: number | null): void {
  try {
    localStorage.setItem(BROWSER_USER_KEY, `${userId ?? ''}@${Date.now()}`);
  } catch {
    // Storage unavailable: each tab finds out at its next request, as before.
  }
}

/** Calls `listener` when another tab says who is signed in on the browser. Returns the unsubscribe function. */
export function onOtherTabsUser(listener: (userId: number | null) => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key !== BROWSER_USER_KEY || event.newValue === null) return;
    const id = event.newValue.split('@')[0] ?? '';
    listener(id === '' ? null : Number(id));
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
