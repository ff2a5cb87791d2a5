import { useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

/** Props of {@link RetryButton}. */
export interface RetryButtonProps extends Pick<ButtonProps, 'variant'> {
  /**
   * Asks again (a query's refetch, an area's reload). While the promise it returns runs, the button says "Retrying…"
   * and ignores clicks; a rejection is the caller's to tell (its toast policy): the button just comes back.
   */
  onRetry: () => unknown;
}

/** Its texts (ours: the spec gives none). */
const TEXTS = { retry: 'Retry', retrying: 'Retrying…' } as const;

/**
 * The one Retry of a failure shown in place (a section's data, an area that could not be loaded): "Retry", then
 * "Retrying…" until the retry has been attempted. It keeps the focus throughout (`aria-disabled`, not `disabled`,
 * which would drop it), so a retry that fails again leaves the person on Retry.
 */
export function RetryButton({ onRetry, variant }: RetryButtonProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The failure stays on screen with its Retry.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Button
      type="button"
      variant={variant}
      aria-disabled={retrying || undefined}
      aria-busy={retrying || undefined}
      onClick={() => void retry()}
    >
      {retrying ? TEXTS.retrying : TEXTS.retry}
    </Button>
  );
}
