import { CANCELED_MARK } from '@tutoring/domain/areas';

/** Whether a session (as the API sends it, DOM-48) has been canceled (`canceledAt` set). */
export function isCanceledSession(session: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return Boolean(session?.canceledAt);
}

/** Props of {@link CanceledMark}. */
export interface CanceledMarkProps {
  /** The session shown; nothing is rendered unless it is canceled. */
  session: Readonly<Record<string, unknown>> | null | undefined;
}

/**
 * " (canceled)" (domain's `CANCELED_MARK`, the words the staff calendar puts after a canceled session's name) after a
 * canceled session's name or time, in strong text; nothing for a session that is not. */
export function CanceledMark({ session }: CanceledMarkProps) {
  if (!isCanceledSession(session)) return null;
  return (
    <>
      {' '}
      <strong data-status="canceled">{CANCELED_MARK}</strong>
    </>
  );
}
