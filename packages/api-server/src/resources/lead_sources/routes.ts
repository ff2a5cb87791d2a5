import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LeadSourceReassignBodySchema,
  LeadSourceSchema,
  PendingSchoolMergeBodySchema,
  PendingSchoolPromoteBodySchema,
  type ResourceDefinition,
  resources,
} from '@tutoring/contract';
import { pendingSchoolActionError } from '@tutoring/domain';
import { HttpError, notFound, parseId, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies } from '../shared/schemas';
import { leadSourcePolicies } from './policy';
import {
  LEAD_SOURCE_FILTERS,
  LEAD_SOURCE_ORDER_KEYS,
  type LeadSource,
  deleteLeadSource,
  employeeExists,
  findLeadSource,
  insertLeadSource,
  isSchool,
  listLeadSources,
  mergePendingSchool,
  promotePendingSchool,
  reassignLeadSource,
  updateLeadSource,
} from './queries';
import { type LeadSourceInput, type LeadSourceType, leadSourceFields, statusChangeErrors } from './rules';

/** The three resources of the lead-sources table: all of them, the pending schools and the schools. */
const FAMILY: { path: string; what: string; type: LeadSourceType | null; contract: ResourceDefinition }[] = [
  { path: 'lead_sources', what: 'Lead source', type: null, contract: resources.lead_sources },
  { path: 'pending_schools', what: 'Pending school', type: 'PendingSchool', contract: resources.pending_schools },
  { path: 'schools', what: 'School', type: 'School', contract: resources.schools },
];

const SchoolReply = z.looseObject({ school: LeadSourceSchema });

/**
 * Lead sources, pending schools and schools (SRV-17, SRV-18, CRM-20): one table, three resources sharing their
 * queries, and the reassign, merge and promote actions.
 */
export const leadSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;

  for (const { path, what, type, contract } of FAMILY) {
    const fields = leadSourceFields(type !== null);
    const parse = (body: unknown) => memberFields(contract.memberKey, fields, body) as LeadSourceInput;
    registerCrud<LeadSource, LeadSourceInput>(app, {
      path,
      what,
      contract,
      policies: leadSourcePolicies,
      filters: Object.keys(LEAD_SOURCE_FILTERS),
      orderKeys: LEAD_SOURCE_ORDER_KEYS,
      // Staff read every record (the policies): no row scope.
      list: (q, paging) => listLeadSources(kdb, type, q, paging, null),
      find: (id) => findLeadSource(kdb, type, id, null),
      parseCreate: async (body) => parse(body),
      insert: (data) => insertLeadSource(kdb, type, data),
      parseUpdate: async (body, existing) => {
        const data = parse(body);
        const errors = statusChangeErrors(data, existing.status);
        if (errors.length) throw new HttpError(422, errors);
        return data;
      },
      update: (id, data) => updateLeadSource(kdb, type, id, data),
      destroy: (existing) => deleteLeadSource(kdb, existing.id),
      versionTable: 'lead_sources',
    });
  }

  /** A lead source of any type, or 404 (the actions' record and reply; the actions are staff's). */
  const leadSource = async (id: number) => {
    const found = await findLeadSource(kdb, null, id, null);
    if (!found) throw notFound('Lead source');
    return found;
  };

  app.put(
    '/api/v2/lead_sources/:id/reassign',
    {
      schema: {
        tags: ['lead_sources'],
        params: IdParams,
        body: LeadSourceReassignBodySchema,
        response: { 200: resources.lead_sources.memberReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Lead source');
      await leadSource(id);
      const { employeeId } = req.body.lead_source;
      if (employeeId !== null && !(await employeeExists(kdb, employeeId))) throw unprocessable('Employee must exist');
      await reassignLeadSource(kdb, id, employeeId);
      return { leadSource: await leadSource(id) };
    },
  );

  app.put(
    '/api/v2/pending_schools/:id/merge',
    {
      schema: {
        tags: ['pending_schools'],
        params: IdParams,
        body: PendingSchoolMergeBodySchema,
        response: { 200: SchoolReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'School');
      const rec = await leadSource(id);
      const err = pendingSchoolActionError(rec.type, 'merge');
      if (err) throw unprocessable(err);
      const { actualSchoolId } = req.body;
      if (!(await isSchool(kdb, actualSchoolId))) throw unprocessable('Actual school must be an existing school');
      await db.transaction(() => mergePendingSchool(kdb, id, actualSchoolId));
      return { school: await leadSource(actualSchoolId) };
    },
  );

  app.put(
    '/api/v2/pending_schools/:id/promote',
    {
      schema: {
        tags: ['pending_schools'],
        params: IdParams,
        body: PendingSchoolPromoteBodySchema,
        response: { 200: SchoolReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'School');
      const rec = await leadSource(id);
      const err = pendingSchoolActionError(rec.type, 'promote');
      if (err) throw unprocessable(err);
      const { school } = req.body;
      const name = typeof school.name === 'string' && school.name.trim() ? school.name.trim().slice(0, 191) : rec.name;
      await promotePendingSchool(kdb, id, {
        name,
        category: school.category ?? null,
        schoolType: school.schoolType ?? null,
      });
      return { school: await leadSource(id) };
    },
  );
};
