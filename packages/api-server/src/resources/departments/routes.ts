import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { departmentPolicies } from './policy';
import {
  DEPARTMENT_FILTERS,
  DEPARTMENT_ORDER_KEYS,
  type Department,
  deleteDepartment,
  findDepartment,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from './queries';
import { DEPARTMENT_FIELDS, type DepartmentInput } from './rules';

/** Departments (DOM-73): the company's departments, which brands belong to. */
export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('department', DEPARTMENT_FIELDS, body) as DepartmentInput;
  registerCrud<Department, DepartmentInput>(app, {
    path: 'departments',
    what: 'Department',
    contract: resources.departments,
    policies: departmentPolicies,
    filters: Object.keys(DEPARTMENT_FILTERS),
    orderKeys: DEPARTMENT_ORDER_KEYS,
    list: (q, paging) => listDepartments(kdb, q, paging),
    find: (id) => findDepartment(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertDepartment(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateDepartment(kdb, id, data),
    destroy: (existing) => deleteDepartment(kdb, existing.id),
    versionTable: 'departments',
  });
};
