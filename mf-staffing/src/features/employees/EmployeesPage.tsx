import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ListParams, showErrorToast } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Employee } from '@tutoring/contract';
import {
  ActionRow,
  Alert,
  Button,
  Checkbox,
  FilterBar,
  FormField,
  Select,
  type TableColumn,
} from '@tutoring/design-system';
import { formatDate } from '@tutoring/domain';
import { ListTable, useRoles, useListQuery, useIsAdmin } from '@tutoring/platform';
import { useRehireEmployee, useSetExtensionHandle, useTerminateEmployee } from './api/employees';
import { EmployeeFormModal } from './components/EmployeeFormModal';
import { ExtensionModal } from './components/ExtensionModal';
import { TerminateModal } from './components/TerminateModal';

const RoleBox = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  padding: 0;
  margin: 0;
`;

/** STF-31: the employees list source: `GET employees` with active and repeatable `roles[]`. */
export function listEmployees(params: ListParams, options: { signal?: AbortSignal }) {
  const { roles, active, ...rest } = params;
  const list = typeof roles === 'string' ? roles.split(',').filter(Boolean) : [];
  return api.employees.list(
    { ...rest, ...(active === 'all' ? {} : { active }), ...(list.length ? { 'roles[]': list } : {}) },
    options,
  );
}

const nameOf = (e: Partial<Employee>) => e.fullName || [e.firstName, e.lastName].filter(Boolean).join(' ');

type Dialog =
  | { kind: 'form'; record: Employee | null; newKind: 'employee' | 'tutor' }
  | { kind: 'terminate'; record: Employee }
  | { kind: 'extension'; record: Employee }
  | null;

/**
 * STF-04..STF-08, STF-31: the employees admin list with the active and roles filters (kept in the URL), the
 * employee/tutor form, terminate, rehire, extension handle and the availability check. Other staff read the list
 * and check availability; the writes (form, terminate, rehire, extension) are the admin's (the API's `admin`
 * policy), so only an admin is offered them and others see each name as text.
 */
export function EmployeesPage() {
  const admin = useIsAdmin();
  const roles = useRoles();
  const list = useListQuery<Employee>({
    routeName: 'employees',
    resource: { name: 'employees', list: listEmployees },
    filters: ['active', 'roles', 'query'],
    defaults: { active: 'true', per: 25, orderBy: 'last_name', orderSort: 'asc' },
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [availability, setAvailability] = useState<Record<number, boolean>>({});
  // STF-06: each action's reply updates the record in the loaded list at once; the list is then re-queried.
  const action = useRehireEmployee(() => setDialog(null));
  const terminate = useTerminateEmployee();
  const setExtensionHandle = useSetExtensionHandle();
  const selectedRoles = (list.state.filters.roles ?? '').split(',').filter(Boolean);

  const check = async (employee: Employee) => {
    try {
      const reply = await api.employees.available(employee.id);
      setAvailability((a) => ({ ...a, [employee.id]: reply.available }));
    } catch (error) {
      showErrorToast(error);
    }
  };

  const columns: Array<TableColumn<Employee>> = [
    {
      key: 'last_name',
      header: 'Name',
      sortable: true,
      render: (e) =>
        admin ? (
          <Button variant="link" size="sm" onClick={() => setDialog({ kind: 'form', record: e, newKind: 'employee' })}>
            {nameOf(e)}
          </Button>
        ) : (
          nameOf(e)
        ),
    },
    { key: 'title', header: 'Title', sortable: true, render: (e) => e.title ?? '' },
    { key: 'type', header: 'Type', render: (e) => e.type ?? '' },
    { key: 'roles', header: 'Roles', render: (e) => (e.roles ?? []).join(', ') },
    { key: 'hire_date', header: 'Hire date', sortable: true, render: (e) => formatDate(e.hireDate ?? null) },
    { key: 'endDate', header: 'End date', render: (e) => formatDate(e.endDate ?? null) },
    { key: 'extensionHandle', header: 'Extension', render: (e) => e.extensionHandle ?? '' },
    { key: 'active', header: 'Status', render: (e) => (e.active === false ? 'Inactive' : 'Active') },
    {
      key: 'actions',
      header: 'Actions',
      render: (e) => (
        <ActionRow>
          {!admin ? null : e.active === false || e.endDate ? (
            <Button
              size="sm"
              loading={action.processing}
              aria-label={`Rehire ${nameOf(e)}`}
              onClick={() => void action.rehire(e)}
            >
              Rehire
            </Button>
          ) : (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Terminate ${nameOf(e)}`}
              onClick={() => setDialog({ kind: 'terminate', record: e })}
            >
              Terminate
            </Button>
          )}
          {admin ? (
            <Button
              size="sm"
              aria-label={`Extension of ${nameOf(e)}`}
              onClick={() => setDialog({ kind: 'extension', record: e })}
            >
              Extension
            </Button>
          ) : null}
          <Button size="sm" aria-label={`Check availability of ${nameOf(e)}`} onClick={() => void check(e)}>
            Check availability
          </Button>
          {availability[e.id] !== undefined ? (
            <span role="status">{availability[e.id] ? 'Available' : 'Not available'}</span>
          ) : null}
        </ActionRow>
      ),
    },
  ];

  return (
    <section aria-labelledby="employees-heading">
      <h1 id="employees-heading">Employees</h1>
      <ActionRow>
        {admin ? (
          <>
            <Button variant="primary" onClick={() => setDialog({ kind: 'form', record: null, newKind: 'employee' })}>
              New employee
            </Button>
            <Button onClick={() => setDialog({ kind: 'form', record: null, newKind: 'tutor' })}>New tutor</Button>
          </>
        ) : null}
        <Link to="/employees/departments">Departments</Link>
      </ActionRow>
      <FilterBar label="Employee filters">
        <FormField label="Status">
          <Select
            value={list.state.filters.active ?? ''}
            onChange={(e) => list.setFilters({ active: e.target.value === 'true' ? null : e.target.value || 'all' })}
            options={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
              { value: 'all', label: 'All' },
            ]}
          />
        </FormField>
        <RoleBox>
          <legend>Roles</legend>
          {roles.map((role) => (
            <Checkbox
              key={role.name}
              label={role.name}
              checked={selectedRoles.includes(role.name)}
              onChange={(e) =>
                list.setFilters({
                  roles:
                    (e.target.checked
                      ? [...selectedRoles, role.name]
                      : selectedRoles.filter((r) => r !== role.name)
                    ).join(',') || null,
                })
              }
            />
          ))}
        </RoleBox>
      </FilterBar>
      {dialog === null ? <Alert messages={action.errors} /> : null}
      <ListTable list={list} caption="Employees" hideCaption columns={columns} getRowId={(e) => String(e.id)} />
      {dialog?.kind === 'form' ? (
        <EmployeeFormModal open record={dialog.record} kind={dialog.newKind} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'terminate' ? (
        <TerminateModal
          open
          name={nameOf(dialog.record)}
          onClose={() => setDialog(null)}
          terminate={(endDate) => terminate.mutateAsync({ id: dialog.record.id, endDate })}
          onSaved={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'extension' ? (
        <ExtensionModal
          open
          name={nameOf(dialog.record)}
          initial={dialog.record.extensionHandle ?? ''}
          onClose={() => setDialog(null)}
          save={(handle) => setExtensionHandle.mutateAsync({ id: dialog.record.id, handle })}
          onSaved={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
