/**
 * A start-up failure the operator can act on (a data folder that cannot be opened, a schema newer than this build,
 * a missing setting). `main.ts` prints its message alone, without a stack trace, and exits with status 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
