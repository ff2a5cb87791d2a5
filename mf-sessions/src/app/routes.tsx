import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/sessions',
    title: ['Sessions'],
    Component: lazyPage(() => import('../features/sessions/SessionsPage').then((m) => m.SessionsPage)),
    parts: [() => import('../features/sessions/SessionsPage').then((m) => m.loadDialogs())],
  },
  {
    path: '/sessions/events',
    title: ['Events', 'Sessions'],
    Component: lazyPage(() => import('../features/events/EventsPage').then((m) => m.EventsPage)),
  },
  {
    path: '/sessions/tutorings',
    title: ['Tutorings', 'Sessions'],
    Component: lazyPage(() => import('../features/tutorings/TutoringsPage').then((m) => m.TutoringsPage)),
  },
  {
    path: '/attendances',
    title: ['Attendances'],
    Component: lazyPage(() => import('../features/attendances/AttendancesPage').then((m) => m.AttendancesPage)),
  },
  {
    path: '/materials',
    title: ['Materials'],
    Component: lazyPage(() => import('../features/materials/MaterialsPage').then((m) => m.MaterialsPage)),
  },
  {
    path: '/shipments',
    title: ['Shipments'],
    Component: lazyPage(() => import('../features/shipments/ShipmentsPage').then((m) => m.ShipmentsPage)),
  },
  {
    path: '/courses',
    title: ['Courses'],
    Component: lazyPage(() => import('../features/courses/CoursesPage').then((m) => m.CoursesPage)),
  },
  {
    path: '/courses/:id',
    title: ['Course', 'Courses'],
    Component: lazyPage(() => import('../features/courses/CoursesPage').then((m) => m.CoursesPage)),
  },
  {
    path: '/error/:errorCode',
    title: ['Session error'],
    Component: lazyPage(() => import('../features/session-error/SessionErrorPage').then((m) => m.SessionErrorPage)),
  },
];
