// @ts-check
/** What every left-out JSON Schema converter of zod does in our browser builds (see ./json-schema-processors.mjs). */
export function unavailable() {
  throw new Error('JSON Schema conversion is left out of this build (@tutoring/build-config zod-lean, issue 13).');
}
