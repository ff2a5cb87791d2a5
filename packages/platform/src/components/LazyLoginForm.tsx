import { Suspense, lazy } from 'react';
import type { LoginFormProps } from './LoginForm';

// Issue 26: the form's stack (react-hook-form, its zod resolver) is downloaded only when a sign-in form renders, so
// it is not part of the shared platform module every signed-in page loads.
const Form = lazy(() => import('./LoginForm').then((module) => ({ default: module.LoginForm })));

/** The sign-in form (SHL-03), see ./LoginForm.tsx; its code loads when it first renders. */
export function LoginForm(props: LoginFormProps) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
