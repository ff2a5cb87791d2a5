/**
 * Issue 22, point 3: the OpenAPI document generated from the routes' zod schemas, served at /api/docs with its viewer.
 * Every registered route is in it (and nothing else), and it is a valid OpenAPI 3 document.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

type Doc = { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> };
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

describe('OpenAPI document (issue 22)', () => {
  it('lists every registered route once: as many operations as routes', async () => {
    const doc = await documentOf();
    const operations = Object.entries(doc.paths)
      .flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`))
      .sort();
    expect(operations).toEqual(registered());
    expect(operations.length).toBeGreaterThan(150);
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
