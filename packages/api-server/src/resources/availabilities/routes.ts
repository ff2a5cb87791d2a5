import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailabilityRepeatBodySchema,
  AvailabilityRepeatOptionsReplySchema,
  AvailabilitySchema,
  resources,
} from '@tutoring/contract';
import { type Actor, is } from '../../auth';
import { HttpError, forbidden, notFound, queryInt, safeTimeZone, unprocessable } from '../../util';
import { publishAvailabilityChange, publishAvailabilityDeleted } from '../schedule-changes/publish';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { errorReplies, queryParam } from '../shared/schemas';
import { availabilityPolicies, availabilityScope } from './policy';
import {
  AVAILABILITY_FILTERS,
  AVAILABILITY_ORDER_KEYS,
  type Availability,
  REPEAT_WEEKS_MAX,
  clearUpcoming,
  deleteAvailability,
  findAvailability,
  insertAvailability,
  listAvailabilities,
  lockTutors,
  overlappingAvailability,
  repeatAvailability,
  repeatOptions,
  tutorName,
  tutorTimeZone,
  updateAvailability,
} from './queries';
import {
  AVAILABILITY_FIELDS,
  type AvailabilityInput,
  REPEAT_WEEKS_RANGE,
  availabilityErrors,
  rangeAfter,
  repeatWeekRefused,
} from './rules';

/** The fields that have messages (`fields` of a 422). */
const withMessages = (fields: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fields).filter(([, messages]) => messages.length));

const BASE = '/api/v2/availabilities';
const tags = ['availabilities'];

/**
 * Availabilities (SRV-28): a tutor's bookable times. The families who may book with the tutor are told in realtime
 * when one changes or goes (issue 25 gap 6); a tutor repeats one weekly or clears their upcoming ones.
 */
