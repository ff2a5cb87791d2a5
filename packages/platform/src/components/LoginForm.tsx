import { useId } from 'react';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@tutoring/api-client';
import { LoginSchema } from '@tutoring/contract/writes';
import { Button } from '@tutoring/design-system';
import { LOGIN_TEXTS } from '@tutoring/domain';
import { signIn } from '../boot';
import type { SessionUser } from '../session';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: min(100%, 360px);
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  input {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with the signed-in user. */
  onSignedIn: (user: SessionUser) => void;
  /** A message shown above the form (e.g. after a 401 logout). */
  notice?: string | null;
  heading?: string;
}

/**
 * The sign-in form used by the shell and by the standalone dev harness (SHL-03), on react-hook-form over the
 * contract's {@link LoginSchema}: an empty e-mail or password sends nothing and says "Please enter your e-mail and
 * password."; a refused sign-in shows the server's errors (or LOGIN_TEXTS.failed) once, keeping what was typed.
 */
export function LoginForm({ onSignedIn, notice, heading = LOGIN_TEXTS.heading }: LoginFormProps) {
  const id = useId();
  const form = useForm<{ email: string; password: string }>({
    resolver: zodResolver(LoginSchema) as never,
    defaultValues: { email: '', password: '' },
    // One message for the whole form (SHL-03), checked on submit only.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.email?.message ?? errors.password?.message ?? errors.root?.message ?? null;

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      onSignedIn(await signIn(email.trim(), password));
    } catch (caught) {
      form.setError('root', {
        type: 'server',
        message: caught instanceof ApiError && caught.errors.length ? caught.errors.join(' ') : LOGIN_TEXTS.failed,
      });
    }
  });

  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h1 id={`${id}-heading`}>{heading}</h1>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      <Field>
        <label htmlFor={`${id}-email`}>{LOGIN_TEXTS.email}</label>
        {/* The page is there to sign in: typing starts in the e-mail field (as on the small login page). */}
        <input id={`${id}-email`} type="email" autoComplete="username" required autoFocus {...form.register('email')} />
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{LOGIN_TEXTS.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
      </Field>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? LOGIN_TEXTS.busy : LOGIN_TEXTS.submit}
      </Button>
    </Form>
  );
}
