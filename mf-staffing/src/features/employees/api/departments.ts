// Department queries and mutations (issue 23.3: one module per resource, keys from `queryKeys`, each mutation names
// what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of departments (STF-32). */
export const departmentQueries = {
  /** `GET departments/{id}`. */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('departments', id ?? -1),
      queryFn: ({ signal }) => api.departments.get(id as number, { signal }),
      enabled: id !== null,
    }),
};

/**
 * STF-32: creates (`id: null`) or renames a department with the version its form was opened on; invalidates every
 * department query (the lists, the record). The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, ifMatch }: { id: number | null; name: string; ifMatch?: string }) =>
      id === null ? api.departments.create({ name }) : api.departments.update(id, { name }, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('departments') }),
  });
}
