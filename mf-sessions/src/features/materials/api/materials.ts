// Material queries and mutations of the materials screen (issue 23.3: keys from `queryKeys`, each mutation names
// what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of materials. */
export const materialQueries = {
  /** SES-05: `GET materials/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('materials', id),
      queryFn: ({ signal }) => api.materials.get(id, { signal }),
    }),
};

type MaterialBody = Parameters<typeof api.materials.create>[0];

/** SES-05: creates (no id) or updates a material on the version the form was opened on; invalidates materials. */
export function useSaveMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id?: number; body: MaterialBody; ifMatch?: string }) =>
      id === undefined ? api.materials.create(body) : api.materials.update(id, body, { ifMatch }),
    // The form shows a failure.
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('materials') }),
  });
}
