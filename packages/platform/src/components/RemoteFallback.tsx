import { useState } from 'react';
import { isPlatformVersionError } from '../compatibility';

/** Props of the fallback shown in a remote's area when it fails to load, mount or render. */
export interface RemoteFallbackProps {
  /** Navigation label of the area ("CRM"). */
  label: string;
  /** What failed: a remote built against a newer platform gets its own message (issue 21). */
  error?: unknown;
  /** Called by the Retry button; resolves once the retry has been attempted. */
  onRetry: () => Promise<void> | void;
}

/**
 * Shown in place of a remote that failed anywhere (manifest, entry, expose, mount, render). The shell and the
 * other remotes keep working; Retry reloads the area without reloading the page.
 */
export function RemoteFallback({ label, error, onRetry }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <section role="alert" aria-live="assertive" data-testid="remote-fallback" className="remote-fallback">
      <h2>{label} is not available right now</h2>
      <p>
        {isPlatformVersionError(error)
          ? 'This area needs a newer version of the platform.'
          : 'This area could not be loaded. The rest of the application keeps working; try again in a moment.'}
      </p>
      <button
        type="button"
        disabled={retrying}
        onClick={async () => {
          setRetrying(true);
          try {
            await onRetry();
          } finally {
            setRetrying(false);
          }
        }}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
