// The user's password (STU-03..STU-06).
import { useMutation } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';
import type { ChangePassword } from '@tutoring/contract/writes';

/**
 * STU-03..STU-06: changes the user's password (nothing cached to invalidate: the shell reloads the current user). The
 * password form tells a failure itself, so the mutation asks for no toast.
 */
export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: ({ password, passwordConfirmation }: ChangePassword) =>
      api.users.changePassword(userId, { password, passwordConfirmation }),
    meta: { errorToast: 'none' },
  });
}
