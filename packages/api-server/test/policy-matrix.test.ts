/**
 * Issue 20, point 1: every route the server registers with a policy × every demo role × own and foreign records.
 * Allowed → 2xx (3xx for the meeting redirects); denied → 403/404 with an `errors` body and no table changed.
 * The resulting table is docs/security.md's matrix (`WRITE_SECURITY_MATRIX=1` rewrites it; otherwise it must match).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { is, loadActor, type Actor } from '../src/auth';
import { ENDED_STATUSES } from '../src/resources/enrollments/rules';
import { kyselyOf } from '../src/db/kysely';
import type { Db } from '../src/db/adapter';
import { type RoutePolicy, allowed, describeRule, routePolicies } from '../src/policy';
import { type Client, installTestApp } from './helpers';
import { type MatrixResource, memberKeyOf, ownParentSql, ownStudents } from './support/matrix-records';

jest.setTimeout(600_000);

/** The demo roles of the issue, by login. */
const ROLES = {
  admin: 'admin@example.com',
  crm: 'crm@example.com',
  director: 'director@example.com',
  advisor: 'advisor@example.com',
  tutor: 'tutor@example.com',
  student: 'student@example.com',
  parent: 'parent@example.com',
  newstudent: 'newstudent@example.com',
  k12student: 'k12student@example.com',
} as const;
type Role = keyof typeof ROLES;
const ROLE_NAMES = Object.keys(ROLES) as Role[];

const t = installTestApp();
const clients = Object.fromEntries(ROLE_NAMES.map((role) => [role, t.as(ROLES[role])])) as Record<Role, Client>;
const actors = {} as Record<Role, Actor>;

beforeAll(async () => {
  for (const role of ROLE_NAMES) {
    const u = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ROLES[role]]);
    actors[role] = (await loadActor(kyselyOf(t.db), u[0]!.id))!;
  }
});

/** Queries a GET needs to be answered 2xx (a missing one is a 422, which says nothing about access). */
const SAMPLE_QUERY: Record<string, string> = {
  '/api/v2/sessions/potential_tutors': 'sessionIds[]=1',
  '/api/v2/availabilities/repeat_options': 'id={availability}',
  '/api/v2/quests/student_badges': 'studentId={student}',
  '/api/v2/quests/student_prizes': 'studentId={student}',
  '/api/v2/availabilities/clear_upcoming': 'tutorId={tutor}',
};

/** The resource a url belongs to (`/api/v2/parents/:id/reassign` → parents), if any. */
function resourceOf(url: string): MatrixResource | undefined {
  const m = /^\/api\/v2\/([a-z_]+)(?:\.json)?(?:\/|$)/.exec(url);
  if (!m) return undefined;
  const quest = /^\/api\/v2\/quests\/(student_badges|student_prizes)\//.exec(url);
  if (quest) return ownedByStudent(quest[1]!);
  return ROUTE_RESOURCES[url] ?? PLUGIN_RESOURCES.find((d) => d.path === m[1]);
}

/** Whose users row each users route may touch (their handlers check it), and the locked demo user to (un)lock. */
const usersScoped = (scope: MatrixResource['scope'], where?: string): MatrixResource => ({
  path: 'users',
  table: 'users',
  where,
  scope,
});
const ROUTE_RESOURCES: Record<string, MatrixResource> = {
  '/api/v2/users/:id': usersScoped((a) => (is.staff(a) ? null : `t.id = ${Number(a.userId)}`)),
  '/api/v2/users/:id/change_password': usersScoped((a) => (is.admin(a) ? null : `t.id = ${Number(a.userId)}`)),
  '/api/v2/users/:id/lock': usersScoped(undefined, "t.email = 'locked@example.com'"),
  '/api/v2/users/:id/unlock': usersScoped(undefined, "t.email = 'locked@example.com'"),
};

