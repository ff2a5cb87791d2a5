/**
 * The README's first command, checked as a newcomer meets it (issue 19, `.ci/run` step "product as the README
 * says"): on the clean checkout, `npm start` in the background with no flags and no folders made beforehand; wait
 * for http://127.0.0.1:3000; in Chromium, sign in as admin and see parent rows, create a parent, sign in as a student
 * and see the dashboard; stop the product (Ctrl+C); `npm start` again and find the parent created before the restart.
 * Any failure prints the tail of the product's log. Run: `node --import tsx e2e/scripts/newcomer.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newPage } from '../lib/browser';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const URL = 'http://127.0.0.1:3000';
const LOG = path.join(os.tmpdir(), `newcomer-npm-start-${process.pid}.log`);
/** A first start builds everything (turbo's cache makes a rebuild quick); the demo database is seeded once. */
const START_TIMEOUT_MS = 15 * 60_000;

let product: ChildProcess | undefined;
let browser: Browser | undefined;

function step(text: string) {
  process.stdout.write(`newcomer: ${text}\n`);
}

/** `npm start` exactly as the README says, in its own process group so a stop reaches every process it started. */
async function npmStart(round: number): Promise<ChildProcess> {
  fs.appendFileSync(LOG, `\n===== npm start (round ${round}) =====\n`);
  const out = fs.openSync(LOG, 'a');
  const child = spawn('npm', ['start'], { cwd: REPO, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with status ${child.exitCode} before serving`);
    const log = fs.readFileSync(LOG, 'utf8').split(`(round ${round})`)[1] ?? '';
    if (log.includes('is running: http://127.0.0.1:3000')) {
      const answer = await fetch(`${URL}/login`).catch(() => undefined);
      if (answer?.ok) break;
    }
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error('npm start did not serve :3000 in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  step(`round ${round}: serving ${URL} after ${Math.round((Date.now() - started) / 1000)} s`);
  return child;
}

/** Ctrl+C, as a person stops it: SIGINT to the whole group, then wait until :3000 no longer answers. */
async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
  for (let i = 0; i < 40; i += 1) {
    if (!(await fetch(`${URL}/login`).catch(() => undefined))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the product still answers on :3000 after Ctrl+C');
}

/** A fresh browser context (e2e/lib's newPage: page errors and CSP violations recorded), signed in as `email`. */
async function signedIn(email: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser!);
  await login(page, URL, email);
  return { page, errors, close: () => context.close() };
}

/** The parents list (searched for `query`), once its rows have arrived; the rows that name `query` when given. */
async function parentRows(page: Page, query?: string): Promise<string[]> {
  await page.goto(`${URL}/parents${query ? `?parents.query=${encodeURIComponent(query)}` : ''}`);
  const rows = page.locator('#remote-outlet table tbody tr', query ? { hasText: query } : { has: page.locator('a') });
  await rows.first().waitFor({ timeout: 30_000 });
  return rows.allInnerTexts();
}

function assertNoErrors(who: string, errors: string[]) {
  if (errors.length) throw new Error(`${who}'s pages had errors:\n${errors.join('\n')}`);
}

async function main() {
  if (fs.existsSync(path.join(REPO, '.data')) && process.env.CI)
    throw new Error('.data/ exists before the first start');
  browser = await launchBrowser();
  const lastName = `Newcomer${Date.now()}`;

  product = await npmStart(1);
  const admin = await signedIn('admin@example.com');
  const rows = await parentRows(admin.page);
  step(`admin sees ${rows.length} parent rows`);
  const created = await admin.page.evaluate(async (last) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/api/v2/parents', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-CSRF-Token': decodeURIComponent(csrf),
      },
      body: JSON.stringify({
        parent: { firstName: 'Nora', lastName: last, email: `${last.toLowerCase()}@example.com`, timeZone: 'UTC' },
      }),
    });
    return { status: response.status, body: await response.text() };
  }, lastName);
  if (created.status !== 201) throw new Error(`creating a parent answered ${created.status}: ${created.body}`);
  const found = await parentRows(admin.page, lastName);
  if (!found.some((row) => row.includes(lastName))) throw new Error(`the new parent ${lastName} is not listed`);
  step(`admin created parent Nora ${lastName} and sees it`);
  assertNoErrors('admin', admin.errors);
  await admin.close();

  const student = await signedIn('student@example.com');
  await student.page.locator('#remote-outlet').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  step('student sees the dashboard');
  assertNoErrors('student', student.errors);
  await student.close();

  await stop(product);
  step('stopped (Ctrl+C)');

  product = await npmStart(2);
  const again = await signedIn('admin@example.com');
  const kept = await parentRows(again.page, lastName);
  if (!kept.some((row) => row.includes(lastName))) throw new Error(`the parent ${lastName} is gone after a restart`);
  step(`after the restart admin still finds parent Nora ${lastName}`);
  assertNoErrors('admin', again.errors);
  await again.close();
  await stop(product);
  product = undefined;
  step('passed');
}

main()
  .catch(async (error: unknown) => {
    process.exitCode = 1;
    process.stderr.write(`newcomer: FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    const log = fs.existsSync(LOG) ? fs.readFileSync(LOG, 'utf8').split('\n') : [];
    process.stderr.write(`--- last 80 lines of the product's log (${LOG}) ---\n${log.slice(-80).join('\n')}\n`);
    if (product) await stop(product).catch(() => undefined);
  })
  .finally(async () => {
    await browser?.close();
  });
