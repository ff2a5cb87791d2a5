import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths under its prefixes /payments, /enrollments, /refund_requests; OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/payments',
    title: ['Payments'],
    Component: lazyPage(() => import('../features/payments/PaymentsPage').then((m) => m.PaymentsPage)),
  },
  {
    path: '/payments/payroll',
    title: ['Payroll', 'Payments'],
    Component: lazyPage(() => import('../features/payroll/PayrollPage').then((m) => m.PayrollPage)),
  },
  {
    path: '/payments/tutor_packages',
    title: ['Tutor packages', 'Payments'],
    Component: lazyPage(() => import('../features/tutor-packages/TutorPackagesPage').then((m) => m.TutorPackagesPage)),
  },
  {
    path: '/payments/tutor_package_transcripts/:id',
    title: ['Tutor package transcript', 'Payments'],
    Component: lazyPage(() => import('../features/tutor-packages/TranscriptPage').then((m) => m.TranscriptPage)),
  },
  {
    path: '/payments/line_items/:lineItemId/adjustments/:id',
    title: ['Line item adjustment', 'Payments'],
    Component: lazyPage(() =>
      import('../features/line-items/LineItemAdjustmentPage').then((m) => m.LineItemAdjustmentPage),
    ),
  },
  {
    path: '/payments/:parentId',
    title: ['Payments'],
    Component: lazyPage(() => import('../features/payments/PaymentsPage').then((m) => m.PaymentsPage)),
  },
  {
    path: '/enrollments',
    title: ['Enrollments'],
    Component: lazyPage(() => import('../features/enrollments/EnrollmentsPage').then((m) => m.EnrollmentsPage)),
  },
  {
    path: '/enrollments/:id',
    title: ['Enrollment', 'Enrollments'],
    Component: lazyPage(() => import('../features/enrollments/EnrollmentPage').then((m) => m.EnrollmentPage)),
  },
  {
    path: '/refund_requests',
    title: ['Refund requests'],
    Component: lazyPage(() =>
      import('../features/refund-requests/RefundRequestsPage').then((m) => m.RefundRequestsPage),
    ),
  },
];