export const availabilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;
  const parse = (body: unknown) => memberFields('availability', AVAILABILITY_FIELDS, body) as AvailabilityInput;
  /** An availability in the requester's scope, or 404. */
  const scoped = async (id: number, a: Actor) => {
    const av = await findAvailability(kdb, id, availabilityScope(a));
    if (!av) throw notFound('Availability');
    return av;
  };

  registerCrud<Availability, AvailabilityInput>(app, {
    path: 'availabilities',
    what: 'Availability',
    contract: resources.availabilities,
    policies: availabilityPolicies,
    filters: Object.keys(AVAILABILITY_FILTERS),
    orderKeys: AVAILABILITY_ORDER_KEYS,
    list: (q, paging, ctx) => listAvailabilities(kdb, q, paging, availabilityScope(ctx.user)),
    find: (id, ctx, inScope) => findAvailability(kdb, id, inScope ? availabilityScope(ctx.user) : null),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertAvailability(kdb, data),
    parseUpdate: async (body) => parse(body),
    // Two writes of one tutor's availabilities wait for each other (a staff move to another tutor locks both), so the
    // overlap check below sees what the other committed.
    lock: async (data, existing) =>
      lockTutors(
        kdb,
        [data.tutorId, existing?.tutorId].filter((id) => id !== undefined),
      ),
    validate: async (data, existing, ctx) => {
      const range = rangeAfter(data, existing);
      const overlapping =
        range.moved && range.tutorId !== undefined && range.startsAt && range.endsAt
          ? await overlappingAvailability(kdb, range.tutorId, range.startsAt, range.endsAt, existing?.id ?? null)
          : null;
      const fields = availabilityErrors(data, existing, ctx.user, overlapping);
      const errors = [...fields.startsAt, ...fields.endsAt];
      // API-14, STF-26: the messages by field too, for the form to keep them on the record.
      if (errors.length) throw new HttpError(422, errors, { fields: withMessages(fields) });
      return [];
    },
    update: (id, data) => updateAvailability(kdb, id, data),
    afterWrite: async (id, _data, ctx) => {
      const av = await findAvailability(kdb, id, null);
      if (av) await publishAvailabilityChange(av, ctx);
    },
    destroy: async (existing, ctx) => {
      await publishAvailabilityDeleted(existing, ctx);
      await deleteAvailability(kdb, existing.id);
    },
    versionTable: 'availabilities',
  });

  /** The tutor an action is for: staff name one (`tutorId`), a tutor acts for themself. */
  const tutorIdFor = (a: Actor, q: Record<string, unknown>): number => {
    const asked = queryInt(q.tutorId, 'tutorId');
    if (is.staff(a)) {
      if (asked === undefined) throw unprocessable('Tutor id is required');
      return asked;
    }
    if (asked !== undefined && asked !== a.employeeId) throw forbidden();
    return a.employeeId!;
  };

  app.delete(
    `${BASE}/clear_upcoming`,
    {
      schema: {
        tags,
        querystring: z.looseObject({ tutorId: queryParam }),
        response: { 200: z.looseObject({ deleted: z.int() }), ...errorReplies },
      },
      config: { policy: 'tutor' },
    },
    async (req) => ({
      deleted: await clearUpcoming(kdb, tutorIdFor(app.services.ctx(req).user, req.query as Record<string, unknown>)),
    }),
  );

  app.get(
    `${BASE}/repeat_options`,
    {
      schema: {
        tags,
        querystring: z.looseObject({ id: queryParam, tutorId: queryParam, weeks: queryParam }),
        response: { 200: AvailabilityRepeatOptionsReplySchema, ...errorReplies },
      },
      config: { policy: 'any' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = queryInt(req.query.id, 'id');
      if (id === undefined) throw unprocessable('Id is required');
      const availability = await scoped(id, user);
      const tutorId = queryInt(req.query.tutorId, 'tutorId') ?? availability.tutorId;
      // How many weeks to offer: up to a year of weeks (DOM-39, the repeat's limit), all of them unless asked.
      const weeks = queryInt(req.query.weeks, 'weeks') ?? REPEAT_WEEKS_MAX;
      if (weeks < 1 || weeks > REPEAT_WEEKS_MAX) throw unprocessable(REPEAT_WEEKS_RANGE);
      return {
        availabilityRepeatOptions: {
          availability,
          tutor: await tutorName(kdb, tutorId),
          repeatOptions: await repeatOptions(
            kdb,
            availability,
            tutorId,
            await tutorTimeZone(kdb, availability.tutorId),
            weeks,
          ),
        },
      };
    },
  );

  app.post(
    `${BASE}/repeat`,
    {
      schema: {
        tags,
        body: AvailabilityRepeatBodySchema,
        response: { 201: z.looseObject({ availabilities: z.array(AvailabilitySchema) }), ...errorReplies },
      },
      config: { policy: 'tutor' },
    },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      const { availability } = req.body;
      const av = await scoped(availability.id, user);
      if (!is.staff(user) && av.tutorId !== user.employeeId) throw forbidden();
      const chosen = availability.repeatOptions.filter((o) => o.book && o.startsAt);
      if (chosen.length > 52) throw unprocessable('Repeat at most 52 times');
      const starts = chosen.map((o) => String(o.startsAt));
      // Every chosen week or none: a week that has ended or overlaps another availability of the tutor refuses the
      // repeat (422 naming each such week), so the tutor is never told "repeated" for weeks that were not.
      const availabilities = await db.transaction(async () => {
        await lockTutors(kdb, [av.tutorId]);
        const zone = await tutorTimeZone(kdb, av.tutorId);
        const { created, refused } = await repeatAvailability(kdb, av, starts, zone);
        if (refused.length)
          throw unprocessable(
            ...refused.map((r) => repeatWeekRefused(r.startsAt, r.overlapping, safeTimeZone(user.timeZone))),
          );
        return created;
      });
      return reply.code(201).send({ availabilities });
    },
  );
};
