/**
 * Issue 23.2: "A test per form submits it with every optional field empty and gets a successful save from the real
 * api-server." Each form's jest test (the test kit's `formCases`, `emptyOptional`) keeps the exact body the form sent
 * in `__form-bodies__/<TestFile>.json` beside it; this file replays every one of them, as the demo admin (or the demo
 * login the fixture names in `as`, e.g. a family route's student), against one real server on a seeded database
 * (PGlite, or PostgreSQL when DATABASE_URL is set), and reads the record back.
 * Bodies of the exams host (`url`: `/api/transcripts.json`, `/api/essay/grading/:id`...) go to the server's exams
 * routes with the seeded grading administrator's token and read back where the route has a GET.
 *
 * Fixtures are written by `UPDATE_FORM_BODIES=1 npx jest <form test>` in the remote (packages/build-config README).
 */
import fs from 'node:fs';
import path from 'node:path';
import { resources, type ResourceName } from '@tutoring/contract';
import { as, Client, installTestApp, type Reply } from './helpers';

/** One fixture entry (the test kit's `FormBody`). */
interface HostList {
  list: string;
  key: string;
  nth?: number;
}
/** The first seeded record of `resource` whose list row has the `where` values. */
interface SeededWhere {
  resource: string;
  where: Record<string, unknown>;
}
interface FormBody {
  method: 'POST' | 'PUT';
  resource?: string;
  url?: string;
  idFrom?: HostList;
  read?: string;
  auth?: 'grader';
  edit: boolean;
  action?: string;
  actionId?: string | SeededWhere;
  body: Record<string, unknown>;
  query?: string;
  refs?: Record<string, string | SeededWhere | HostList>;
  as?: string;
  nonces?: string[];
}

/** The seeded grading administrator of the exams host (packages/api-server's seed). */
const GRADER_ADMIN = { authorization: 'Token admin-grader-token-0001' };

const ROOT = path.join(__dirname, '..', '..', '..');
const FOLDER = '__form-bodies__';

/** Every `__form-bodies__/*.json` under the shell's and the remotes' `src/`. */
function fixtureFiles(): string[] {
  const roots = fs
    .readdirSync(ROOT)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(ROOT, name, 'src'))
    .filter((dir) => fs.existsSync(dir));
  return roots
    .flatMap((dir) =>
      (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => path.basename(path.dirname(file)) === FOLDER && file.endsWith('.json'))
        .map((file) => path.join(dir, file)),
    )
    .sort();
}

// Actions (a terminated employee, a reassigned parent) run after every create and edit, so that those find the seed
// as it was.
const cases = fixtureFiles()
  .flatMap((file) =>
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, FormBody>).map(
      ([title, body]) => [`${path.relative(ROOT, file)}: ${title}`, body] as const,
    ),
  )
  .sort(([, a], [, b]) => Number(Boolean(a.action)) - Number(Boolean(b.action)));

const t = installTestApp();
const admin = t.as('admin@example.com');
beforeAll(async () => {
  const me = (await admin.get('/api/v2/current_user')).body.user as { id: number; employeeId: number | null };
  own.add(`users/${me.id}`);
  if (me.employeeId) own.add(`employees/${me.employeeId}`);
});

/** The signed-in client of a demo login (`as`; default the admin; `signed-out`: nobody), signed in once. */
const clients = new Map<string, Promise<Client>>();
function clientOf(email: string | undefined): Promise<Client> {
  if (!email) return Promise.resolve(admin);
  // `signed-out`: a public route (the enrollment portal), sent by nobody.
  if (!clients.has(email))
    clients.set(email, email === 'signed-out' ? Promise.resolve(new Client(t.app)) : as(t.app, email));
  return clients.get(email)!;
}

/** Fails with what the server answered unless it is a 2xx. */
function ok(what: string, reply: Reply): Reply {
  if (reply.status < 200 || reply.status > 299)
    throw new Error(`${what} answered ${reply.status}: ${reply.text.slice(0, 2000)}`);
  return reply;
}

/** The demo admin's own records: never the ones a replay edits (a changed password or an end date would sign it out). */
const own = new Set<string>();
/**
 * The id of a seeded record of `resource`: the first its list answers that is not the admin's own (`<resource>#2`:
 * the second, for a form that names two records, e.g. a merge); for `<resource>.<field>`, that field of such a record
 * (a resource without a list, e.g. `parents.userId`).
 */
