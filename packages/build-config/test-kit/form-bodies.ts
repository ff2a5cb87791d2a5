/**
 * The bodies forms send with every optional field empty, kept beside each form test as a committed JSON fixture
 * (`__form-bodies__/<TestFile>.json`, keyed by the case's title) so that the api-server's own test suite can replay
 * them against the real server (packages/api-server/test/form-bodies.test.ts). The jest test records what the form
 * sent and compares it with the fixture, the way jest compares snapshots:
 *
 * - `UPDATE_FORM_BODIES=1` (or jest's `-u`): the fixture is rewritten with what the forms sent;
 * - under `--ci` / `CI=true`: a missing or different body fails the test (nothing is written);
 * - otherwise: a missing body is written, a different one fails.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One recorded write: what the replay sends, as the demo admin (or `as`), to the real api-server. */
export interface FormBody {
  /** `POST` creates; `PUT` saves the edit of a record (the replay edits a seeded record of the resource). */
  method: 'POST' | 'PUT';
  /** The registry resource (`@tutoring/contract`'s `resources` key) written; none for a write to another host. */
  resource?: string;
  /**
   * A write outside the registry (the exams host): its path, `:id` for a record of `idFrom` (`GET <list>`'s
   * `<key>`, the `nth`); `read`: where the record reads back; `auth`: `grader`, the seeded grading administrator's
   * token.
   */
  url?: string;
  idFrom?: { list: string; key: string; nth?: number };
  read?: string;
  auth?: 'grader';
  /** True for an edit (`PUT <path>/<id>`) or an action of a record; the replay picks the id (a seeded record's). */
  edit: boolean;
  /** A form that calls an action: its path under `/api/v2`, `:id` for the record of `resource`. */
  action?: string;
  /** Where the replay takes `:id` from instead: `<resource>.<field>` of a seeded record. */
  actionId?: string | SeededWhere;
  /** The request body, exactly as sent (none for a form that sends no body). */
  body: unknown;
  /** The query string sent with it (without `?`), for a form whose values travel there (add hours, PAY-20). */
  query?: string;
  /**
   * Fields of the member (of the body, for an action; dotted paths) that hold the id of another record, and that
   * record's resource (`<resource>#2`: a second record; `<resource>.<field>`: that field of a seeded record;
   * `{ resource, where }`: the first whose list row has those values): the
   * replay puts the id of a seeded record there (the test's fixture ids are not the seed's).
   */
  refs?: Record<string, string | SeededWhere | { list: string; key: string; nth?: number }>;
  /**
   * Who sends it: a demo login of the seed (`parent@example.com`, `student@example.com`...) for a form of a route the
   * admin may not call (a family route), or `signed-out` for a public route; default the demo admin (the exams
   * host: the grader token).
   */
  as?: string;
  /**
   * Fields of the member (of the body, for an action; dotted paths) that hold a single-use token a service issues
   * (a card's payment nonce, PAY-09): the replay asks the local card tokeniser for a fresh one, as the browser does.
   */
  nonces?: string[];
}

/** The first seeded record of `resource` whose list row has the `where` values. */
export interface SeededWhere {
  resource: string;
  where: Record<string, string | number | boolean | null>;
}

/** The fixture of one test file: case title -> body. */
export type FormBodyFile = Record<string, FormBody>;

/** The folder of the fixtures beside a test file. */
export const FORM_BODIES_DIR = '__form-bodies__';

export const formBodiesFile = (testPath: string): string =>
  path.join(path.dirname(testPath), FORM_BODIES_DIR, `${path.basename(testPath).replace(/\.[jt]sx?$/, '')}.json`);

type Mode = 'all' | 'new' | 'none';

/** What may be written: `all` (update), `new` (add missing), `none` (CI: compare only). */
export function formBodiesMode(): Mode {
  if (/^(1|true)$/i.test(process.env.UPDATE_FORM_BODIES ?? '')) return 'all';
  // jest's own decision for snapshots: `-u` -> all, `--ci` (default under CI=true) -> none, else new.
  const state = expect.getState() as { snapshotState?: { _updateSnapshot?: Mode } };
  const fromJest = state.snapshotState?._updateSnapshot;
  if (fromJest === 'all' || fromJest === 'none' || fromJest === 'new') return fromJest;
  return /^(1|true)$/i.test(process.env.CI ?? '') ? 'none' : 'new';
}

function read(file: string): FormBodyFile {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FormBodyFile) : {};
}

// One test file runs in its own module registry, so these hold the file's tables (all of them, for the update).
const declared = new Set<string>();
const recorded = new Map<string, FormBody>();
let file = '';

/** Declares a table's empty-optional case titles (at collection time, before any test runs). */
export function declareFormBodies(titles: string[]): void {
  for (const title of titles) declared.add(title);
}

/** Compares (in the case's test) the body a case sent with the fixture; see the module's comment for the modes. */
export function checkFormBody(title: string, body: FormBody): void {
  file ||= formBodiesFile(expect.getState().testPath ?? '');
  recorded.set(title, body);
  const mode = formBodiesMode();
  if (mode === 'all') return;
  const where = path.relative(process.cwd(), file);
  const kept = read(file)[title];
  if (!kept && mode === 'new') return;
  if (!kept)
    throw new Error(
      `No form body for "${title}" in ${where}: run this test with UPDATE_FORM_BODIES=1 and commit the file`,
    );
  try {
    expect(body).toEqual(kept);
  } catch (error) {
    throw new Error(
      `The form sent another body than ${where} keeps for "${title}"; if the change is intended, run the test with ` +
        `UPDATE_FORM_BODIES=1 and commit the file (the api-server's form-bodies test replays it).\n\n${(error as Error).message}`,
    );
  }
}

/** Writes (afterAll) what the mode allows: new bodies, or under update every body and no obsolete title. */
export function flushFormBodies(): void {
  if (!file || !recorded.size) return;
  const mode = formBodiesMode();
  if (mode === 'none') return;
  const next: FormBodyFile = { ...read(file) };
  if (mode === 'all') for (const title of Object.keys(next)) if (!declared.has(title)) delete next[title];
  for (const [title, body] of recorded) if (mode === 'all' || !next[title]) next[title] = body;
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
