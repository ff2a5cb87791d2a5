import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutorPackageReupBodySchema, resources } from '@tutoring/contract';
import { notFound } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { errorReplies } from '../shared/schemas';
import { transcriptPolicies } from './policy';
import {
  TRANSCRIPT_FILTERS,
  TRANSCRIPT_ORDER_KEYS,
  type ReupInput,
  type TutorPackageTranscript,
  addTranscriptRefs,
  deleteTranscript,
  findTranscript,
  insertTranscript,
  listTranscripts,
  reupTranscript,
  updateTranscript,
} from './queries';
import { TRANSCRIPT_FIELDS, type TranscriptInput } from './rules';

const contract = resources.tutor_package_transcripts;

/** Tutor package transcripts (SRV-40): the five routes and `reup`; a single transcript names its student and subjects. */
export const tutorPackageTranscriptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('tutorPackageTranscript', TRANSCRIPT_FIELDS, body) as TranscriptInput;
  const includes = async (items: TutorPackageTranscript[], q: Record<string, unknown>) => {
    if (!items.length) return;
    const want = includesOf(q);
    if (items.length === 1) for (const k of ['student', 'additionalSubject']) want.add(k);
    await addTranscriptRefs(kdb, items, want);
  };

  registerCrud<TutorPackageTranscript, TranscriptInput>(app, {
    path: 'tutor_package_transcripts',
    what: 'Tutor package transcript',
    contract,
    policies: transcriptPolicies,
    filters: Object.keys(TRANSCRIPT_FILTERS),
    orderKeys: TRANSCRIPT_ORDER_KEYS,
    list: (q, paging) => listTranscripts(kdb, q, paging),
    find: (id) => findTranscript(kdb, id),
    includes,
    parseCreate: async (body) => parse(body),
    insert: (data) => insertTranscript(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateTranscript(kdb, id, data),
    destroy: (existing) => deleteTranscript(kdb, existing.id),
    versionTable: 'tutor_package_transcripts',
  });

  app.post(
    '/api/v2/tutor_package_transcripts/reup',
    {
      schema: {
        tags: ['tutor_package_transcripts'],
        body: TutorPackageReupBodySchema,
        response: { 201: contract.memberReply, ...errorReplies },
      },
      config: { policy: transcriptPolicies.reup },
    },
    async (req, reply) => {
      const id = await reupTranscript(kdb, req.body.tutorPackageTranscript as ReupInput);
      const tutorPackageTranscript = await findTranscript(kdb, id);
      if (!tutorPackageTranscript) throw notFound('Tutor package transcript');
      await includes([tutorPackageTranscript], req.query as Record<string, unknown>);
      return reply.code(201).send({ tutorPackageTranscript });
    },
  );
};
