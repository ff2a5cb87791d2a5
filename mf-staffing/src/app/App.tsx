import { Navigate } from 'react-router-dom';
import { RemoteRoutes, useCurrentUser } from '@tutoring/platform';
import { isFamilyViewer } from '../features/schedule/familyViewer';
import { routes } from './routes';

/** The only page of this area a student or parent opens (gap 6 of issue 25); the rest is staff's and tutors'. */
const familyRoutes = routes.filter((route) => route.path === '/schedule');

/** The remote's root component: its routes under its prefixes. */
export function App() {
  const family = isFamilyViewer(useCurrentUser());
  return family ? (
    <RemoteRoutes routes={familyRoutes} notFound={<Navigate to="/schedule" replace />} />
  ) : (
    <RemoteRoutes routes={routes} />
  );
}
