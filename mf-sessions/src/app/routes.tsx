import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/sessions',
    title: ['Sessions'],
    Component: lazy(() => import('../features/sessions/SessionsPage').then((m) => ({ default: m.SessionsPage }))),
  },
  {
    path: '/sessions/events',
    title: ['Events', 'Sessions'],
    Component: lazy(() => import('../features/events/EventsPage').then((m) => ({ default: m.EventsPage }))),
  },
  {
    path: '/sessions/tutorings',
    title: ['Tutorings', 'Sessions'],
    Component: lazy(() => import('../features/tutorings/TutoringsPage').then((m) => ({ default: m.TutoringsPage }))),
  },
  {
    path: '/attendances',
    title: ['Attendances'],
    Component: lazy(() => import('../features/attendances/AttendancesPage').then((m) => ({ default: m.AttendancesPage }))),
  },
  {
    path: '/materials',
    title: ['Materials'],
    Component: lazy(() => import('../features/materials/MaterialsPage').then((m) => ({ default: m.MaterialsPage }))),
  },
  {
    path: '/shipments',
    title: ['Shipments'],
    Component: lazy(() => import('../features/shipments/ShipmentsPage').then((m) => ({ default: m.ShipmentsPage }))),
  },
  {
    path: '/courses',
    title: ['Courses'],
    Component: lazy(() => import('../features/courses/CoursesPage').then((m) => ({ default: m.CoursesPage }))),
  },
  {
    path: '/courses/:id',
    title: ['Course', 'Courses'],
    Component: lazy(() => import('../features/courses/CoursesPage').then((m) => ({ default: m.CoursesPage }))),
  },
  {
    path: '/error/:errorCode',
    title: ['Session error'],
    Component: lazy(() => import('../features/session-error/SessionErrorPage').then((m) => ({ default: m.SessionErrorPage }))),
  },
];
