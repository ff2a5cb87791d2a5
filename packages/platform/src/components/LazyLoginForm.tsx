import { useMemo } from 'react';
import { LOGIN_TEXTS } from '@tutoring/domain';
import type { LoginFormProps } from './LoginForm';
import { lazyPart } from './lazyPart';
import { type Area, AreaContext } from './RemoteErrorBoundary';

// Issue 26: the form's stack (react-hook-form, its zod resolver) is downloaded only when a sign-in form renders, so
// it is not part of the shared platform module every signed-in page loads. A lazy part: a download that fails (the
// in-app sign-in after a 401 on a flaky network) shows the failure with Retry in the form's place, not a blank page.
const Form = lazyPart(() => import('./LoginForm').then((module) => module.LoginForm));

/** The sign-in form (SHL-03), see ./LoginForm.tsx; its code loads when it first renders. */
export function LoginForm(props: LoginFormProps) {
  const area = useMemo<Area>(
    () => ({ name: 'platform', label: props.heading ?? LOGIN_TEXTS.heading }),
    [props.heading],
  );
  return (
    <AreaContext.Provider value={area}>
      <Form fallback={null} {...props} />
    </AreaContext.Provider>
  );
}
