import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/tutors',
    title: ['Tutors'],
    Component: lazy(() => import('../features/tutors/TutorsPage').then((m) => ({ default: m.TutorsPage }))),
  },
  {
    path: '/employees',
    title: ['Employees'],
    Component: lazy(() => import('../features/employees/EmployeesPage').then((m) => ({ default: m.EmployeesPage }))),
  },
  {
    path: '/employees/departments',
    title: ['Departments', 'Employees'],
    Component: lazy(() => import('../features/employees/DepartmentsPage').then((m) => ({ default: m.DepartmentsPage }))),
  },
  {
    path: '/teams/:id',
    title: ['Team', 'Teams'],
    Component: lazy(() => import('../features/teams/TeamPerformancePage').then((m) => ({ default: m.TeamPerformancePage }))),
  },
  {
    path: '/teams',
    title: ['Teams'],
    Component: lazy(() => import('../features/teams/TeamsPage').then((m) => ({ default: m.TeamsPage }))),
  },
  {
    path: '/calendar',
    title: ['Calendar'],
    Component: lazy(() => import('../features/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage }))),
  },
  {
    path: '/availability',
    title: ['Availability'],
    Component: lazy(() => import('../features/availability/AvailabilityPage').then((m) => ({ default: m.AvailabilityPage }))),
  },
];
