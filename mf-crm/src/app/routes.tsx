import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/parents',
    title: ['Parents'],
    Component: lazy(() => import('../features/parents/ParentsPage').then((m) => ({ default: m.ParentsPage }))),
  },
  {
    path: '/parents/:id',
    title: ['Parent', 'Parents'],
    Component: lazy(() => import('../features/parents/ParentPage').then((m) => ({ default: m.ParentPage }))),
  },
  {
    path: '/lead_sources',
    title: ['Lead sources'],
    Component: lazy(() => import('../features/lead-sources/LeadSourcesPage').then((m) => ({ default: m.LeadSourcesPage }))),
  },
  {
    path: '/students/:id',
    title: ['Student', 'Students'],
    Component: lazy(() => import('../features/students/StudentPage').then((m) => ({ default: m.StudentPage }))),
  },
  {
    path: '/inbox',
    title: ['Inbox'],
    Component: lazy(() => import('../features/inbox/InboxPage').then((m) => ({ default: m.InboxPage }))),
  },
];
