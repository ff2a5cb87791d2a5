import { ApiError, handleApiError } from '@tutoring/api-client';
import { SERVER_ERROR_TITLE } from '@tutoring/domain';
import { toast } from '@tutoring/design-system';

/**
 * Shows a failed write the way STU-18 / STU-21 say: HTTP 500 -> `serverMessage` (titled "Sorry, there has been a
 * problem"); anything else -> the generic handler ("Hmm, something is not right" with the errors as a sentence, or the
 * status toast). A dropped connection (-1) and 401 (logout) show nothing more.
 */
export function showWriteError(error: unknown, serverMessage: string): void {
  if (error instanceof ApiError) {
    if (error.status === -1 || error.status === 401) return;
    if (error.status === 500) {
      toast.error(SERVER_ERROR_TITLE, serverMessage);
      return;
    }
  }
  handleApiError(error);
}
