import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/payments',
    title: ['Payments'],
    Component: lazy(() => import('../features/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage }))),
  },
  {
    path: '/enrollments',
    title: ['Enrollments'],
    Component: lazy(() => import('../features/enrollments/EnrollmentsPage').then((m) => ({ default: m.EnrollmentsPage }))),
  },
  {
    path: '/refund_requests',
    title: ['Refund requests'],
    Component: lazy(() => import('../features/refund-requests/RefundRequestsPage').then((m) => ({ default: m.RefundRequestsPage }))),
  },
];