/** The rows each role owns of the resources served by src/resources/ plugins (their scope, as the matrix sees it). */
const PLUGIN_RESOURCES: MatrixResource[] = [
  {
    path: 'parents',
    table: 'parents',
    scope: (a) => (a.type === 'Parent' ? `t.id = ${Number(a.parentId ?? 0)}` : null),
  },
  {
    path: 'notices',
    table: 'notices',
    scope: (a) => `t.user_id = ${Number(a.userId)}`,
  },
  {
    path: 'inbox_activities',
    table: 'inbox_activities',
    scope: (a) => `t.user_id = ${Number(a.userId)}`,
  },
  { path: 'target_histories', table: 'target_histories' },
  { path: 'contact_histories', table: 'contact_histories' },
  { path: 'messages', table: 'messages' },
  { path: 'teams', table: 'teams' },
  ...[
    'materials',
    'course_templates',
    'brands',
    'places',
    'shipments',
    'calls',
    'imminent_closes',
    'sms',
    'histories',
    'activities',
    'notes',
  ].map((path): MatrixResource => ({
    path,
    table: path,
  })),
  ...(
    [
      ['lead_sources', undefined],
      ['pending_schools', "t.type = 'PendingSchool'"],
      ['schools', "t.type = 'School'"],
    ] as const
  ).map(([path, where]): MatrixResource => ({
    path,
    table: 'lead_sources',
    where,
  })),
  {
    path: 'events',
    table: 'events',
    scope: (a) =>
      ownStudents(a, 't.student_id') ?? (is.staff(a) ? null : `t.employee_id = ${Number(a.employeeId ?? 0)}`),
  },
  ...(['employees', 'tutors'] as const).map((path): MatrixResource => ({
    path,
    table: 'employees',
    where: path === 'tutors' ? "t.type = 'Tutor'" : undefined,
    scope: (a) =>
      a.type === 'Student' || a.type === 'Parent'
        ? 't.active = true'
        : is.staff(a) && !is.operations(a)
          ? path === 'tutors'
            ? 't.accept_new_students = true'
            : "(t.type <> 'Tutor' OR t.accept_new_students = true)"
          : null,
  })),
  { path: 'departments', table: 'departments' },
  { path: 'test_dates', table: 'test_dates' },
  { path: 'study_areas', table: 'study_areas' },
  { path: 'assignments', table: 'assignments' },
  {
    path: 'students',
    table: 'students',
    scope: (a) => ownStudents(a, 't.id'),
  },
  {
    path: 'availabilities',
    table: 'availabilities',
    scope: (a) =>
      a.type === 'Student' || a.type === 'Parent'
        ? 't.locked = false'
        : is.staff(a)
          ? null
          : a.type === 'Tutor'
            ? `t.tutor_id = ${Number(a.employeeId ?? 0)}`
            : null,
  },
  {
    path: 'reviews',
    table: 'reviews',
    scope: (a) =>
      ownStudents(a, 't.student_id') ?? (is.staff(a) ? null : `t.employee_id = ${Number(a.employeeId ?? 0)}`),
  },
  {
    path: 'courses',
    table: 'courses',
    scope: (a) => {
      const own = ownStudents(a, 'student_id');
      return own ? `(t.status = 'published' OR t.id IN (SELECT course_id FROM enrollments WHERE ${own}))` : null;
    },
  },
  {
    path: 'tutorings',
    table: 'tutorings',
    scope: (a) => ownStudents(a, 't.student_id') ?? (is.staff(a) ? null : `t.tutor_id = ${Number(a.employeeId ?? 0)}`),
  },
  { path: 'coupons', table: 'coupons' },
  { path: 'refund_requests', table: 'refund_requests' },
  { path: 'tutor_packages', table: 'tutor_packages' },
  {
    path: 'authorize_net_profiles',
    table: 'payment_profiles',
    scope: (a) => (a.type === 'Parent' || a.type === 'Student' ? `t.parent_id = ${ownParentSql(a)}` : null),
  },
  { path: 'tutor_package_transcripts', table: 'tutor_package_transcripts' },
  {
    path: 'payroll_items',
    table: 'payroll_items',
    scope: (a) => (is.admin(a) ? null : `t.employee_id = ${Number(a.employeeId ?? 0)}`),
  },
  {
    path: 'payments',
    table: 'payments',
    scope: (a) => (a.type === 'Parent' ? `t.parent_id = ${Number(a.parentId ?? 0)}` : is.staff(a) ? null : 'false'),
  },
  {
    path: 'installments',
    table: 'installments',
    scope: (a) =>
      a.type === 'Parent'
        ? `t.enrollment_id IN (SELECT e.id FROM enrollments e WHERE ${ownStudents(a, 'e.student_id')})`
        : null,
  },
  {
    path: 'enrollments',
    table: 'enrollments',
    scope: (a) => ownStudents(a, 't.student_id'),
  },
  {
    path: 'sessions',
    table: 'sessions',
    scope: (a) => {
      const own = ownStudents(a, 'x.student_id');
      return own
        ? `(EXISTS (SELECT 1 FROM attendances x WHERE x.session_id = t.id AND ${own}) OR EXISTS (SELECT 1 FROM enrollments x WHERE x.course_id = t.course_id AND x.status NOT IN (${ENDED_STATUSES.map((v) => `'${v}'`).join(', ')}) AND ${own}))`
        : null;
    },
  },
  {
    path: 'attendances',
    table: 'attendances',
    scope: (a) =>
      ownStudents(a, 't.student_id') ??
      (is.staff(a)
        ? null
        : `EXISTS (SELECT 1 FROM assignments x WHERE x.session_id = t.session_id AND x.employee_id = ${Number(a.employeeId ?? 0)})`),
  },
];

