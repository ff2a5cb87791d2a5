// What the dashboard opens on a click (issue 26): its dialogs' code, off the first page. The dialogs load it through
// `lazyPart`; the page's `loadDialogs` (the route's parts, src/app/routes.tsx) calls the same functions, which the
// shell runs once the first page has settled, so the click normally finds the code ready. Only the dashboard's
// modules import this file: reached from the route's table too, webpack would split what the dialogs share with the page
// into a chunk of its own (one more file on the first page). The dialogs that open by themselves (the review prompt,
// the payment details) load when they open, as they did.

/** The full sessions list ("See all sessions"). */
export const loadSessionsListModal = () => import('./components/SessionsListModal').then((m) => m.SessionsListModal);
/** "Invite friends". */
export const loadInviteFriendsModal = () =>
  import('../invitations/components/InviteFriendsModal').then((m) => m.InviteFriendsModal);
/** "Change password". */
export const loadSetPasswordModal = () =>
  import('../password/components/SetPasswordModal').then((m) => m.SetPasswordModal);

/** A tutor's bio (a tutor's name in "Upcoming sessions"): mf-staffing's modal through Module Federation. */
export const loadTutorBio = () => import('./components/TutorBio').then((m) => m.TutorBio);

/** All of them (the route's parts). */
export const loadDashboardDialogs = () =>
  Promise.all([loadSessionsListModal(), loadInviteFriendsModal(), loadSetPasswordModal(), loadTutorBio()]);
