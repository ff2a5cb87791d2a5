import type { FastifyRequest } from 'fastify';
import type { Kdb } from '../../db/kysely';
import { HttpError } from '../../util';
import { type Grader, graderByToken } from './queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The essay grader of an exams host request (`Authorization: Token …`). */
    grader?: Grader;
  }
  interface FastifyContextConfig {
    /** An exams host route only grading administrators may call (403 for other graders). */
    gradingAdmin?: boolean;
  }
}

const NO_TOKEN = 'A valid grader token is required.';

/** The grader of a request's `Authorization: Token token="…"` header; 401 without a valid one. */
export async function graderOf(kdb: Kdb, req: FastifyRequest): Promise<Grader> {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Token\s+(?:token=)?"?([\w.-]{8,200})"?$/.exec(h.trim()) : null;
  const grader = m ? await graderByToken(kdb, m[1]!) : undefined;
  if (!grader) throw new HttpError(401, [NO_TOKEN]);
  return grader;
}
