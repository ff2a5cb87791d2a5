// Message mutations of the CRM records (issue 23.3: each mutation names what it invalidates).
import { useMutation } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';

/**
 * CRM-29: sends a message about a record. It invalidates nothing: no CRM screen lists sent messages. The form shows a
 * failure itself (`errorToast: 'none'`).
 */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: Parameters<typeof api.messages.create>[0]) => api.messages.create(body),
    meta: { errorToast: 'none' },
  });
}
