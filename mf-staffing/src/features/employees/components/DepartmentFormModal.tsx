import { useEffect, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api, getQueryClient, queryKeys } from '@tutoring/api-client';
import type { Department } from '@tutoring/contract';
import { FormField, FormModal, TextInput } from '@tutoring/design-system';

/** Props of {@link DepartmentFormModal} (also the `./DepartmentFormModal` expose for mf-sessions). */
export interface DepartmentFormModalProps {
  /** The department to edit, or null for a new one. */
  departmentId: number | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (department: Department) => void;
}

function Content({ departmentId, open, onClose, onSaved }: DepartmentFormModalProps) {
  const query = useQuery({
    queryKey: queryKeys.detail('departments', departmentId ?? -1),
    queryFn: ({ signal }) => api.departments.get(departmentId as number, { signal }),
    enabled: open && departmentId !== null,
  });
  const [name, setName] = useState('');
  const loadedName = query.data?.name;
  useEffect(() => {
    if (loadedName !== undefined && loadedName !== null) setName(loadedName);
  }, [loadedName]);
  const save = () =>
    departmentId === null
      ? api.departments.create({ name: name.trim() }, { handleErrors: false })
      : api.departments.update(departmentId, { name: name.trim() }, { handleErrors: false });
  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="md"
      title={departmentId === null ? 'New department' : 'Edit department'}
      onSave={save}
      onSaved={onSaved}
    >
      <FormField label="Name" required>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} required maxLength={191} />
      </FormField>
    </FormModal>
  );
}

/** STF-32: the department form (md), loading `GET departments/{id}`; fields per OP-12 (name). */
export function DepartmentFormModal(props: DepartmentFormModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Content {...props} />
    </QueryClientProvider>
  );
}
