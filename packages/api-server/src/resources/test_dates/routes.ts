import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { testDatePolicies } from './policy';
import {
  TEST_DATE_FILTERS,
  TEST_DATE_ORDER_KEYS,
  type TestDate,
  deleteTestDate,
  findTestDate,
  insertTestDate,
  listTestDates,
  updateTestDate,
} from './queries';
import { TEST_DATE_FIELDS, type TestDateInput } from './rules';

/** Test dates (DOM-62): the exam dates study areas aim at. */
export const testDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('testDate', TEST_DATE_FIELDS, body) as TestDateInput;
  registerCrud<TestDate, TestDateInput>(app, {
    path: 'test_dates',
    what: 'Test date',
    contract: resources.test_dates,
    policies: testDatePolicies,
    filters: Object.keys(TEST_DATE_FILTERS),
    orderKeys: TEST_DATE_ORDER_KEYS,
    list: (_q, paging) => listTestDates(kdb, paging),
    find: (id) => findTestDate(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertTestDate(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateTestDate(kdb, id, data),
    destroy: (existing) => deleteTestDate(kdb, existing.id),
    versionTable: 'test_dates',
  });
};
