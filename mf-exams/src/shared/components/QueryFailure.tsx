import { LoadFailure } from '@tutoring/design-system';
import { isGraderAuthError } from '../api/access';

/**
 * A load failure on an exams page: the design system's {@link LoadFailure} ("We could not load {what}." with Retry),
 * except for a refused grader token, which shows nothing here: the page's {@link GraderAccessBoundary} switches to the
 * access screen.
 */
export function QueryFailure({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => unknown }) {
  if (isGraderAuthError(error)) return null;
  return <LoadFailure what={what} onRetry={onRetry} />;
}
