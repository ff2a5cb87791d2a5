import { Navigate } from 'react-router-dom';
import { RemoteRoutes, useCurrentUser } from '@tutoring/platform';
import { routes } from './routes';

/**
 * The pages of this area a parent opens: their own payment profile and their family's enrollments (as mf-staffing's
 * root gives a family only its schedule). Payroll, refund requests, tutor packages and their transcripts, line item
 * adjustments and another parent's profile are staff's: a parent's path to one leads to their own payments.
 */
const PARENT_PATHS = ['/payments', '/enrollments', '/enrollments/:id'];
const parentRoutes = routes.filter((route) => PARENT_PATHS.includes(route.path));

/** The remote's root component: its routes under its prefixes (a parent's only, for a parent). */
export function App() {
  const parent = useCurrentUser()?.type === 'Parent';
  return parent ? (
    <RemoteRoutes routes={parentRoutes} notFound={<Navigate to="/payments" replace />} />
  ) : (
    <RemoteRoutes routes={routes} />
  );
}
