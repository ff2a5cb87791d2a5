/**
 * Issue 22, point 1: the Kysely database types are generated from the migrations. The committed src/db/schema.ts must
 * be what `npm run db:types -w @tutoring/api-server` writes today (a migration without regenerated types fails here).
 */
import { readFileSync } from 'node:fs';
import { SCHEMA_FILE, freshSchemaText } from '../scripts/db-types';

jest.setTimeout(120_000);

it('issue 22: src/db/schema.ts matches the migrations (run `npm run db:types -w @tutoring/api-server` after adding one)', async () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await freshSchemaText());
});
