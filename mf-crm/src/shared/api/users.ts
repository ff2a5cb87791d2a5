// User (login) mutations of the CRM records (issue 23.3: each mutation names what it invalidates).
import { useMutation } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';

/**
 * CRM-17: changes the password of a parent's or student's login. It invalidates nothing: no screen shows a
 * password. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: { password: string; passwordConfirmation: string } }) =>
      api.users.changePassword(userId, body),
    meta: { errorToast: 'none' },
  });
}
