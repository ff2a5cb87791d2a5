// Coupon queries of the enrollment screens (issue 23.3: keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of coupons. */
export const couponQueries = {
  /** OP-74: the first 100 coupons (staff pick a code); a failure shows nothing, the code can still be typed. */
  list: () =>
    queryOptions({
      queryKey: queryKeys.list('coupons', { per: 100 }),
      queryFn: ({ signal }) => api.coupons.list({ per: 100 }, { signal }),
      meta: { errorToast: 'none' },
      staleTime: 60_000,
    }),
};
