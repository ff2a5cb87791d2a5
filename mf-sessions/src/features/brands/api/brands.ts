// Brand queries and mutations of the brands panel (issue 23.3: keys from `queryKeys`, each mutation names what it
// invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of brands. */
export const brandQueries = {
  /** SES-45: `GET brands/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('brands', id),
      queryFn: ({ signal }) => api.brands.get(id, { signal }),
    }),
};

type BrandBody = Parameters<typeof api.brands.create>[0];

/** SES-45, SES-46: creates (no id) or updates a brand on the version the form was opened on; invalidates brands. */
export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id?: number; body: BrandBody; ifMatch?: string }) =>
      id === undefined ? api.brands.create(body) : api.brands.update(id, body, { ifMatch }),
    // The form shows a failure.
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('brands') }),
  });
}
