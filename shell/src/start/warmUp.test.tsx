import styled from 'styled-components';
import { createRemoteLifecycles } from '@tutoring/platform';
import type { AreaPage, LikelyArea } from './preload';
import { warmUpAreasInTurn, warmUpWhileSigningIn } from './warmUp';

/** The text of the page's styled-components sheet. */
const sheet = () =>
  [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent ?? '').join('');
const idle = () => new Promise((resolve) => setTimeout(resolve, 200));
/** Waits until `done` holds (a warm-up waits for an idle moment, then renders in slices). */
async function until(done: () => boolean) {
  for (let tries = 0; tries < 40 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** An area whose first page is warmed: its `./app` as a remote declares it, and which pages it was asked to warm. */
const warmedPages: string[] = [];
const PageRow = styled.p`
  outline: 2px dashed teal;
`;
createRemoteLifecycles({
  name: 'warm_crm',
  label: 'CRM',
  version: '1',
  App: () => null,
  routes: [{ path: '/parents', title: ['Parents'], Component: () => <PageRow>Placeholder parent</PageRow> }],
  warmUp: (context) => {
    warmedPages.push(context.pathname + context.searchParams.toString());
    return true;
  },
});
/** The CRM's parents page as the preloader names it, its code loaded when `loaded` resolves. */
const crm = (loaded: Promise<void> = Promise.resolve()): LikelyArea => ({ name: 'warm_crm', path: '/parents', loaded });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the warm-up while the visitor signs in (issue 26)', () => {
  // First: the sheet holds none of the frame's styles yet.
  it('issue 26: cancelled before the browser is idle (the visitor pasted and clicked at once), it does nothing', async () => {
    const before = sheet();
    const cancel = warmUpWhileSigningIn(crm());
    cancel();
    await idle();
    expect(sheet()).toBe(before);
    expect(warmedPages).toEqual([]);
  });

  it("issue 26: puts the signed-in frame's styles in the sheet off-screen; the login page on screen is left as it is, without global styles", async () => {
    document.body.innerHTML = '<div id="root"><main class="tl-main"><form><h1>Sign in</h1></form></main></div>';
    const page = document.body.innerHTML;
    const before = sheet();
    warmUpWhileSigningIn();
    await until(() => /border-bottom:1px solid/.test(sheet()));
    expect(document.body.innerHTML).toBe(page);
    expect(sheet().length).toBeGreaterThan(before.length);
    // The header's bottom border: a rule of the frame, not of the login page.
    expect(sheet()).toMatch(/border-bottom:1px solid/);
    expect(sheet()).not.toMatch(/(^|})\s*body\s*\{/);
  });

  it("issue 26: once its code has loaded, the likely area's first page is rendered off-screen too (its styles in the sheet, nothing on screen); cancelled before its code came (the gate opened), it is not", async () => {
    let codeLoaded!: () => void;
    const cancel = warmUpWhileSigningIn(crm(new Promise<void>((resolve) => (codeLoaded = resolve))));
    await idle();
    cancel();
    codeLoaded();
    await idle();
    expect(warmedPages).toEqual([]);
    expect(sheet()).not.toMatch(/outline:2px dashed teal/);

    document.body.innerHTML = '<div id="root"><main class="tl-main"><form><h1>Sign in</h1></form></main></div>';
    const page = document.body.innerHTML;
    warmUpWhileSigningIn(crm());
    await until(() => /outline:2px dashed teal/.test(sheet()));
    expect(warmedPages).toEqual(['/parents']);
    expect(sheet()).toMatch(/outline:2px dashed teal/);
    expect(document.body.innerHTML).toBe(page);
  });
});

/** Areas of the navigation, each with a page of a rule of its own, and what their warm-ups were asked (in order). */
const asked: string[] = [];
/** Runs while an area's warm-up is asked (e.g. the person clicks just then). */
let whileAsked: (name: string) => void = () => undefined;
const COLOURS = { warm_staffing: 'olive', warm_sessions: 'navy', warm_exams: 'maroon', warm_payments: 'sienna' };
const navArea = (name: keyof typeof COLOURS, path: string): AreaPage => {
  const Row = styled.p`
    outline: 2px dotted ${COLOURS[name]};
  `;
  createRemoteLifecycles({
    name,
    label: name,
    version: '1',
    App: () => null,
    routes: [{ path, title: [name], Component: () => <Row>Placeholder row</Row> }],
    warmUp: () => {
      asked.push(name);
      whileAsked(name);
      return true;
    },
  });
  return { name, path };
};
const staffing = navArea('warm_staffing', '/tutors');
const sessions = navArea('warm_sessions', '/sessions');
const exams = navArea('warm_exams', '/exams');
const payments = navArea('warm_payments', '/payments');
const warmedIn = (name: keyof typeof COLOURS) => sheet().includes(`outline:2px dotted ${COLOURS[name]}`);
/** A navigation, as single-spa announces it before it routes. */
const navigate = () => window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));

describe("each area's first page warmed once the first page after the sign-in has settled (issue 26 point 3)", () => {
  afterEach(() => {
    asked.length = 0;
    whileAsked = () => undefined;
  });

  it('issue 26: the preloaded areas are warmed one after another, in order, each once; never an area the user has opened or may not open', async () => {
    document.body.innerHTML = '<main id="main"><h1>Home</h1></main>';
    const page = document.body.innerHTML;
    const warmUps = warmUpAreasInTurn({ wanted: (name) => name !== exams.name });
    warmUps.add(staffing);
    warmUps.add(exams);
    warmUps.add(sessions);
    warmUps.add(staffing);
    await until(() => warmedIn('warm_sessions'));
    await idle();
    warmUps.stop();

    expect(asked).toEqual(['warm_staffing', 'warm_sessions']);
    expect(warmedIn('warm_staffing')).toBe(true);
    expect(warmedIn('warm_exams')).toBe(false);
    expect(document.body.innerHTML).toBe(page);
  });

  it('issue 26: a navigation drops the warm-up under way; that area is warmed once the browser is idle again, unless it is the area opened; stopped, nothing more is warmed', async () => {
    const opened = new Set<string>();
    const warmUps = warmUpAreasInTurn({ wanted: (name) => !opened.has(name) });
    // The person clicks while the payments page is being warmed, and opens... the payments area itself.
    whileAsked = (name) => {
      whileAsked = () => undefined;
      if (name === payments.name) opened.add(name);
      navigate();
    };
    warmUps.add(payments);
    await until(() => asked.length >= 1);
    await idle();
    expect(asked).toEqual(['warm_payments']);
    expect(warmedIn('warm_payments')).toBe(false);

    // A click elsewhere while the exams page is being warmed: warmed afterwards all the same.
    whileAsked = () => {
      whileAsked = () => undefined;
      navigate();
    };
    const onlyExams = warmUpAreasInTurn({ wanted: (name) => name === exams.name });
    onlyExams.add(exams);
    await until(() => warmedIn('warm_exams'));
    expect(asked).toEqual(['warm_payments', 'warm_exams', 'warm_exams']);
    expect(warmedIn('warm_exams')).toBe(true);

    warmUps.stop();
    onlyExams.stop();
    const stopped = warmUpAreasInTurn({ wanted: () => true });
    stopped.stop();
    stopped.add(payments);
    await idle();
    expect(asked).toEqual(['warm_payments', 'warm_exams', 'warm_exams']);
  });
});
