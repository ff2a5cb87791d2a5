import styled from 'styled-components';
import { createRemoteLifecycles } from '@tutoring/platform';
import type { LikelyArea } from './preload';
import { warmUpWhileSigningIn } from './warmUp';

/** The text of the page's styled-components sheet. */
const sheet = () =>
  [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent ?? '').join('');
const idle = () => new Promise((resolve) => setTimeout(resolve, 200));

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
    await idle();
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
    await idle();
    expect(warmedPages).toEqual(['/parents']);
    expect(sheet()).toMatch(/outline:2px dashed teal/);
    expect(document.body.innerHTML).toBe(page);
  });
});
