import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { CRM_LOG_FILTERS, CRM_LOG_ORDER_KEYS, crmLogIncludes } from '../shared/crm-log';
import { memberFields } from '../shared/fields';
import { REGARDING_MISSING, regardingExists } from '../shared/regarding';
import { notePolicies } from './policy';
import { type Note, findNote, insertNote, listNotes } from './queries';
import { NOTE_FIELDS, type NoteInput } from './rules';

/**
 * Notes (DOM-73, CRM-31): staff write notes about a record and read them; each names its author (the staff member who
 * wrote it). Notes are never edited or deleted.
 */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  registerCrud<Note, NoteInput>(app, {
    path: 'notes',
    what: 'Note',
    contract: resources.notes,
    policies: notePolicies,
    filters: Object.keys(CRM_LOG_FILTERS),
    orderKeys: CRM_LOG_ORDER_KEYS,
    list: (q, paging) => listNotes(kdb, q, paging),
    find: (id) => findNote(kdb, id),
    includes: (items, q) => crmLogIncludes(kdb, items, q),
    parseCreate: async (body) => memberFields('note', NOTE_FIELDS, body) as unknown as NoteInput,
    validate: async (data) =>
      (await regardingExists(kdb, data.regardingType, data.regardingId)) ? [] : [REGARDING_MISSING],
    insert: (data, ctx) => insertNote(kdb, data, ctx.user.employeeId ?? null),
    versionTable: 'notes',
  });
};
