import { hasAnyRole, useCurrentUser } from '@tutoring/platform';

/**
 * Whether the API's `admin` policy lets the signed-in user in: the admin role or the ADMIN permission, as the server's
 * `is.admin` reads them. Every write of employees (their terminate, rehire and extension actions and the targets
 * saved on them), departments and teams is the admin's (docs/security.md); other staff read those pages, so the
 * pages offer those writes only when this holds (a button that only leads to a 403 is a defect).
 */
export function useIsAdmin(): boolean {
  return hasAnyRole(useCurrentUser(), ['admin', 'ADMIN']);
}
