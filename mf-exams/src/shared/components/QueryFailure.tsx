import { Button, EmptyState } from '@tutoring/design-system';
import { isGraderAuthError } from '../api/access';

/** What a page shows when a load failed for another reason than the grader token (that one has its own screen). */
export function QueryFailure({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  if (isGraderAuthError(error)) return null;
  return (
    <EmptyState
      title={`We could not load ${what}.`}
      description="Please try again."
      action={
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
