// What the dashboard opens on a click (issue 26): its dialogs, each a platform `lazyPart` whose code is off the first
// page. The page's `loadDialogs` (the route's parts, src/app/routes.tsx) preloads them once the first page has
// settled, so a click normally finds the code ready and the dialog opens at once. Only the dashboard's
// modules import this file: reached from the route's table too, webpack would split what the dialogs share with the page
// into a chunk of its own (one more file on the first page). The dialogs that open by themselves (the review prompt,
// the payment details) load when they open, as they did.

import { lazyPart, preloadPart } from '@tutoring/platform';

/** The full sessions list ("See all sessions"). */
export const SessionsListModal = lazyPart(() =>
  import('./components/SessionsListModal').then((m) => m.SessionsListModal),
);
/** "Invite friends". */
export const InviteFriendsModal = lazyPart(() =>
  import('../invitations/components/InviteFriendsModal').then((m) => m.InviteFriendsModal),
);
/** "Change password". */
export const SetPasswordModal = lazyPart(() =>
  import('../password/components/SetPasswordModal').then((m) => m.SetPasswordModal),
);

/** A tutor's bio (a tutor's name in "Upcoming sessions"): mf-staffing's modal through Module Federation. */
export const TutorBio = lazyPart(() => import('./components/TutorBio').then((m) => m.TutorBio));

/** All of them (the route's parts). */
export const loadDashboardDialogs = () =>
  Promise.all([
    preloadPart(SessionsListModal),
    preloadPart(InviteFriendsModal),
    preloadPart(SetPasswordModal),
    preloadPart(TutorBio),
  ]);
