import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useListQuery } from '@tutoring/api-client';
import type { Department } from '@tutoring/contract';
import { Button, ListFooter, Table } from '@tutoring/design-system';
import { DepartmentFormModal } from './components/DepartmentFormModal';

/** STF-32: the departments list with the department form (md). */
export function DepartmentsPage() {
  const queryClient = useQueryClient();
  const list = useListQuery<Department>({ routeName: 'departments', resource: 'departments', defaults: { per: 25 } });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  return (
    <section aria-labelledby="departments-heading">
      <h1 id="departments-heading">Departments</h1>
      <Button variant="primary" onClick={() => setEditing(null)}>
        New department
      </Button>
      <Table
        caption="Departments"
        hideCaption
        columns={[{ key: 'name', header: 'Name', render: (d) => <Button variant="link" size="sm" onClick={() => setEditing(d.id)}>{d.name}</Button> }]}
        rows={list.result.results}
        getRowId={(d) => String(d.id)}
        loading={list.isLoading}
      />
      <ListFooter page={list.result.page} pageSize={list.state.per} totalCount={list.result.totalCount} onChange={({ page, pageSize }) => (pageSize !== list.state.per ? list.setPer(pageSize) : list.setPage(page))} />
      {editing !== undefined ? (
        <DepartmentFormModal
          open
          departmentId={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.lists('departments') })}
        />
      ) : null}
    </section>
  );
}