async function seededId(ref: string | SeededWhere | HostList): Promise<number> {
  if (typeof ref !== 'string' && 'list' in ref) return hostId(ref);
  if (typeof ref !== 'string') return seededWhere(ref);
  const [name, nth = '1'] = ref.split('#') as [string, string | undefined];
  const [resource, field] = name.split('.') as [string, string | undefined];
  const def = resources[resource as ResourceName];
  if (!def) throw new Error(`"${resource}" is no resource of the contract's registry`);
  const list = ok(`GET ${def.path}`, await admin.get(`/api/v2/${def.path}?per=20`));
  const rows = list.body[def.collectionKey] as Array<Record<string, unknown> & { id: number }>;
  const first = rows.filter((row) => !own.has(`${def.path}/${row.id}`) && (!field || typeof row[field] === 'number'))[
    Number(nth) - 1
  ];
  if (!first) throw new Error(`The seed has no ${def.path} record for the replay to use`);
  return field ? (first[field] as number) : first.id;
}

/** The first seeded record of `resource` (not the admin's own) whose list row has every `where` value. */
async function seededWhere({ resource, where }: SeededWhere): Promise<number> {
  const def = resources[resource as ResourceName];
  if (!def) throw new Error(`"${resource}" is no resource of the contract's registry`);
  const list = ok(`GET ${def.path}`, await admin.get(`/api/v2/${def.path}?per=50`));
  const rows = list.body[def.collectionKey] as Array<Record<string, unknown> & { id: number }>;
  const found = rows.find(
    (row) =>
      !own.has(`${def.path}/${row.id}`) && Object.entries(where).every(([key, value]) => (row[key] ?? null) === value),
  );
  if (!found) throw new Error(`The seed has no ${def.path} record with ${JSON.stringify(where)} for the replay`);
  return found.id;
}

/** The id of the `nth` record of `key` that the exams host's `GET <list>` answers. */
async function hostId({ list, key, nth = 1 }: HostList): Promise<number> {
  const rows = ok(`GET ${list}`, await admin.get(list, GRADER_ADMIN)).body[key] as Array<{ id: number }> | undefined;
  const row = rows?.[nth - 1];
  if (!row) throw new Error(`The seed has no ${key} in GET ${list} for the replay to use`);
  return row.id;
}

/** A write to the exams host: sent with the grader token, the record read back where the route has a GET. */
async function replayHost(fixture: FormBody & { url: string }, body: Record<string, unknown>): Promise<void> {
  const [memberKey, member] = Object.entries(body)[0] as [string, Record<string, unknown>];
  let id: number | undefined;
  let path = fixture.url;
  const headers: Record<string, string> = { ...GRADER_ADMIN };
  if (path.includes(':id')) {
    if (!fixture.idFrom) throw new Error(`${fixture.url} needs idFrom in its fixture`);
    id = await hostId(fixture.idFrom);
    path = path.replace(':id', String(id));
    if (fixture.read) {
      const opened = ok(`GET ${fixture.read}`, await admin.get(fixture.read.replace(':id', String(id)), GRADER_ADMIN));
      const version = opened.headers.etag as string | undefined;
      if (version) headers['if-match'] = version;
    }
  }
  const reply = ok(`${fixture.method} ${path}`, await admin.call(fixture.method, path, body, headers));
  if (!fixture.read) return;
  const saved = reply.body[memberKey] as { id?: number } | undefined;
  const readId = id ?? saved?.id;
  if (readId === undefined) throw new Error(`${fixture.method} ${path} answered no ${memberKey}.id to read back`);
  const stored = ok(`GET ${fixture.read}`, await admin.get(fixture.read.replace(':id', String(readId)), GRADER_ADMIN))
    .body[memberKey] as Record<string, unknown>;
  const keys = Object.keys(member).filter((key) => key in stored);
  expect(pick(stored, keys)).toMatchObject(pick(member, keys));
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
}

/**
 * A card form sends the payment nonce the card service's tokeniser gave the browser for the typed card (PAY-09); a
 * nonce is single-use and issued by the service, so for each field the fixture names in `nonces` the replay asks the
 * local tokeniser for one, as the browser does.
 */
