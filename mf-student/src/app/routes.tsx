import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/',
    title: ['Dashboard'],
    Component: lazyPage(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
    // The dialogs it opens on a click: loaded once the first page has settled (issue 26).
    parts: [() => import('../features/dashboard/DashboardPage').then((m) => m.loadDialogs())],
  },
  {
    path: '/prizes',
    title: ['Prizes'],
    Component: lazyPage(() => import('../features/prizes/PrizesPage').then((m) => m.PrizesPage)),
  },
];