/** The quest tables (not registry resources) are a student's own rows. */
function ownedByStudent(table: string): MatrixResource {
  return { path: table, table, scope: (a) => ownStudents(a, 't.student_id') };
}

/** GETs whose allowed caller may still get a 422 for a reason that is not access (and which). */
const BUSINESS_422: Record<string, RegExp> = {
  '/api/v2/students/k12_login_ticket': /does not have a K12 account/,
};

/** One own and (when the role's scope excludes some rows) one foreign id of a resource for an actor. */
async function idsFor(db: Db, def: MatrixResource, a: Actor): Promise<{ own?: number; foreign?: number }> {
  const scope = def.scope?.(a) ?? null;
  const base = `SELECT t.id FROM ${def.table} t ${def.joins ?? ''} WHERE ${def.where ?? 'true'}`;
  const own = await db.query<{ id: number }>(`${base} AND ${scope ?? 'true'} ORDER BY t.id LIMIT 1`, []);
  const foreign = scope ? await db.query<{ id: number }>(`${base} AND NOT (${scope}) ORDER BY t.id LIMIT 1`, []) : [];
  return { own: own[0]?.id, foreign: foreign[0]?.id };
}

/** Checksums of every table (but the session and login-attempt bookkeeping a request itself writes). */
async function checksums(db: Db): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()
     AND table_type = 'BASE TABLE' AND table_name NOT IN ('web_sessions', 'login_attempts') ORDER BY 1`,
  );
  const out = new Map<string, string>();
  const parts = tables.map(
    (x) =>
      `SELECT '${x.name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS sum FROM "${x.name}" r`,
  );
  for (const r of await db.query<{ name: string; sum: string }>(parts.join(' UNION ALL '))) out.set(r.name, r.sum);
  return out;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((k) => before.get(k) !== after.get(k));
}

type Variant = 'own' | 'foreign' | 'any';
interface Case {
  route: RoutePolicy;
  role: Role;
  variant: Variant;
  url: string;
  expectAllowed: boolean;
}

