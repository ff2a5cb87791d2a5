import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/parents',
    title: ['Parents'],
    Component: lazyPage(() => import('../features/parents/ParentsPage').then((m) => m.ParentsPage)),
    // The dialogs it opens on a click: loaded once the first page has settled (issue 26).
    parts: [() => import('../features/parents/ParentsPage').then((m) => m.loadDialogs())],
  },
  {
    path: '/parents/:id',
    title: ['Parent', 'Parents'],
    Component: lazyPage(() => import('../features/parents/ParentPage').then((m) => m.ParentPage)),
  },
  {
    path: '/lead_sources',
    title: ['Lead sources'],
    Component: lazyPage(() => import('../features/lead-sources/LeadSourcesPage').then((m) => m.LeadSourcesPage)),
  },
  {
    path: '/students/:id',
    title: ['Student', 'Students'],
    Component: lazyPage(() => import('../features/students/StudentPage').then((m) => m.StudentPage)),
  },
  {
    path: '/inbox',
    title: ['Inbox'],
    Component: lazyPage(() => import('../features/inbox/InboxPage').then((m) => m.InboxPage)),
  },
];
