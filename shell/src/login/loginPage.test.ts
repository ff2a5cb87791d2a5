import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ROLES_FAILURE } from '@tutoring/domain';
import { startLoginPage } from './loginPage';
import { shellGate } from './handover';

const SHELL_SRC = '/main.abcdef12.js';
const user = { id: 1, email: 'admin@example.com', roles: ['admin'] };

let signedIn = false;
let rolesStatus = 200;
let loginReply: { status: number; body: unknown } | null = null;
const calls: string[] = [];
const logins: { body: unknown; headers: Headers }[] = [];
const server = setupServer(
  http.get('*/api/v2/roles', () => {
    calls.push('roles');
    return rolesStatus === 200
      ? HttpResponse.json({ roles: [{ id: 1, name: 'admin', permissions: ['ADMIN'] }] })
      : HttpResponse.json({ errors: ['boom'] }, { status: rolesStatus });
  }),
  http.get('*/api/v2/current_user', () => {
    calls.push('current_user');
    return signedIn ? HttpResponse.json({ user }) : HttpResponse.json({ errors: ['Not signed in'] }, { status: 401 });
  }),
  http.post('*/api/login.json', async ({ request }) => {
    calls.push('login');
    logins.push({ body: await request.json(), headers: request.headers });
    if (loginReply) return HttpResponse.json(loginReply.body as Record<string, unknown>, { status: loginReply.status });
    signedIn = true;
    return HttpResponse.json({ user, csrfToken: 'token-1' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let container: HTMLElement;
beforeEach(() => {
  signedIn = false;
  rolesStatus = 200;
  loginReply = null;
  calls.length = 0;
  logins.length = 0;
  delete window.__tutoringShellGate;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.body.innerHTML = '<div id="root"></div>';
  container = document.getElementById('root') as HTMLElement;
  window.history.replaceState(null, '', '/login?next=%2Fparents');
});
afterEach(() => server.resetHandlers());

const shellScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src') === SHELL_SRC);
/** True once the shell's gate has been released. */
const released = async () => {
  let open = false;
  void shellGate().then(() => {
    open = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return open;
};

async function showForm() {
  await expect(startLoginPage(container, { shellSrc: SHELL_SRC })).resolves.toBe('form');
  return screen.getByRole('form', { name: 'Sign in' });
}

describe('the small login page of a full /login load', () => {
  it('SHL-01: asks for the roles and shows the sign-in form without loading the shell; an anonymous visitor makes no current-user call (no 401)', async () => {
    const form = await showForm();
    expect(calls).toEqual(['roles']);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(document.title).toBe('Sign in - Tutoring');
    // Typing starts in the e-mail field; that focus is the page's, not the visitor's intent: no shell fetched.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(shellScripts()).toHaveLength(0);
    expect(await axe(form)).toHaveNoViolations();
  });

  it('SHL-02: a failing roles call shows only "We\'re sorry. There\'s been an error."', async () => {
    rolesStatus = 500;
    await expect(startLoginPage(container, { shellSrc: SHELL_SRC })).resolves.toBe('roles-failure');
    expect(container).toHaveTextContent(ROLES_FAILURE, { normalizeWhitespace: false });
    expect(container.textContent).toBe(ROLES_FAILURE);
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toEqual(['roles']);
    expect(shellScripts()).toHaveLength(0);
  });

  it('SHL-03: a visitor already signed in is handed to the shell at once, at the same URL (?next= kept)', async () => {
    signedIn = true;
    document.cookie = 'csrf_token=abc';
    await expect(startLoginPage(container, { shellSrc: SHELL_SRC })).resolves.toBe('signed-in');
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(calls).toEqual(['roles', 'current_user']);
    expect(shellScripts()).toHaveLength(1);
    expect(await released()).toBe(true);
    // The current-user reply names the user, so the shell can start loading the destination's area at once.
    await expect(shellGate()).resolves.toEqual({ user });
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fparents');
  });

  it('fetches the shell on the first intent, but holds it until the visitor is signed in', async () => {
    await showForm();
    await userEvent.click(screen.getByLabelText('E-mail'));
    expect(shellScripts()).toHaveLength(1);
    expect(await released()).toBe(false);
    await userEvent.type(screen.getByLabelText('E-mail'), 'a');
    expect(shellScripts()).toHaveLength(1);
  });

  it('SHL-03: signs in with POST /api/login.json and hands over to the shell, keeping ?next=', async () => {
    document.cookie = 'csrf_token=abc';
    await showForm();
    await userEvent.type(screen.getByLabelText('E-mail'), '  admin@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]?.body).toEqual({ user: { email: 'admin@example.com', password: 'password123' } });
    expect(logins[0]?.headers.get('accept')).toBe('application/vnd.api+json');
    expect(logins[0]?.headers.get('x-csrf-token')).toBe('abc');
    await waitFor(async () => expect(await released()).toBe(true));
    await expect(shellGate()).resolves.toEqual({ user });
    expect(shellScripts()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fparents');
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it("makes the page's first date formatter (ICU's data) while the sign-in request is in flight, before the reply", async () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    let formattersBeforeReply = -1;
    server.use(
      http.post('*/api/login.json', () => {
        formattersBeforeReply = formatters.mock.calls.length;
        return HttpResponse.json({ user, csrfToken: 'token-1' });
      }),
    );
    await showForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    formatters.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(async () => expect(await released()).toBe(true));
    expect(formattersBeforeReply).toBe(1);
    formatters.mockRestore();
  });

  it('a browser holding a session cookie whose session ended is asked about it and gets the form', async () => {
    document.cookie = 'csrf_token=stale';
    await showForm();
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(calls).toEqual(['roles', 'current_user']);
  });

  it('asks for both fields before calling the server', async () => {
    await showForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail and password.');
    expect(logins).toHaveLength(0);
  });

  it("shows the server's errors for wrong credentials and stays signed out", async () => {
    loginReply = { status: 401, body: { errors: ['Invalid email or password.'] } };
    await showForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await released()).toBe(false);
    expect(await axe(screen.getByRole('form'))).toHaveNoViolations();
  });

  it('shows the general failure text when the server gives no reason or does not answer', async () => {
    loginReply = { status: 429, body: {} };
    await showForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in. Please try again.');

    server.use(http.post('*/api/login.json', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you in. Please try again.');
    expect(await released()).toBe(false);
  });
});
