// The parent's card profile (STU-24 (a)).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { PaymentProfile, Student } from '@tutoring/contract';

type CardProfile = PaymentProfile | Partial<PaymentProfile> | null;

/** Query options of payment profiles. */
export const paymentProfileQueries = {
  /**
   * The parent's latest card profile (the current card: a parent may have replaced an expired one with a new
   * profile), taken from the student's embedded parent when the reply has it. A failure shows nothing (the API may
   * not let the student read it: then the modal does not open).
   */
  latestOf: (student: Student | undefined) => {
    const parent = student?.parent as (Record<string, unknown> & { id?: number }) | null | undefined;
    const parentId = student?.parentId ?? parent?.id ?? null;
    const embedded = parent && 'authorizeNetProfile' in parent;
    return queryOptions<CardProfile>({
      queryKey: queryKeys.list('authorize_net_profiles', { parentId, orderBy: 'id', orderSort: 'desc', per: 1 }),
      queryFn: async () => {
        if (embedded) return (parent.authorizeNetProfile as Partial<PaymentProfile> | null | undefined) ?? null;
        const list = await api.authorizeNetProfiles.list({
          parentId: parentId!,
          orderBy: 'id',
          orderSort: 'desc',
          per: 1,
        });
        if (list.error) throw list.error;
        return list.results[0] ?? null;
      },
      enabled: parentId !== null,
      retry: false,
      meta: { errorToast: 'none' },
    });
  },
};

/**
 * STU-24 (a): the parent's card profile. `undefined` while unknown (not loaded, or the API does not let the student
 * read it: then the modal does not open), `null` when the parent has none.
 */
export function useParentCardProfile(student: Student | undefined, enabled: boolean) {
  const options = paymentProfileQueries.latestOf(student);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
