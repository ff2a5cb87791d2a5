import { useState } from 'react';
import type { Department } from '@tutoring/contract';
import { Button } from '@tutoring/design-system';
import { ListTable, useListQuery, useIsAdmin } from '@tutoring/platform';
import { DepartmentFormModal } from './components/DepartmentFormModal';

/**
 * STF-32: the departments list with the department form (md). Employees read it; creating and editing a department
 * is the admin's (the API's `admin` policy), so only an admin is offered the form and others see each name as text.
 */
export function DepartmentsPage() {
  const admin = useIsAdmin();
  const list = useListQuery<Department>({ routeName: 'departments', resource: 'departments', defaults: { per: 25 } });
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  return (
    <section aria-labelledby="departments-heading">
      <h1 id="departments-heading">Departments</h1>
      {admin ? (
        <Button variant="primary" onClick={() => setEditing(null)}>
          New department
        </Button>
      ) : null}
      <ListTable
        list={list}
        caption="Departments"
        hideCaption
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (d) =>
              admin ? (
                <Button variant="link" size="sm" onClick={() => setEditing(d.id)}>
                  {d.name}
                </Button>
              ) : (
                d.name
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
