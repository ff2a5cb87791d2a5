import { useState } from 'react';
import type { Department } from '@tutoring/contract';
import { Button } from '@tutoring/design-system';
import { ListTable, useListQuery } from '@tutoring/platform';
import { DepartmentFormModal } from './components/DepartmentFormModal';

/** STF-32: the departments list with the department form (md). */
export function DepartmentsPage() {
  const list = useListQuery<Department>({ routeName: 'departments', resource: 'departments', defaults: { per: 25 } });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  return (
    <section aria-labelledby="departments-heading">
      <h1 id="departments-heading">Departments</h1>
      <Button variant="primary" onClick={() => setEditing(null)}>
        New department
      </Button>
      <ListTable
        list={list}
        caption="Departments"
        hideCaption
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (d) => (
              <Button variant="link" size="sm" onClick={() => setEditing(d.id)}>
                {d.name}
              </Button>
            ),
          },
        ]}
        getRowId={(d) => String(d.id)}
      />
      {editing !== undefined ? (
        <DepartmentFormModal open departmentId={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
