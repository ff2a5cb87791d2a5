import { useEffect } from 'react';
import { ExposedComponent, platformStore, publicAppAtom } from '@tutoring/platform';
import { Spinner } from '@tutoring/design-system';

/** The module mf-payments exposes for the public enrollment portal (docs/adr/0006-public-enrollment-portal.md). */
export const ENROLLMENT_PORTAL_EXPOSE = 'mf_payments/EnrollmentPortal';

/**
 * SHL-07, issue 25: the public enrollment portal at /enroll, shown signed in or out. While it is shown the app name is
 * `enrollment` (remotes read it with `useAppName()`, the shell loads that app's texts, SHL-17, and the page title ends
 * in "Enrollment"); the portal itself is mf-payments' exposed module, so a failure stays in this area with the usual
 * fallback and Retry. A signed-in user keeps their own portal's brand, navigation and preloading (../chrome/ShellApp,
 * ../start/startShell: `portalOf(user)`, not the app name).
 */
export function EnrollPage() {
  useEffect(() => {
    platformStore.set(publicAppAtom, 'enrollment');
    return () => platformStore.set(publicAppAtom, null);
  }, []);
  return (
    <ExposedComponent
      id={ENROLLMENT_PORTAL_EXPOSE}
      exportName="EnrollmentPortal"
      label="Enrollment"
      props={{}}
      loading={<Spinner label="Loading" />}
    />
  );
}
