/**
 * Issue 22, point 3: the OpenAPI document generated from the routes' zod schemas, served at /api/docs with its viewer.
 * Every registered route is in it (and nothing else), the contract's resources have exactly the routes the contract
 * names, every route that takes a body describes it and every route describes its success reply, and it is a valid
 * OpenAPI 3 document.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resources } from '@tutoring/contract';
import { type RunningServer, startServer } from '../src/server';
import { openTestDatabase, type TestDb } from './helpers';

jest.setTimeout(120_000);

let t: TestDb;
let server: RunningServer;
beforeAll(async () => {
  t = await openTestDatabase();
  server = await startServer({ db: t.db, port: 0 });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

type Security = Record<string, string[]>[];
type Operation = {
  tags?: string[];
  security?: Security;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  security?: Security;
  components?: { securitySchemes?: Record<string, unknown> };
};
const documentOf = async (): Promise<Doc> => (await fetch(`${server.url}/api/docs/json`)).json() as Promise<Doc>;

/**
 * The routes the server registered, as the document spells them (`:id` → `{id}`), without HEAD, the viewer and the
 * realtime WebSocket (`/app/:key`, an upgrade, not an HTTP operation).
 */
const registered = (): string[] =>
  [
    ...new Set(
      server.routes
        .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && r.url !== '/app/:key')
        .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`),
    ),
  ].sort();

/** Every operation of the document as `METHOD /path` with its description. */
const operationsOf = (doc: Doc): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([m, op]): [string, Operation] => [`${m.toUpperCase()} ${url}`, op]),
  );

/**
 * POST/PUT/PATCH routes that take no body: each is a button (the record and the action are in the path) and ignores
 * whatever body is sent. A new write route either declares its body schema or is added here with its reason.
 */
const NO_BODY = [
  'PUT /api/v2/parents/{id}/activate',
  'PUT /api/v2/parents/{id}/deactivate',
  'PUT /api/v2/students/{id}/activate',
  'PUT /api/v2/students/{id}/deactivate',
  'POST /api/v2/sessions/{id}/reset_subject',
  'POST /api/v2/inbox_activities/deliver_campaigns',
  'PUT /api/v2/inbox_activities/{id}/mark_read',
  'PUT /api/v2/contact_histories/{id}/mark_read',
  'PUT /api/v2/users/{id}/unlock',
  'PUT /api/v2/users/{id}/lock',
  // `?enable=true|false` in the query string
  'PUT /api/v2/enrollments/{id}/auto_renew',
  'PUT /api/v2/enrollments/{id}/uncancel',
  'PUT /api/v2/enrollments/{id}/convert_to_contract',
  'PUT /api/v2/refund_requests/{id}/approve',
  'PUT /api/v2/refund_requests/{id}/process_manually',
  'PUT /api/v2/installments/{id}/process_payment',
];

/**
 * Routes whose body is not a JSON document a schema can check before the handler: the avatar upload is
 * multipart/form-data, read from the stream by the handler (its fields and file are checked there, 422).
 */
const BODY_NOT_JSON = ['POST /api/v2/avatars'];

/** Routes whose success is a redirect (302 to the meeting, or to the product's error page), not a reply body. */
const REDIRECTS = ['GET /api/v2/sessions/{id}/connect', 'GET /api/v2/sessions/{id}/launch'];

describe('OpenAPI document (issue 22)', () => {
  it('lists every registered route once: as many operations as routes', async () => {
    const doc = await documentOf();
    const operations = Object.entries(doc.paths)
      .flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`))
      .sort();
    expect(operations).toEqual(registered());
    expect(operations.length).toBeGreaterThan(150);
  });

  it('describes the request body of every route that takes one (exceptions listed above)', async () => {
    const undescribed = operationsOf(await documentOf())
      .filter(([key, op]) => /^(POST|PUT|PATCH) /.test(key) && !op.requestBody?.content)
      .map(([key]) => key)
      .sort();
    expect(undescribed).toEqual([...NO_BODY, ...BODY_NOT_JSON].sort());
  });

  it('describes the success reply of every route: a 2xx schema, or 204 with no content (exceptions listed above)', async () => {
    const described = (op: Operation) =>
      Object.entries(op.responses ?? {}).some(
        ([code, r]) =>
          code === '204' ||
          (/^2\d\d$/.test(code) && Object.values(r.content ?? {}).some((c) => c.schema !== undefined)),
      );
    const undescribed = operationsOf(await documentOf())
      .filter(([, op]) => !described(op))
      .map(([key]) => key)
      .sort();
    expect(undescribed).toEqual([...REDIRECTS].sort());
  });

  it("has exactly the contract's routes for the contract's resources: as many operations as the registry names", async () => {
    const doc = await documentOf();
    const standard = (path: string) =>
      [`/api/v2/${path}`, `/api/v2/${path}/{id}`].flatMap((url) =>
        Object.keys(doc.paths[url] ?? {})
          .map((m) => `${m.toUpperCase()} ${url}`)
          // PATCH is PUT's alias (ADR 0001), not a route of its own.
          .filter((key) => !key.startsWith('PATCH ')),
      );
    const byContract = Object.values(resources).flatMap((r) =>
      r.routes.map((route) => {
        const url = route === 'list' || route === 'create' ? `/api/v2/${r.path}` : `/api/v2/${r.path}/{id}`;
        const method = { list: 'GET', show: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' }[route];
        return `${method} ${url}`;
      }),
    );
    const inDocument = Object.values(resources).flatMap((r) => standard(r.path));
    expect(inDocument.sort()).toEqual(byContract.sort());
    expect(inDocument.length).toBe(byContract.length);
    // A PATCH is only ever PUT's alias.
    const patchWithoutPut = Object.values(resources)
      .map((r) => doc.paths[`/api/v2/${r.path}/{id}`])
      .filter((ops) => ops?.patch && !ops.put);
    expect(patchWithoutPut).toEqual([]);
  });

  it('is a valid OpenAPI 3 document whose routes with contract schemas describe their bodies and replies', async () => {
    const doc = await documentOf();
    expect(doc.openapi).toMatch(/^3\./);
    // @apidevtools/swagger-parser (OpenAPI 3 schema + semantic checks) is an ES module: run by Node itself.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const validate =
      "require('@apidevtools/swagger-parser').validate(process.argv[1]).then(() => console.log('valid'), (e) => { console.error(e.message); process.exit(1); })";
    expect(execFileSync(process.execPath, ['-e', validate, file], { encoding: 'utf8' }).trim()).toBe('valid');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    const show = (doc.paths['/api/v2/parents/{id}'] as Record<string, unknown>).get as {
      responses: Record<string, unknown>;
    };
    expect(Object.keys(show.responses)).toEqual(expect.arrayContaining(['200', '404']));
  });

  it('says how each route is called: the exams host with a grader token, the API with a session (+ CSRF to write)', async () => {
    const doc = await documentOf();
    expect(doc.components?.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      graderToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    });
    const operations = operationsOf(doc);
    const securityOf = (key: string) => operations.find(([k]) => k === key)?.[1].security;
    // Every exams host route (SRV-45), and nothing else, takes the grader token; none of them a session or CSRF token.
    const exams = operations.filter(([, op]) => op.tags?.includes('exams host'));
    expect(exams.length).toBeGreaterThanOrEqual(18);
    expect(exams.filter(([, op]) => JSON.stringify(op.security) !== '[{"graderToken":[]}]')).toEqual([]);
    expect(
      operations.filter(([, op]) => !op.tags?.includes('exams host') && JSON.stringify(op.security).includes('grader')),
    ).toEqual([]);
    // The rest as the server checks it: a session to read, a session and the CSRF header to write, none when public.
    expect(securityOf('GET /api/v2/parents/{id}')).toEqual([{ session: [] }]);
    expect(securityOf('PUT /api/v2/parents/{id}')).toEqual([{ session: [], csrf: [] }]);
    expect(securityOf('POST /api/login.json')).toEqual([]);
  });

  it('is served with an interactive viewer at /api/docs, without a session', async () => {
    const page = await fetch(`${server.url}/api/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger-ui/i);
    // The viewer renders with inline styles; its scripts stay same-origin only.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'self' https: 'unsafe-inline'/);
    expect(csp).toMatch(/script-src 'self'\s*;/);
  });
});
