import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@tutoring/design-system';
import { hasRole, lazyPart, shell, useCurrentUser } from '@tutoring/platform';

// Only a student who must set a password sees the modal: its code (react-hook-form among it) loads then (issue 13).
// Code that fails to load shows the area's failure with Retry in the modal's place (platform lazyPart).
const SetPasswordModal = lazyPart(() =>
  import('../features/password/components/SetPasswordModal').then((m) => m.SetPasswordModal),
);

/** STU-01: a student login is a user with the student role, or an admin spoofing a student. */
export function isStudentLogin(user: Parameters<typeof hasRole>[0]): boolean {
  return !!user && (hasRole(user, 'student') || !!user.spoofing);
}

/**
 * The abstract student state (STU-01..STU-03). A user who is neither a student nor spoofing one is logged out
 * (STU-02; in the unified shell such a user never reaches the student portal, the shell routes by portal). A student
 * who must set a password and is not spoofed gets the set-password modal with the welcome heading (STU-03, OP-30); it
 * stays until the password is saved.
 */
export function StudentArea({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const allowed = isStudentLogin(user);
  const [passwordSaved, setPasswordSaved] = useState(false);

  useEffect(() => {
    if (user && !allowed)
      void shell()
        .logout()
        .catch(() => undefined);
  }, [user, allowed]);

  if (!user || !allowed) return null;
  const mustSetPassword = user.mustSetPassword && !user.spoofing && !passwordSaved;
  return (
    <>
      {children}
      {mustSetPassword ? (
        <SetPasswordModal
          fallback={<Spinner label="Loading" />}
          userId={user.id}
          open
          welcome
          onClose={() => undefined}
          onSaved={() => setPasswordSaved(true)}
        />
      ) : null}
    </>
  );
}
