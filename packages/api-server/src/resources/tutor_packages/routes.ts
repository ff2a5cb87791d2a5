import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { tutorPackagePolicies } from './policy';
import {
  TUTOR_PACKAGE_FILTERS,
  TUTOR_PACKAGE_ORDER_KEYS,
  type TutorPackage,
  addPackageRefs,
  deleteTutorPackage,
  findTutorPackage,
  insertTutorPackage,
  listTutorPackages,
  updateTutorPackage,
} from './queries';
import { TUTOR_PACKAGE_FIELDS, type TutorPackageInput } from './rules';

/** Tutor packages (PAY-35): a list asks for `include=tier,brand`; a single package always names both. */
export const tutorPackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('tutorPackage', TUTOR_PACKAGE_FIELDS, body) as TutorPackageInput;
  registerCrud<TutorPackage, TutorPackageInput>(app, {
    path: 'tutor_packages',
    what: 'Tutor package',
    contract: resources.tutor_packages,
    policies: tutorPackagePolicies,
    filters: Object.keys(TUTOR_PACKAGE_FILTERS),
    orderKeys: TUTOR_PACKAGE_ORDER_KEYS,
    list: (q, paging) => listTutorPackages(kdb, q, paging),
    find: (id) => findTutorPackage(kdb, id),
    includes: async (items, q) => {
      if (!items.length) return;
      const want = includesOf(q);
      if (items.length === 1) for (const k of ['tier', 'brand']) want.add(k);
      await addPackageRefs(kdb, items, want);
    },
    parseCreate: async (body) => parse(body),
    insert: (data) => insertTutorPackage(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateTutorPackage(kdb, id, data),
    destroy: (existing) => deleteTutorPackage(kdb, existing.id),
    versionTable: 'tutor_packages',
  });
};
