import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, setExamsToken } from '@tutoring/api-client';
import { Button } from '@tutoring/design-system';
import { shell, useCurrentUser, useIsAdmin } from '@tutoring/platform';

/**
 * Shown when the exams host refuses the grader token (401) or the user has none (EXM-01). Not a spec string:
 * the spec is silent (OP-19), so the wording is ours.
 */
export const GRADER_ACCESS_INVALID =
  'Your essay grader access is not valid. Please sign in again or ask an administrator.';

/** Heading of the grader access screen. */
export const GRADER_ACCESS_TITLE = 'Essay grader access';

/** True for a failure the exams host gives to a missing or wrong grader token. */
export function isGraderAuthError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

interface GraderAccess {
  /** Switches the page to the access screen (the exams host answered 401). */
  markInvalid: () => void;
  /** True when the current user may use the admin actions of the exams host. */
  isAdmin: boolean;
}

const GraderAccessContext = createContext<GraderAccess>({ markInvalid: () => undefined, isAdmin: false });

/** The boundary's services: report a 401, ask whether admin actions are offered. */
export function useGraderAccess(): GraderAccess {
  return useContext(GraderAccessContext);
}

/** The clear message with ways back: sign in again, try again (reload the current user) or go home. */
export function GraderAccessError({ onRetry }: { onRetry?: () => void }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await shell().reloadCurrentUser();
    } catch {
      // the shell shows its own failure; stay on this screen
    }
    setRetrying(false);
    onRetry?.();
  };
  return (
    <section aria-labelledby="grader-access-heading">
      <h2 id="grader-access-heading">{GRADER_ACCESS_TITLE}</h2>
      <p role="alert">{GRADER_ACCESS_INVALID}</p>
      <p style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="button" variant="primary" onClick={() => void shell().logout()}>
          Sign in again
        </Button>
        <Button type="button" variant="secondary" loading={retrying} onClick={() => void retry()}>
          Try again
        </Button>
        <Link to="/">Go to your home page</Link>
      </p>
    </section>
  );
}

/**
 * Wraps every exams page (EXM-01): keeps the api-client's grader token equal to the current user's, shows the
 * access screen when the user has no token or the exams host refused it, and otherwise renders the page.
 */
export function GraderAccessBoundary({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const isAdmin = useIsAdmin();
  const token = user?.graderToken ?? null;
  const synced = useRef<string | null | undefined>(undefined);
  if (synced.current !== token) {
    // Before any child query starts (children's effects run before ours), so every call carries this token.
    setExamsToken(token);
    synced.current = token;
  }
  const [refusedToken, setRefusedToken] = useState<string | null>(null);
  const markInvalid = useCallback(() => setRefusedToken(token ?? ''), [token]);
  const value = useMemo(() => ({ markInvalid, isAdmin }), [markInvalid, isAdmin]);
  if (!token || refusedToken === token) return <GraderAccessError onRetry={() => setRefusedToken(null)} />;
  return <GraderAccessContext.Provider value={value}>{children}</GraderAccessContext.Provider>;
}
