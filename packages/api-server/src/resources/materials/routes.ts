import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { materialPolicies } from './policy';
import {
  MATERIAL_FILTERS,
  MATERIAL_ORDER_KEYS,
  type Material,
  addOriginators,
  deleteMaterial,
  findMaterial,
  insertMaterial,
  listMaterials,
  updateMaterial,
} from './queries';
import { MATERIAL_FIELDS, type MaterialInput } from './rules';

/** Materials (SES-04, SES-05, SRV-43): what shipments send, with originator and shipping method. */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('material', MATERIAL_FIELDS, body) as MaterialInput;
  registerCrud<Material, MaterialInput>(app, {
    path: 'materials',
    what: 'Material',
    contract: resources.materials,
    policies: materialPolicies,
    filters: Object.keys(MATERIAL_FILTERS),
    orderKeys: MATERIAL_ORDER_KEYS,
    list: (q, paging) => listMaterials(kdb, q, paging),
    // A single material always names its originator (find); a list when asked (`include=originator`).
    find: (id) => findMaterial(kdb, id),
    includes: async (items, q) => {
      const unnamed = items.filter((i) => i.originator === undefined);
      if (unnamed.length && includesOf(q).has('originator')) await addOriginators(kdb, unnamed);
    },
    parseCreate: async (body) => parse(body),
    insert: (data) => insertMaterial(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateMaterial(kdb, id, data),
    destroy: (existing) => deleteMaterial(kdb, existing.id),
    versionTable: 'materials',
  });
};
