import * as C from '@tutoring/contract';
import { ADVISOR_LIST_PER } from '@tutoring/domain';
import {
  resource,
  fetchList,
  get,
  send,
  reply,
  list,
  requestErrorToast,
  type Opts,
  type ListParams,
  type ListResult,
} from './singleton';

/** API-26..API-29 employees. */
export const employees = {
  ...resource('employees'),
  /** API-26 `GET employees.json?query=`. */
  search: (query: string, params: ListParams = {}, options?: Opts): Promise<ListResult<C.Employee>> =>
    fetchList('employees.json', 'employees', C.EmployeeSchema, { query, ...params }, options),
  /**
   * API-27 `GET employees?active&roles[]&per=1000` (advisor and director lists). `fields`: only those fields of each
   * employee (the API's sparse fieldset, issue 26), e.g. the names a pick list shows; absent: whole records.
   */
  listByRoles: (
    params: { active?: boolean; roles: readonly string[]; fields?: readonly string[] },
    options?: Opts,
  ): Promise<ListResult<C.Employee>> =>
    fetchList(
      'employees',
      'employees',
      C.EmployeeSchema,
      {
        active: params.active ?? true,
        'roles[]': params.roles,
        per: ADVISOR_LIST_PER,
        fields: params.fields,
      },
      options,
    ),
  available: (id: number, options?: Opts) =>
    get(`employees/${id}/available`, C.EmployeeAvailableReplySchema, undefined, options),
  assignedAdvisors: async (options?: Opts) =>
    (await get('employees/assigned_advisors', list('employees', C.EmployeeSchema), undefined, options)).employees,
  /** `PUT employees/{id}/set_extension_handle` `{extensionHandle}`; failures toast REQUEST_ERROR (API-14). */
  setExtensionHandle: async (id: number, extensionHandle: string | null, options?: Opts) =>
    (
      await send(
        'PUT',
        `employees/${id}/set_extension_handle`,
        { extensionHandle },
        reply('employee', C.EmployeeSchema),
        options,
        requestErrorToast,
      )
    ).employee,
  /** `PUT employees/{id}/rehire.json` `{employee}`. */
  rehire: async (id: number, employee: Partial<C.Employee>, options?: Opts) =>
    (
      await send(
        'PUT',
        `employees/${id}/rehire.json`,
        { employee },
        reply('employee', C.EmployeeSchema),
        options,
        requestErrorToast,
      )
    ).employee,
  /** `PUT employees/{id}/terminate.json` `{employee, endDate}` (OP-56). */
  terminate: async (id: number, employee: Partial<C.Employee>, endDate: string, options?: Opts) =>
    (
      await send(
        'PUT',
        `employees/${id}/terminate.json`,
        { employee, endDate },
        reply('employee', C.EmployeeSchema),
        options,
        requestErrorToast,
      )
    ).employee,
};
