import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/',
    title: ['Dashboard'],
    Component: lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  },
  {
    path: '/prizes',
    title: ['Prizes'],
    Component: lazy(() => import('../features/prizes/PrizesPage').then((m) => ({ default: m.PrizesPage }))),
  },
];
