import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/tutors',
    title: ['Tutors'],
    Component: lazyPage(() => import('../features/tutors/TutorsPage').then((m) => m.TutorsPage)),
    // The dialogs it opens on a click: loaded once the first page has settled (issue 26).
    parts: [() => import('../features/tutors/TutorsPage').then((m) => m.loadDialogs())],
  },
  {
    path: '/employees',
    title: ['Employees'],
    Component: lazyPage(() => import('../features/employees/EmployeesPage').then((m) => m.EmployeesPage)),
  },
  {
    path: '/employees/departments',
    title: ['Departments', 'Employees'],
    Component: lazyPage(() => import('../features/employees/DepartmentsPage').then((m) => m.DepartmentsPage)),
  },
  {
    path: '/teams/:id',
    title: ['Team', 'Teams'],
    Component: lazyPage(() => import('../features/teams/TeamPerformancePage').then((m) => m.TeamPerformancePage)),
  },
  {
    path: '/teams',
    title: ['Teams'],
    Component: lazyPage(() => import('../features/teams/TeamsPage').then((m) => m.TeamsPage)),
  },
  {
    path: '/calendar',
    title: ['Calendar'],
    Component: lazyPage(() => import('../features/calendar/CalendarPage').then((m) => m.CalendarPage)),
  },
  {
    path: '/schedule',
    title: ['Schedule'],
    Component: lazyPage(() => import('../features/schedule/SchedulePage').then((m) => m.SchedulePage)),
  },
  {
    path: '/availability',
    title: ['Availability'],
    Component: lazyPage(() => import('../features/availability/AvailabilityPage').then((m) => m.AvailabilityPage)),
  },
];
