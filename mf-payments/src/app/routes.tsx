import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths under its prefixes /payments, /enrollments, /refund_requests; OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/payments',
    title: ['Payments'],
    Component: lazy(() => import('../features/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage }))),
  },
  {
    path: '/payments/payroll',
    title: ['Payroll', 'Payments'],
    Component: lazy(() => import('../features/payroll/PayrollPage').then((m) => ({ default: m.PayrollPage }))),
  },
  {
    path: '/payments/tutor_packages',
    title: ['Tutor packages', 'Payments'],
    Component: lazy(() => import('../features/tutor-packages/TutorPackagesPage').then((m) => ({ default: m.TutorPackagesPage }))),
  },
  {
    path: '/payments/tutor_package_transcripts/:id',
    title: ['Tutor package transcript', 'Payments'],
    Component: lazy(() => import('../features/tutor-packages/TranscriptPage').then((m) => ({ default: m.TranscriptPage }))),
  },
  {
    path: '/payments/line_items/:lineItemId/adjustments/:id',
    title: ['Line item adjustment', 'Payments'],
    Component: lazy(() => import('../features/line-items/LineItemAdjustmentPage').then((m) => ({ default: m.LineItemAdjustmentPage }))),
  },
  {
    path: '/payments/:parentId',
    title: ['Payments'],
    Component: lazy(() => import('../features/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage }))),
  },
  {
    path: '/enrollments',
    title: ['Enrollments'],
    Component: lazy(() => import('../features/enrollments/EnrollmentsPage').then((m) => ({ default: m.EnrollmentsPage }))),
  },
  {
    path: '/enrollments/:id',
    title: ['Enrollment', 'Enrollments'],
    Component: lazy(() => import('../features/enrollments/EnrollmentPage').then((m) => ({ default: m.EnrollmentPage }))),
  },
  {
    path: '/refund_requests',
    title: ['Refund requests'],
    Component: lazy(() => import('../features/refund-requests/RefundRequestsPage').then((m) => ({ default: m.RefundRequestsPage }))),
  },
];