async function freshNonce(): Promise<string> {
  const reply = ok(
    'POST /local/accept/tokenize',
    await admin.post('/local/accept/tokenize', {
      cardNumber: '4111111111111111',
      month: '11',
      year: '2029',
      cardCode: '123',
      zip: '90012',
    }),
  );
  return (reply.body as { opaqueData: { dataValue: string } }).opaqueData.dataValue;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const WEEK = 7 * 86400000;

/**
 * The instants of a body moved ahead by whole weeks (same weekday and time) when the earliest is less than a day away:
 * an availability must end in the future (STF-26), and a fixture recorded last week would otherwise be refused for
 * being over rather than for its shape.
 */
function keptAhead(body: unknown): unknown {
  const instants: number[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === 'string' && ISO_INSTANT.test(v)) instants.push(Date.parse(v));
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(body);
  if (!instants.length) return structuredClone(body);
  const earliest = Math.min(...instants);
  const weeks = Math.max(0, Math.ceil((Date.now() + 86400000 - earliest) / WEEK));
  const move = (v: unknown): unknown => {
    if (typeof v === 'string' && ISO_INSTANT.test(v)) return new Date(Date.parse(v) + weeks * WEEK).toISOString();
    if (Array.isArray(v)) return v.map(move);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, move(x)]));
    return v;
  };
  return move(body);
}

const pick = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));

describe('issue 23.2: every form saves with its optional fields empty on the real api-server', () => {
  it('finds the form bodies of the remotes', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s', async (_title, fixture) => {
    const body = (
      fixture.resource === 'availabilities' ? keptAhead(fixture.body) : structuredClone(fixture.body)
    ) as Record<string, unknown>;
    if (fixture.url) {
      const member = Object.values(body)[0] as Record<string, unknown>;
      for (const [field, ref] of Object.entries(fixture.refs ?? {})) setPath(member, field, await seededId(ref));
      await replayHost({ ...fixture, url: fixture.url }, body);
      return;
    }
    const resource = fixture.resource;
    const def = resource === undefined ? undefined : resources[resource as ResourceName];
    if (!resource || !def) throw new Error(`"${resource}" is no resource of the contract's registry`);
    const member = (fixture.action ? body : body[def.memberKey]) as Record<string, unknown>;
    for (const [field, resource] of Object.entries(fixture.refs ?? {}))
      setPath(member, field, await seededId(resource));
    for (const field of fixture.nonces ?? []) setPath(member, field, await freshNonce());
    const client = await clientOf(fixture.as);

    if (fixture.action) {
      // An action of a record (change a password, reassign, terminate...): the server must accept the body.
      const path =
        (fixture.action.includes(':id')
          ? fixture.action.replace(':id', String(await seededId(fixture.actionId ?? resource)))
          : fixture.action) + (fixture.query ? `?${fixture.query}` : '');
      // A form that sends no body (move trial, add hours) still sends the api-client's Content-Type, as the browser does.
      const headers: Record<string, string> = body === undefined ? { 'content-type': 'application/vnd.api+json' } : {};
      ok(`${fixture.method} ${path}`, await client.call(fixture.method, `/api/v2/${path}`, body, headers));
      return;
    }
    let reply: Reply;
    if (fixture.edit) {
      const id = await seededId(resource);
      const opened = ok(`GET ${def.path}/${id}`, await admin.get(`/api/v2/${def.path}/${id}`));
      const version = opened.headers.etag as string | undefined;
      reply = ok(
        `PUT ${def.path}/${id}`,
        await client.put(`/api/v2/${def.path}/${id}`, body, version ? { 'if-match': version } : {}),
      );
    } else {
      reply = ok(`POST ${def.path}`, await client.post(`/api/v2/${def.path}`, body));
      // SRV-05: a create answers 201 or 200 with the record.
      expect([200, 201]).toContain(reply.status);
    }
    const saved = reply.body[def.memberKey] as Record<string, unknown> & { id: number };
    const stored = ok(`GET ${def.path}/${saved.id}`, await admin.get(`/api/v2/${def.path}/${saved.id}`)).body[
      def.memberKey
    ] as Record<string, unknown>;
    // The record reads back every value sent (fields the read model does not show, e.g. a password, aside).
    const keys = Object.keys(member).filter((key) => key in stored);
    expect(pick(stored, keys)).toMatchObject(pick(member, keys));
  });
});
