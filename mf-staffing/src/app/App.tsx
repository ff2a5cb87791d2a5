import { Navigate } from 'react-router-dom';
import { RemoteRoutes, useAppName, useCurrentUser } from '@tutoring/platform';
import { isFamilyViewer } from '../features/schedule/familyViewer';
import { routes } from './routes';

/** The only page of this area a student or parent opens (gap 6 of issue 25); the rest is staff's and tutors'. */
const familyRoutes = routes.filter((route) => route.path === '/schedule');

/**
 * The tutor app's pages of this area (OP-02: `/calendar`, `/availability`). The tutors list, employees and teams are
 * staff's (the admin and crm apps); a tutor who is also staff works in one of those apps and keeps every page.
 */
const tutorRoutes = routes.filter((route) => route.path === '/calendar' || route.path === '/availability');

/**
 * The remote's root component: its routes under its prefixes, as far as the user's app opens them. Any other path of
 * the area leads a family to their schedule and a tutor to their calendar.
 */
export function App() {
  const family = isFamilyViewer(useCurrentUser());
  // The app as the shell derives it from the user's roles (SHL-07), as the tutors page tells staff apart.
  const tutorApp = useAppName() === 'tutor';
  if (family) return <RemoteRoutes routes={familyRoutes} notFound={<Navigate to="/schedule" replace />} />;
  if (tutorApp) return <RemoteRoutes routes={tutorRoutes} notFound={<Navigate to="/calendar" replace />} />;
  return <RemoteRoutes routes={routes} />;
}
