import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '@tutoring/api-client';
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

/** The sign-in form used by the shell and by the standalone dev harness (SHL-03). */
export function LoginForm({ onSignedIn, notice, heading = LOGIN_TEXTS.heading }: LoginFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password) {
      setError(LOGIN_TEXTS.missing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(email.trim(), password));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.errors.length ? caught.errors.join(' ') : LOGIN_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h1 id={`${id}-heading`}>{heading}</h1>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      <Field>
        <label htmlFor={`${id}-email`}>{LOGIN_TEXTS.email}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{LOGIN_TEXTS.password}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </Field>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={busy}>
        {busy ? LOGIN_TEXTS.busy : LOGIN_TEXTS.submit}
      </Button>
    </Form>
  );
}
