/**
 * Every user-visible text the specification gives, byte for byte (typos and double spaces included).
 * This is the single source: packages, the api-server and the remotes import these constants and never
 * retype a spec string. Texts the spec does not give but REQUIREMENTS.md proposes (OP-nn) are marked.
 *
 * One module per feature (issue 26): a remote's chunk carries the module of each text it uses, and webpack cannot split
 * one module's exports between chunks, so texts grouped by feature travel with the page or dialog that shows them
 * instead of all of them with the first route. This barrel is the package's one list of them.
 */
export * from './app';
export * from './forms';
export * from './invitations';
export * from './password';
export * from './schools';
export * from './crm';
export * from './staffing';
export * from './sessions';
export * from './join';
export * from './payments';
export * from './reviews';
export * from './prizes';
export * from './dates';
export * from './confidence';
