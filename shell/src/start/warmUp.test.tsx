import { warmUpWhileSigningIn } from './warmUp';

/** The text of the page's styled-components sheet. */
const sheet = () =>
  [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent ?? '').join('');
const idle = () => new Promise((resolve) => setTimeout(resolve, 200));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the warm-up while the visitor signs in (issue 26)', () => {
  // First: the sheet holds none of the frame's styles yet.
  it('issue 26: cancelled before the browser is idle (the visitor pasted and clicked at once), it does nothing', async () => {
    const before = sheet();
    const cancel = warmUpWhileSigningIn();
    cancel();
    await idle();
    expect(sheet()).toBe(before);
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
});