/** The cases of one route: one per role, and a foreign-record case where the role's scope hides some rows. */
async function casesOf(route: RoutePolicy): Promise<Case[]> {
  const out: Case[] = [];
  const def = resourceOf(route.url);
  const needsId = route.url.includes(':id');
  for (const role of ROLE_NAMES) {
    const a = actors[role];
    const mayCall = allowed(route.policy.allow, a);
    const fill = async (id: number | undefined) => {
      let url = route.url.replace(':lineItemId', '1').replace(':id', String(id ?? 1));
      const q = SAMPLE_QUERY[route.url];
      if (q)
        url += `?${q
          .replace('{availability}', String((await firstId('availabilities', a)) ?? 1))
          .replace('{student}', String(a.studentId ?? 1))
          .replace('{tutor}', String(a.employeeId ?? 1))}`;
      return url;
    };
    if (needsId && def) {
      const { own, foreign } = await idsFor(t.db, def, a);
      if (own !== undefined) out.push({ route, role, variant: 'own', url: await fill(own), expectAllowed: mayCall });
      if (foreign !== undefined)
        out.push({ route, role, variant: 'foreign', url: await fill(foreign), expectAllowed: false });
    } else out.push({ route, role, variant: 'any', url: await fill(undefined), expectAllowed: mayCall });
  }
  return out;
}

async function firstId(resource: string, a: Actor): Promise<number | undefined> {
  const def = resourceOf(`/api/v2/${resource}`)!;
  return (await idsFor(t.db, def, a)).own;
}

/** The body a write of this route is sent with: a no-op member update for standard PUTs (registerCrud), else an empty object. */
function bodyOf(route: RoutePolicy): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  const def = resourceOf(route.url);
  if (route.method === 'PUT' && def && route.kind === 'resource') return { [memberKeyOf(def)]: {} };
  return {};
}

interface Outcome {
  c: Case;
  status: number;
  ok: boolean;
  note?: string;
}

const outcomes: Outcome[] = [];
let routes: RoutePolicy[] = [];
const cases: Case[] = [];

