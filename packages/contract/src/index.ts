/**
 * @tutoring/contract: zod schemas of every entity, list meta, error body, request body and reply.
 * The single source of truth for the api-client (reply parsing) and the api-server (request validation).
 */
export * from './primitives';
export * from './entities';
export * from './exams';
export * from './envelopes';
export * from './bodies';
export * from './resources';
// The one write schema a first page needs (the student dashboard's review dialog), with the rules it is built of.
export { ReviewSubmitSchema, type ReviewSubmit } from './field-rules';
// The write schemas and the registry's bodies are `@tutoring/contract/writes` (../writes.ts, issue 26).
/** A few zod builders from the contract's copy of zod, for remotes' own schemas (issue 13): see ./zod.ts. */
export * as z from './zod';
export * from './public-enrollment';
export * from './services';
