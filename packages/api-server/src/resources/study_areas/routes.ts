import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { studyAreaPolicies } from './policy';
import {
  STUDY_AREA_FILTERS,
  STUDY_AREA_ORDER_KEYS,
  type StudyArea,
  addStudyAreaIncludes,
  deleteStudyArea,
  findStudyArea,
  insertStudyArea,
  listStudyAreas,
  updateStudyArea,
} from './queries';
import { STUDY_AREA_FIELDS, type StudyAreaInput } from './rules';

/** Study areas (DOM-62): what a student studies, with whom, toward which test date. */
export const studyAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('studyArea', STUDY_AREA_FIELDS, body) as StudyAreaInput;
  registerCrud<StudyArea, StudyAreaInput>(app, {
    path: 'study_areas',
    what: 'Study area',
    contract: resources.study_areas,
    policies: studyAreaPolicies,
    filters: Object.keys(STUDY_AREA_FILTERS),
    orderKeys: STUDY_AREA_ORDER_KEYS,
    list: (q, paging) => listStudyAreas(kdb, q, paging),
    find: (id) => findStudyArea(kdb, id),
    includes: (items, q) => addStudyAreaIncludes(kdb, items, includesOf(q)),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertStudyArea(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateStudyArea(kdb, id, data),
    destroy: (existing) => deleteStudyArea(kdb, existing.id),
    versionTable: 'study_areas',
  });
};
