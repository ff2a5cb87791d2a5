// Card profile queries of the payments screens (issue 23.3: keys from `queryKeys`, one module per resource). Shared: the
// payment-info modal reads a parent's card, the add hours form whether the family has one to charge.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { PaymentProfile } from '@tutoring/contract';
import { isCardProfileValid } from '@tutoring/domain/areas';

/** Query options of authorize.net card profiles. */
export const authorizeNetProfileQueries = {
  /**
   * The parent's latest card profile read through `GET authorize_net_profiles?parentId=` (quietly, not retried): for a
   * user who may not read the parent record but may read its card (a student, PAY-18). `null` when the parent has none.
   */
  latestOfParent: (parentId: number) =>
    queryOptions<PaymentProfile | null>({
      queryKey: queryKeys.list('authorize_net_profiles', { parentId, orderBy: 'id', orderSort: 'desc', per: 1 }),
      queryFn: async ({ signal }) => {
        const list = await api.authorizeNetProfiles.list(
          { parentId, orderBy: 'id', orderSort: 'desc', per: 1 },
          { signal },
        );
        if (list.error) throw list.error;
        return list.results[0] ?? null;
      },
      meta: { errorToast: 'none' },
      retry: false,
    }),
};

/** PAY-14, DOM-30: a stored card can be charged unless the server says it is not valid or its expiry has passed. */
export function isProfileUsable(
  profile: Pick<PaymentProfile, 'valid' | 'expirationDate'>,
  now: Date = new Date(),
): boolean {
  return profile.valid !== false && isCardProfileValid(profile.expirationDate, now);
}
