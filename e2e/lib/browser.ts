import { createRequire } from 'node:module';
import fs from 'node:fs';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Debian's Chromium with the flags this machine needs (no background networking, fresh profile). */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** A page in a context of its own, with the uncaught page errors recorded so far. */
export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** The message of every uncaught error in the page, in order. */
  errors: string[];
}

/**
 * A page whose React DevTools hook counts react-dom renderers (one per react-dom copy in the page), and which
 * records uncaught page errors.
 */
export async function newPage(browser: Browser): Promise<OpenPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A script, style or connection the shell's Content-Security-Policy blocks counts as an error of the page.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

export const PASSWORD = 'password123';

/** Signs in through the login form and waits for the portal's home. */
export async function login(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The shell's outlet, where the active remote renders its area. */
export function remoteOutlet(page: Page): Locator {
  return page.locator('#remote-outlet');
}

/** The shell's main navigation. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Ends the signed-in session (cookies cleared) and lets the next call meet the 401 (SHL-05): a click on the main
 * navigation's link `linkName`, unless a background call (a prefetch, a refresh) met it first and the shell already
 * left for the login page. Resolves when the login page shows "Your session has ended"; true when the click happened.
 */
export async function endSessionThenClick(page: Page, context: BrowserContext, linkName: string): Promise<boolean> {
  await context.clearCookies();
  const clicked = await mainNav(page)
    .getByRole('link', { name: linkName })
    .click({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByText('Your session has ended. Please sign in again.').waitFor();
  return clicked;
}

/**
 * Waits until a design-system table has its data: while it loads it is aria-busy and its body holds one spinner row,
 * so "a body row exists" alone can be read before the data (a CI failure of PAY-29 read the spinner row's cell). The
 * spinner row and the empty state's row are status rows (`data-status`), never data: a list that came back empty
 * times out here instead of letting the checks after it pass on no rows.
 */
export async function waitForTableData(table: Locator): Promise<void> {
  await table.locator(':scope:not([aria-busy])').waitFor();
  await table.locator('tbody tr:not([data-status])').first().waitFor();
}

/** Marks the window so a later check can prove no full page load happened in between. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__e2eMarker = true));
}
export async function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Record<string, unknown>).__e2eMarker === true);
}

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** axe-core's violations on the current page with `options` (axe.run's). */
async function runAxe(page: Page, options: Record<string, unknown>): Promise<AxeViolation[]> {
  // Colours are read once the page's finite transitions have ended: a button turning enabled (its background fading
  // from the disabled colour) read mid-way failed color-contrast now and then. Spinners (infinite) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  // Evaluated through the DevTools protocol: the shell's Content-Security-Policy rightly blocks an inline <script>.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (opts) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document, opts)).violations;
  }, options);
}

/** axe-core on the current page: the serious and critical violations (there must be none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, { resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * axe's violations of the given rules on the current page, whatever their impact (`landmark-unique` and
 * `heading-order` are "moderate", below what {@link seriousAxeViolations} reports).
 */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  const violations = await runAxe(page, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.html}`));
}

/**
 * Puts the student's review prompt (STU-20) off when it is going to open, so the dashboard behind it is reachable.
 * The dialog's code loads on demand, after the dashboard, so "not visible yet" says nothing: the prompt opens when the
 * student (or the spoofed one) has pending reviews and no "Ask me later" cookie (STU-22), and then this waits for it.
 */
export async function postponeReviewPrompt(page: Page): Promise<void> {
  const opens = await page.evaluate(async () => {
    const { user } = (await (await fetch('/api/v2/current_user')).json()) as {
      user: { studentId: number | null; spoofing: { id: number } | null; mustSetPassword: boolean };
    };
    const studentId = user.studentId;
    // STU-23: never for an admin acting as the student; the forced password change comes first.
    if (studentId === null || user.spoofing || user.mustSetPassword) return false;
    if (document.cookie.split(';').some((part) => part.trim().startsWith(`reviewPostponed_${studentId}=`)))
      return false;
    const pending = (await (await fetch('/api/v2/reviews?completed=false&per=50')).json()) as { reviews?: unknown[] };
    return (pending.reviews?.length ?? 0) > 0;
  });
  if (!opens) return;
  const prompt = page.getByRole('dialog', { name: 'Review your tutor' });
  await prompt.getByRole('button', { name: 'Ask me later' }).click();
  await prompt.waitFor({ state: 'hidden' });
}

/**
 * The words inside `scope` that the browser broke across lines (a word whose letters sit on two lines), e.g. a name
 * broken inside a column too narrow for it. Words are split at spaces; a word longer than its box may rightly break
 * (`overflow-wrap`), so call this where every word is expected to fit.
 */
export function wordsBrokenAcrossLines(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/**
 * mf-sessions' session details dialog once its session has loaded (it shows "Session" and a spinner until then; the
 * facts, "Location" among them, come with the session).
 */
export async function loadedSessionDetails(page: Page): Promise<Locator> {
  const details = page.getByRole('dialog');
  await details
    .getByRole('term')
    .filter({ hasText: /^Location$/ })
    .waitFor();
  return details;
}
