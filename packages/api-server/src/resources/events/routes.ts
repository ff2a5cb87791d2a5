import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { timeRangeErrors } from '../shared/time-range';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { eventPolicies, eventScope } from './policy';
import {
  EVENT_FILTERS,
  EVENT_ORDER_KEYS,
  type Event,
  deleteEvent,
  findEvent,
  insertEvent,
  listEvents,
  nameEventStudents,
  updateEvent,
} from './queries';
import { type Actor, is } from '../../auth';
import { HttpError } from '../../util';
import { isTutorsStudent } from '../shared/tutor-students';
import { EVENT_FIELDS, EVENT_STUDENT_NOT_YOURS, type EventInput, checkEventOwner } from './rules';

/** Events (SES-*, payable events of tutors and staff): the calendar entries that are not sessions. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('event', EVENT_FIELDS, body) as EventInput;
  /**
   * An employee who is not staff names as the attendee only a student of their own sessions or tutorings (the family
   * sees the event); an attendee the event already has (set by staff) may stay. 422 on `studentId` otherwise.
   */
  const checkAttendee = async (data: EventInput, existingStudentId: number | null, a: Actor) => {
    const studentId = data.studentId;
    if (is.staff(a) || studentId === undefined || studentId === null || studentId === existingStudentId) return;
    if (!(await isTutorsStudent(kdb, a.employeeId, studentId)))
      throw new HttpError(422, [EVENT_STUDENT_NOT_YOURS], { fields: { studentId: [EVENT_STUDENT_NOT_YOURS] } });
  };
  registerCrud<Event, EventInput>(app, {
    path: 'events',
    what: 'Event',
    contract: resources.events,
    policies: eventPolicies,
    filters: Object.keys(EVENT_FILTERS),
    orderKeys: EVENT_ORDER_KEYS,
    list: (q, paging, ctx) => listEvents(kdb, q, paging, eventScope(ctx.user)),
    find: (id, ctx, scoped) => findEvent(kdb, id, scoped ? eventScope(ctx.user) : null),
    // Issue 24 gap 4: `include=student` names the attendee.
    includes: async (items, q) => {
      if (includesOf(q).has('student')) await nameEventStudents(kdb, items);
    },
    parseCreate: async (body, ctx) => {
      const data = parse(body);
      checkEventOwner(data, null, ctx.user);
      await checkAttendee(data, null, ctx.user);
      return data;
    },
    insert: (data) => insertEvent(kdb, data),
    // An event does not end before it starts (a payable event ending first was stored); one given a date and no
    // times (SES-30's form) starts and ends at once.
    validate: async (data, existing) => timeRangeErrors(data, existing, { emptyAllowed: true }),
    parseUpdate: async (body, existing, ctx) => {
      const data = parse(body);
      checkEventOwner(data, existing.employeeId, ctx.user);
      await checkAttendee(data, existing.studentId, ctx.user);
      return data;
    },
    update: (id, data) => updateEvent(kdb, id, data),
    destroy: (existing) => deleteEvent(kdb, existing.id),
    versionTable: 'events',
  });
};
