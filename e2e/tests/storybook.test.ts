import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { serveRemote } from '../../scripts/lib/static-server.mjs';
import { type OpenPage, seriousAxeViolations } from '../lib/browser';
import { useBrowser } from '../lib/suite';

/**
 * The Storybook designers review: built from the design system's stories and every remote's (`mf-*\/src/**\/*.stories.tsx`),
 * served statically, and every story and every docs page opened in Chromium. A story passes when Storybook renders it
 * (no error display, no uncaught page error, no console error but the deliberate ones of {@link EXPECTED_CONSOLE_ERRORS}),
 * axe finds no serious or critical violation in it, and the first control Tab reaches shows the focus ring. A docs page
 * (an MDX page or a component's autodocs, which renders all its stories) passes when it renders the same way: MDX
 * prose is compiled as JSX, so a `{what}` in a sentence is a ReferenceError only its docs page shows.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-e2e-'));

const build = spawnSync('npx', ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', outDir], {
  cwd: path.join(repo, 'packages/design-system'),
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  encoding: 'utf8',
});
const index =
  build.status === 0
    ? (JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8')) as {
        entries: Record<string, { id: string; title: string; name: string; type: string }>;
      })
    : { entries: {} };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/**
 * Console errors logged on purpose, by the stories or docs pages whose id `ids` matches, each with the reason. Any
 * other console error fails the story or the docs page: it is what a designer sees in the browser's console.
 */
const EXPECTED_CONSOLE_ERRORS: ReadonlyArray<{ ids: RegExp; message: RegExp; why: string }> = [
  {
    ids: /^media-avatar--broken-image$/,
    message: /status of 404 .*\/does-not-exist\.png\)$/,
    why: 'the story shows the initials when the picture cannot be loaded: its src is missing on purpose',
  },
  {
    ids: /./,
    message: /status of 404 .*\/favicon\.ico\)$/,
    why: "Chromium asks for /favicon.ico by itself now and then; Storybook's iframe.html names no icon",
  },
];

/** The console errors of `id`'s page that are not {@link EXPECTED_CONSOLE_ERRORS}. */
function unexpectedConsoleErrors(id: string, messages: readonly string[]): string[] {
  return messages.filter(
    (message) => !EXPECTED_CONSOLE_ERRORS.some((expected) => expected.ids.test(id) && expected.message.test(message)),
  );
}

/** The console errors each page logged since its last navigation. */
const consoleErrors = new WeakMap<Page, string[]>();

/** Opens `id` in `viewMode` and waits until Storybook has rendered it (or shown its error) and the page settled. */
async function openEntry(page: Page, id: string, viewMode: 'story' | 'docs'): Promise<void> {
  consoleErrors.set(page, []);
  // `a11y.manual`: the a11y addon does not start its own axe run, which would collide with ours.
  await page.goto(
    `http://127.0.0.1:${server.port}/iframe.html?id=${id}&viewMode=${viewMode}&globals=a11y.manual:!true`,
  );
  await page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className));
  // Let effects and lazy parts settle before judging.
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => document.body.className);
  const shown = state.includes('sb-show-errordisplay') ? await page.locator('#error-message').innerText() : '';
  assert.match(state, /sb-show-main/, `Storybook shows an error: ${shown}`);
}

let server: { port: number; close: () => Promise<void> };

/** Our axe run; should the addon's own run still be going (it shares `window.axe`), wait for it and try again. */
async function axeWhenIdle(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await seriousAxeViolations(page);
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(300);
    }
  }
}

/**
 * Stories are opened on this many pages at once: most of a story's time is waiting (the page load, the network going
 * idle), so a few pages side by side take a fraction of the time one page takes, even on two cores.
 */
const PAGES = 4;

describe('Storybook: every story renders, axe clean', { concurrency: PAGES }, () => {
  const suite = useBrowser();
  /** The pages no story holds now, and the stories waiting for one. */
  const free: OpenPage[] = [];
  const waiting: ((opened: OpenPage) => void)[] = [];
  async function onAPage(run: (opened: OpenPage) => Promise<void>) {
    const opened = free.pop() ?? (await new Promise<OpenPage>((resolve) => waiting.push(resolve)));
    try {
      await run(opened);
    } finally {
      const next = waiting.shift();
      if (next) next(opened);
      else free.push(opened);
    }
  }
  before(async () => {
    server = await serveRemote({ root: outDir, port: 0 });
    for (let i = 0; i < PAGES; i += 1) {
      const opened = await suite.newPage();
      opened.page.on('console', (message) => {
        // The location names what a "Failed to load resource" message failed to load.
        if (message.type() === 'error')
          consoleErrors.get(opened.page)?.push(`${message.text()} (${message.location().url})`);
      });
      free.push(opened);
    }
  });
  after(async () => {
    await server?.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('the Storybook builds and holds the design system and every remote', () => {
    assert.equal(build.status, 0, `storybook build failed:\n${build.stdout}\n${build.stderr}`);
    assert.ok(docs.length > 0, 'docs pages in the index');
    const groups = new Set(stories.map((story) => story.title.split('/')[0]));
    for (const group of ['Forms', 'Overlays', 'CRM', 'Staffing', 'Sessions', 'Payments', 'Student', 'Exams']) {
      assert.ok(groups.has(group), `stories of ${group}`);
    }
  });

  for (const story of stories) {
    it(`story ${story.title} / ${story.name} renders without errors, passes axe and shows the keyboard's focus`, () =>
      onAPage(async ({ page, errors }) => {
        errors.length = 0;
        await openEntry(page, story.id, 'story');
        assert.deepEqual(errors, []);
        assert.deepEqual(await axeWhenIdle(page), []);
        // WCAG 2.4.7: the first control the keyboard reaches shows the design system's focus ring.
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          return { what: el.outerHTML.slice(0, 120), ring: `${style.outlineStyle} ${style.outlineWidth}` };
        });
        if (focused) assert.match(focused.ring, /^solid 2px$/, `no focus ring on ${focused.what}`);
        // Last, so that what the story logs after settling (a lazy part's failure) is seen too.
        assert.deepEqual(unexpectedConsoleErrors(story.id, consoleErrors.get(page) ?? []), [], 'console errors');
      }));
  }

  for (const doc of docs) {
    it(`docs ${doc.title} / ${doc.name} renders without errors`, () =>
      onAPage(async ({ page, errors }) => {
        errors.length = 0;
        await openEntry(page, doc.id, 'docs');
        assert.deepEqual(errors, []);
        assert.deepEqual(unexpectedConsoleErrors(doc.id, consoleErrors.get(page) ?? []), [], 'console errors');
      }));
  }
});
