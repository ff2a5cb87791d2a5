// Invitations of friends (STU-25).
import { useMutation } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';

/**
 * STU-25: `POST quests/invitations` with the friends' names (nothing to invalidate: no screen lists invitations). The
 * invite form tells a failure itself, so the mutation asks for no toast.
 */
export function useInviteFriends() {
  return useMutation({
    mutationFn: (names: string[]) => api.quests.invite(names),
    meta: { errorToast: 'none' },
  });
}
