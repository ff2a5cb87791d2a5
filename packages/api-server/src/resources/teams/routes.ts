import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '@tutoring/contract';
import { notFound, parseId, queryStr, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { IdParams, errorReplies, queryParam } from '../shared/schemas';
import { teamPolicies } from './policy';
import {
  TEAM_FILTERS,
  TEAM_ORDER_KEYS,
  type Team,
  addTeamIncludes,
  deleteTeam,
  findTeam,
  insertTeam,
  listTeams,
  teamStats,
  updateTeam,
} from './queries';
import { TEAM_FIELDS, type TeamInput } from './rules';

/** Teams (SRV-41): tutor and advisor teams, their members and their weekly target stats. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('team', TEAM_FIELDS, body) as TeamInput;

  app.get(
    '/api/v2/teams/:id/stats',
    {
      schema: {
        tags: ['teams'],
        params: IdParams,
        querystring: z.looseObject({ date: queryParam }),
        response: { 200: z.looseObject({ stats: z.array(z.looseObject({ tutorId: z.int() })) }), ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Team');
      if (!(await findTeam(kdb, id))) throw notFound('Team');
      const date = queryStr(req.query.date);
      if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw unprocessable('Date is not a valid date');
      return { stats: await teamStats(kdb, id, date ?? null) };
    },
  );

  registerCrud<Team, TeamInput>(app, {
    path: 'teams',
    what: 'Team',
    contract: resources.teams,
    policies: teamPolicies,
    filters: Object.keys(TEAM_FILTERS),
    orderKeys: TEAM_ORDER_KEYS,
    list: (q, paging) => listTeams(kdb, q, paging),
    find: (id) => findTeam(kdb, id),
    includes: (items, q) => addTeamIncludes(kdb, items, includesOf(q)),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertTeam(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateTeam(kdb, id, data),
    destroy: (existing) => deleteTeam(kdb, existing.id),
    versionTable: 'teams',
  });
};
