// Attendance mutations of the attendance screens (issue 23.3: each mutation names what it invalidates).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** SES-33: moves one attendance to another session; the screen shows a failure; invalidates attendances and sessions. */
export function useMoveAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sessionId }: { id: number; sessionId: number }) => api.attendances.move(id, sessionId),
    meta: { errorToast: 'none' },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.resource('attendances') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
    },
  });
}
