/**
 * The small login page a signed-out visitor gets on a full page load of `/login` (issue 13: at most 100 KB of
 * JavaScript at /login). Plain DOM, no React, no Module Federation runtime, no shared library: the full shell's
 * files are fetched only once the visitor shows intent (first focus, pointer or key in the form) and the shell
 * starts once the visitor is signed in, in the same document (no reload), at the same URL, so `?next=` is kept
 * and the shell's own routing takes over (SHL-03, OP-51).
 *
 * Start-up follows the shell's order: `GET roles` first (SHL-01; on failure only the roles-failure text, SHL-02),
 * then `GET current_user`: a signed-in visitor is handed to the shell at once.
 */
import { LOGIN_TEXTS as FORM_TEXTS, ROLES_FAILURE } from '@tutoring/domain';
import type { ShellHandOver } from './handover';
import { hasSessionHint } from './sessionHint';

/** The sign-in form's texts (shared with the platform's LoginForm), and the route title. */
export const LOGIN_TEXTS = {
  ...FORM_TEXTS,
  /** The route title; the shell's signed-out app title is "Tutoring". */
  title: 'Sign in - Tutoring',
} as const;

/** ADR 0001 wire conventions, as the API client sends them. */
const JSON_API = 'application/vnd.api+json';
const API_V2 = '/api/v2';
const API_ROOT = '/api';

/**
 * The design-system light theme tokens (packages/design-system/src/theme) as plain values, in the layout of the
 * shell's LoginPage + LoginForm, scoped to this page. Importing the theme would bring styled-components.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1f2933;background:#f5f7fa;color-scheme:light}
:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.tl-main{display:grid;place-items:center;min-height:70vh}
.tl-form{display:grid;gap:16px;width:min(100%,360px);padding:24px;background:#ffffff;border:1px solid #8a94a3;border-radius:8px;box-shadow:0 4px 12px rgba(15,23,42,0.16)}
.tl-field{display:grid;gap:4px}
.tl-field label{font-weight:500}
.tl-field input{font:inherit;padding:8px;border:1px solid #8a94a3;border-radius:4px;background:#ffffff;color:#1f2933}
.tl-error{margin:0;color:#b91c1c}
.tl-form button{display:inline-flex;align-items:center;justify-content:center;gap:8px;font-family:inherit;font-weight:500;font-size:1rem;min-height:36px;padding:0 16px;border:1px solid #8a94a3;border-radius:4px;background:#e5e9f0;color:#1f2933;cursor:pointer}
.tl-form button:hover:not(:disabled){background:#d5dbe5}
.tl-form button:disabled{background:#e5e7eb;color:#4b5563;cursor:not-allowed}
`;

/** Options of {@link startLoginPage}. */
export interface LoginPageOptions {
  /** URL of the full shell's `main.js` (from index.html). */
  shellSrc: string;
}

/** What {@link startLoginPage} ended in: the form, the roles-failure page, or a hand-over to the signed-in shell. */
export type LoginPageOutcome = 'form' | 'roles-failure' | 'signed-in';

const readCsrfCookie = (): string | null => {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrf_token') return decodeURIComponent(rest.join('='));
  }
  return null;
};

