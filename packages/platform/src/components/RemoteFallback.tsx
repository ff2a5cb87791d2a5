import styled from 'styled-components';
import { RetryButton } from '@tutoring/design-system';
import { isPlatformVersionError } from '../compatibility';

/** Props of the fallback shown in a remote's area when it cannot be shown. */
export interface RemoteFallbackProps {
  /** Navigation label of the area ("CRM"). */
  label: string;
  /** What failed: a remote built against a newer platform gets its own default message (issue 21). */
  error?: unknown;
  /** The heading; default "<label> is not available right now". */
  title?: string;
  /** What happened and what to do; default: the area could not be loaded, try again in a moment. */
  message?: string;
  /** Called by the Retry button; resolves once the retry has been attempted. */
  onRetry: () => Promise<void> | void;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h1,
  p {
    margin: 0;
  }
`;

/** The default message of {@link RemoteFallback} for a remote that needs a newer platform than the page runs. */
export const PLATFORM_TOO_OLD_MESSAGE = 'This area needs a newer version of the platform.';

/** The default message of {@link RemoteFallback} for a remote built for an older platform than the page runs. */
export const PLATFORM_TOO_NEW_MESSAGE = 'This area was built for an older version of the platform.';

/** The default message of {@link RemoteFallback}. */
export const REMOTE_UNAVAILABLE_MESSAGE =
  'This area could not be loaded. The rest of the application keeps working; try again in a moment.';

/**
 * Shown in place of a remote that failed anywhere (manifest, entry, expose, mount, render), or that cannot run for
 * another reason its caller words (`title`, `message`). The shell and the other remotes keep working; the
 * design-system `RetryButton` reloads the area without reloading the page.
 */
export function RemoteFallback({ label, error, title, message, onRetry }: RemoteFallbackProps) {
  const text =
    message ??
    (isPlatformVersionError(error)
      ? error.pageIsNewer
        ? PLATFORM_TOO_NEW_MESSAGE
        : PLATFORM_TOO_OLD_MESSAGE
      : REMOTE_UNAVAILABLE_MESSAGE);
  return (
    <Panel role="alert" aria-live="assertive" data-testid="remote-fallback" className="remote-fallback">
      <h1>{title ?? `${label} is not available right now`}</h1>
      <p>{text}</p>
      <RetryButton variant="primary" onRetry={onRetry} />
    </Panel>
  );
}