describe('issue 20: route × role matrix', () => {
  it('every route the server registers declares a policy, and the matrix covers all nine demo roles', async () => {
    routes = routePolicies().filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(150);
    for (const r of routes) cases.push(...(await casesOf(r)));
    expect(new Set(cases.map((c) => c.role)).size).toBe(9);
  });

  it('denied: every role × route the policy refuses, and every foreign record, answers 403/404 with errors and writes nothing', async () => {
    const denied = cases.filter((c) => !c.expectAllowed);
    const before = await checksums(t.db);
    const wrong: string[] = [];
    for (const c of denied) {
      const r = await clients[c.role].call(c.route.method, c.url, bodyOf(c.route));
      // connect/launch are browser navigations (SRV-26): a session not the caller's is the server-error page, never
      // the meeting.
      const errorPage =
        /\/sessions\/\d+\/(connect|launch)$/.test(c.url) &&
        r.status === 302 &&
        String(r.headers.location).endsWith('/error/server_error');
      const ok =
        errorPage ||
        ((r.status === 403 || r.status === 404) && Array.isArray(r.body?.errors) && r.body.errors.length > 0);
      outcomes.push({ c, status: r.status, ok });
      if (!ok) wrong.push(`${c.role} ${c.variant} ${c.route.method} ${c.url} -> ${r.status} ${r.text.slice(0, 120)}`);
    }
    const changed = changedTables(before, await checksums(t.db));
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
    expect(denied.length).toBeGreaterThan(500);
  });

  it('allowed reads: every GET a role may make on its own records answers 2xx (3xx for the meeting redirects)', async () => {
    const wrong: string[] = [];
    for (const c of cases.filter((x) => x.expectAllowed && x.route.method === 'GET')) {
      const r = await clients[c.role].get(c.url);
      const ok =
        (r.status >= 200 && r.status < 300) ||
        (r.status === 302 && /\/(connect|launch)$/.test(c.route.url)) ||
        (r.status === 422 && BUSINESS_422[c.route.url]?.test(r.text) === true);
      outcomes.push({ c, status: r.status, ok });
      if (!ok) wrong.push(`${c.role} ${c.variant} GET ${c.url} -> ${r.status} ${r.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('allowed writes: the policy lets the role through (a no-op standard update answers 2xx; an action with an empty body 2xx or 422)', async () => {
    const wrong: string[] = [];
    const writes = cases.filter((x) => x.expectAllowed && x.route.method !== 'GET');
    for (const c of writes) {
      if (c.route.method === 'DELETE') {
        outcomes.push({ c, status: 0, ok: true, note: 'not sent' });
        continue;
      }
      const body = bodyOf(c.route);
      const r = await clients[c.role].call(c.route.method, c.url, body);
      const noop = c.route.kind === 'resource' && c.route.method === 'PUT';
      const ok = noop ? r.status >= 200 && r.status < 300 : (r.status >= 200 && r.status < 300) || r.status === 422;
      outcomes.push({ c, status: r.status, ok });
      if (!ok) wrong.push(`${c.role} ${c.variant} ${c.route.method} ${c.url} -> ${r.status} ${r.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('docs/security.md holds the resulting table', () => {
    const doc = path.join(__dirname, '..', '..', '..', 'docs', 'security.md');
    const table = matrixMarkdown();
    const text = readFileSync(doc, 'utf8');
    const start = '<!-- route-role-matrix:start -->';
    const end = '<!-- route-role-matrix:end -->';
    // Formatted as `npm run lint` (Prettier) wants the page, so the written page and the checked one are the same.
    // (Prettier runs as its own process: its ES-module plugins do not load inside Jest's module system.)
    const next = execFileSync(
      process.execPath,
      [require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', doc],
      {
        input: `${text.slice(0, text.indexOf(start) + start.length)}\n\n${table}\n\n${text.slice(text.indexOf(end))}`,
        encoding: 'utf8',
      },
    );
    if (process.env.WRITE_SECURITY_MATRIX === '1') writeFileSync(doc, next);
    else expect(text).toBe(next);
  });
});

const VARIANT_ORDER: Variant[] = ['own', 'any', 'foreign'];
const MARK: Record<string, string> = { allowed: 'Y', denied: '-', notSent: 'y' };

/** The matrix as Markdown: totals, then one row per route with the policy and one cell per role (own/foreign). */
function matrixMarkdown(): string {
  const byRoute = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const k = `${o.c.route.method} ${o.c.route.url}`;
    byRoute.set(k, [...(byRoute.get(k) ?? []), o]);
  }
  const sent = outcomes.filter((o) => o.note !== 'not sent');
  const denied = outcomes.filter((o) => !o.c.expectAllowed);
  const lines = [
    `Routes: ${routes.length} · roles: ${ROLE_NAMES.length} · route × role pairs tried: ${routes.length * ROLE_NAMES.length}` +
      ` · requests sent: ${sent.length} (own and foreign records)`,
    `Denied as expected (403/404 with errors, no table changed): ${denied.filter((o) => o.ok).length} of ${denied.length}` +
      ` · allowed as expected: ${sent.filter((o) => o.c.expectAllowed && o.ok).length} of ${sent.filter((o) => o.c.expectAllowed).length}` +
      ` · allowed deletes not sent: ${outcomes.length - sent.length}`,
    '',
    `Cells: Y allowed (2xx, or 422 for an action sent with an empty body), - denied (403/404), y allowed delete (not sent);` +
      ` two marks = own record / foreign record.`,
    '',
    `| Route | Who (policy) | Records | ${ROLE_NAMES.join(' | ')} |`,
    `| --- | --- | --- | ${ROLE_NAMES.map(() => ':-:').join(' | ')} |`,
  ];
  for (const r of routes) {
    const os = byRoute.get(`${r.method} ${r.url}`) ?? [];
    const cells = ROLE_NAMES.map((role) =>
      os
        .filter((o) => o.c.role === role)
        .sort((a, b) => VARIANT_ORDER.indexOf(a.c.variant) - VARIANT_ORDER.indexOf(b.c.variant))
        .map((o) => (o.note === 'not sent' ? MARK.notSent : o.c.expectAllowed ? MARK.allowed : MARK.denied))
        .join('/'),
    );
    lines.push(
      `| ${r.method} ${r.url.replace('/api/v2/', '')} | ${describeRule(r.policy.allow)} | ${r.policy.records ?? ''} | ${cells.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