/** One call with the API client's headers (Accept/Content-Type JSON-API, CSRF token, request id). */
function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: JSON_API, 'Content-Type': JSON_API };
  const csrf = readCsrfCookie();
  if (csrf) headers['X-CSRF-Token'] = csrf;
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    headers['X-Request-Id'] = crypto.randomUUID();
  return fetch(new URL(url, location.href).toString(), {
    method,
    headers,
    credentials: 'include',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The server's `{errors: [...]}` joined, as the platform's LoginForm shows them, or null. */
async function serverErrors(response: Response): Promise<string | null> {
  try {
    const data = (await response.json()) as { errors?: unknown };
    const errors = Array.isArray(data?.errors) ? data.errors.filter((e): e is string => typeof e === 'string') : [];
    return errors.length ? errors.join(' ') : null;
  } catch {
    return null;
  }
}

/** A DOM element with properties (not attributes) and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/**
 * Renders the login page into `container` (the shell's `#root`, which the shell's React root later replaces)
 * and runs the start-up checks. Resolves with what it ended in.
 */
export async function startLoginPage(
  container: HTMLElement,
  { shellSrc }: LoginPageOptions,
): Promise<LoginPageOutcome> {
  let release: ((handOver: ShellHandOver) => void) | null = null;
  let requested = false;
  /** Fetches and runs the shell's main.js, held at its gate until {@link handOver}. */
  const loadShell = () => {
    if (requested) return;
    requested = true;
    window.__tutoringShellGate = new Promise<ShellHandOver>((resolve) => {
      release = resolve;
    });
    const script = document.createElement('script');
    script.src = shellSrc;
    script.addEventListener('error', () => {
      // Lets a later attempt fetch it again; a pending hand-over reports the failure.
      requested = false;
      script.remove();
      onShellError?.();
    });
    document.head.append(script);
  };
  let onShellError: (() => void) | null = null;
  let handedOver = false;
  /** Lets the shell start, naming the signed-in user from `reply` (`{user}`) when it can be read. */
  const handOver = async (reply: Response) => {
    let user: unknown;
    try {
      user = ((await reply.json()) as { user?: unknown } | null)?.user;
    } catch {
      // The shell loads the current user itself.
    }
    handedOver = true;
    loadShell();
    release?.({ user });
  };

  // SHL-01, SHL-02: roles first; a failure shows only the roles-failure text.
  try {
    const roles = await call('GET', `${API_V2}/roles`);
    // Only its status matters here (the shell reads the roles itself), but the body is read to its end: an unread
    // body keeps the request open in the browser for as long as the page lives (DevTools, a network-idle wait).
    await roles.arrayBuffer();
    if (!roles.ok) throw new Error(`roles: ${roles.status}`);
  } catch {
    container.replaceChildren(element('p', {}, ROLES_FAILURE));
    return 'roles-failure';
  }
  // A signed-in visitor goes straight to the shell, which sends them where /login?next= says (SHL-03, OP-51).
  // Every sign-in sets the readable CSRF cookie with the session cookie: without it there is no session to ask
  // about, and an anonymous visitor's /login makes no call that could only answer 401 (a console error, issue 25).
  try {
    if (!hasSessionHint()) throw new Error('no session');
    const current = await call('GET', `${API_V2}/current_user`);
    if (current.ok) {
      await handOver(current);
      return 'signed-in';
    }
    await current.arrayBuffer();
  } catch {
    // No answer: treated as signed out, as the shell does.
  }

  document.title = LOGIN_TEXTS.title;
  const email = element('input', {
    id: 'login-email',
    name: 'email',
    type: 'email',
    autocomplete: 'username',
    required: true,
  });
  const password = element('input', {
    id: 'login-password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
  });
  const submit = element('button', { type: 'submit' }, LOGIN_TEXTS.submit);
  const error = element('p', { className: 'tl-error' });
  error.setAttribute('role', 'alert');
  const heading = element('h1', { id: 'login-heading' }, LOGIN_TEXTS.heading);
  const form = element(
    'form',
    { className: 'tl-form', noValidate: true },
    heading,
    element('div', { className: 'tl-field' }, element('label', { htmlFor: 'login-email' }, LOGIN_TEXTS.email), email),
    element(
      'div',
      { className: 'tl-field' },
      element('label', { htmlFor: 'login-password' }, LOGIN_TEXTS.password),
      password,
    ),
    submit,
  );
  form.setAttribute('aria-labelledby', 'login-heading');

  const showError = (text: string | null) => {
    if (text) {
      error.textContent = text;
      if (!error.isConnected) submit.before(error);
    } else error.remove();
  };
  const setBusy = (busy: boolean) => {
    submit.disabled = busy;
    submit.textContent = busy ? LOGIN_TEXTS.busy : LOGIN_TEXTS.submit;
  };

  // The shell's files could not be fetched after signing in: the visitor may try again (signing in again is harmless).
  onShellError = () => {
    if (!handedOver) return;
    handedOver = false;
    setBusy(false);
    showError(LOGIN_TEXTS.failed);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    if (!email.value || !password.value) {
      showError(LOGIN_TEXTS.missing);
      return;
    }
    setBusy(true);
    showError(null);
    void (async () => {
      try {
        // SHL-03 / ADR 0001: POST /api/login.json {user: {email, password}}; sets the session and csrf_token cookies.
        const request = call('POST', `${API_ROOT}/login.json`, {
          user: { email: email.value.trim(), password: password.value },
        });
        // While the main thread only waits for the reply: the page's first Intl object, which loads ICU's data (about
        // 20 ms in Chromium, once per page) and which the signed-in pages' dates would otherwise pay for at their
        // first render. The shell's warm-up does it too, but only when the visitor lingered on the form.
        Intl.DateTimeFormat().resolvedOptions();
        const response = await request;
        if (!response.ok) {
          showError((await serverErrors(response)) ?? LOGIN_TEXTS.failed);
          setBusy(false);
          return;
        }
        // Signed in: the form stays as it is ("Signing in…") until the shell's first render replaces it.
        await handOver(response);
      } catch {
        showError(LOGIN_TEXTS.failed);
        setBusy(false);
      }
    })();
  });

  container.replaceChildren(element('style', {}, STYLE), element('main', { className: 'tl-main' }, form));
  // The visitor came to sign in: the e-mail field has the focus, so typing starts at once (a sign-in page's usual start).
  email.focus();
  // Intent: the shell's files are needed only once the visitor acts, so they are fetched from then on (the focus given
  // above is not the visitor's act: the listeners come after it).
  for (const type of ['focusin', 'pointerdown', 'keydown', 'input'] as const)
    form.addEventListener(type, loadShell, { once: true });
  return 'form';
}
