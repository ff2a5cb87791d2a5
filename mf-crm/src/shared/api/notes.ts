// Note mutations of the CRM records (issue 23.3: each mutation names what it invalidates).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/**
 * CRM-31: creates a note about a record; invalidates the notes lists (the record's activity panel shows it at once).
 * The form shows a failure itself (`errorToast: 'none'`).
 */
export function useCreateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof api.notes.create>[0]) => api.notes.create(body),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.lists('notes') }),
  });
}
