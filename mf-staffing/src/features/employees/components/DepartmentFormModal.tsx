import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getQueryClient, useOpenedVersion } from '@tutoring/api-client';
import type { Department } from '@tutoring/contract';
import { DepartmentCreateSchema } from '@tutoring/contract/writes';
import { FormField, TextInput } from '@tutoring/design-system';
import { FormModal, useFillOnce } from '@tutoring/design-system/forms';
import { departmentQueries, useSaveDepartment } from '../api/departments';

/** Props of {@link DepartmentFormModal} (also the `./DepartmentFormModal` expose for mf-sessions). */
export interface DepartmentFormModalProps {
  /** The department to edit, or null for a new one. */
  departmentId: number | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (department: Department) => void;
}

function Content({ departmentId, open, onClose, onSaved }: DepartmentFormModalProps) {
  const query = useQuery({ ...departmentQueries.detail(departmentId), enabled: open && departmentId !== null });
  const save = useSaveDepartment();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(DepartmentCreateSchema) as never,
    defaultValues: { name: '' },
  });
  const [version, keepVersion] = useOpenedVersion('departments');
  const filled = useFillOnce(
    form,
    departmentId === null ? null : query.data,
    (loaded) => ({ name: loaded.name ?? '' }),
    keepVersion,
  );
  return (
    <FormModal<Department, { name: string }>
      open={open}
      onClose={onClose}
      size="md"
      title={departmentId === null ? 'New department' : 'Edit department'}
      form={form}
      onSubmit={({ name }) => save.mutateAsync({ id: departmentId, name: name.trim(), ifMatch: version })}
      onSaved={onSaved}
      loading={!filled && 'Loading department'}
    >
      <FormField label="Name" required name="name">
        <TextInput {...form.register('name')} maxLength={191} />
      </FormField>
    </FormModal>
  );
}

/** STF-32: the department form (md), loading `GET departments/{id}`; fields per OP-12 (name). A save invalidates the departments. */
export function DepartmentFormModal(props: DepartmentFormModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Content {...props} />
    </QueryClientProvider>
  );
}
