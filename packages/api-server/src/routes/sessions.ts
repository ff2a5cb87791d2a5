import type { FastifyInstance } from 'fastify';
import { resourceByPath } from '../defs';
import type { AppDeps } from '../context';
import { queryList, unprocessable } from '../util';
import { makeRoute } from './helpers';
import { tutorSearch } from './actions';

/**
 * `sessions/potential_tutors` (a tutor search, kept beside the tutors code until employees and tutors move). The
 * sessions, attendances, availabilities and tutorings routes are in src/resources/.
 */
export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = makeRoute(app, deps);

  route('GET', '/api/v2/sessions/potential_tutors', 'staff', async (ctx) => {
    if (!queryList(ctx.query, 'sessionIds').length) throw unprocessable('Session ids are required');
    const tutors = resourceByPath('tutors');
    return tutorSearch(
      { ...ctx, query: { per: '100', ...ctx.query } },
      { ...tutors, defaultOrder: 't.priority DESC, lower(u.last_name)' },
    );
  });
}
