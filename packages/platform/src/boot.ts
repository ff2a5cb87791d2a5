import * as z from 'zod/mini';
import {
  ApiError,
  api,
  configureApiClient,
  resetUnauthorized,
  setExamsToken,
  setSpoofing,
  showErrorToast,
} from '@tutoring/api-client';
import { CurrentUserSchema } from '@tutoring/contract';
import { toast } from '@tutoring/design-system';
import { currentUserAtom, platformStore, rolesAtom, type RoleInfo, type SessionUser } from './session';
import { DEFAULT_SETTINGS, type RuntimeSettings, RuntimeSettingsSchema } from './shell-services';
import { reportError } from './error-reporting';

const SPOOF_KEY = 'tutoring.spoofing';
const StoredSpoofSchema = z.object({ type: z.literal('Student'), id: z.number().check(z.int()), name: z.string() });

/** Runtime settings (SHL-20) served per environment as /config.json; defaults when absent. */
export async function loadSettings(): Promise<RuntimeSettings> {
  try {
    const response = await fetch('/config.json', { credentials: 'same-origin' });
    if (!response.ok) return DEFAULT_SETTINGS;
    const parsed = z.partial(RuntimeSettingsSchema).safeParse(await response.json());
    if (!parsed.success) {
      reportError(parsed.error, { phase: 'settings' });
      return DEFAULT_SETTINGS;
    }
    return { ...DEFAULT_SETTINGS, ...parsed.data };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** The spoofing target kept for this browser tab. */
export function storedSpoofing(): SessionUser['spoofing'] {
  try {
    const parsed = StoredSpoofSchema.safeParse(JSON.parse(sessionStorage.getItem(SPOOF_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSpoofing(spoof: SessionUser['spoofing']): void {
  if (spoof) sessionStorage.setItem(SPOOF_KEY, JSON.stringify(spoof));
  else sessionStorage.removeItem(SPOOF_KEY);
  setSpoofing(spoof ? { type: 'Student', id: spoof.id } : null);
}

/** Connects the API client's global hooks to the page: toasts, 401 logout, reporting. */
export function connectApiClient(options: {
  onUnauthorized: () => void;
  translate?: (key: string, fallback: string) => string;
}): void {
  configureApiClient({
    onUnauthorized: options.onUnauthorized,
    notify: ({ kind, title, message }) => {
      if (kind === 'error') toast.error(title, message);
      else if (kind === 'success') toast.success(message, title);
      else toast.info(message, title);
    },
    report: (error, context) => reportError(error, context),
    ...(options.translate ? { translate: options.translate } : {}),
  });
}

/** SHL-01: the roles list, fetched first; its failure is the caller's to show (SHL-02). */
export async function loadRoles(): Promise<RoleInfo[]> {
  // SHL-02: a failure shows only the roles-failure page, never a toast.
  const roles = await api.roles.list({ handleErrors: false });
  platformStore.set(rolesAtom, roles);
  return roles;
}

/** Loads the current user, or null when nobody is signed in (401). */
export async function loadCurrentUser(): Promise<SessionUser | null> {
  try {
    const user = await api.currentUser.get();
    platformStore.set(currentUserAtom, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      platformStore.set(currentUserAtom, null);
      return null;
    }
    showErrorToast(error);
    throw error;
  }
}

/**
 * Takes the user a sign-in reply named (the small login page hands it over, issue 13) as the current user, as
 * {@link signIn} does, so the shell need not ask `GET current_user` again. Returns null, changing nothing, when
 * `user` is not a current user.
 */
export function adoptSignedInUser(user: unknown): SessionUser | null {
  const parsed = CurrentUserSchema.safeParse(user);
  if (!parsed.success) return null;
  setExamsToken(parsed.data.graderToken ?? null);
  resetUnauthorized();
  platformStore.set(currentUserAtom, parsed.data);
  return parsed.data;
}

/** Signs in (SHL-03). Rejects with the server's ApiError on wrong credentials. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  try {
    const { user } = await api.auth.login(email, password);
    platformStore.set(currentUserAtom, user);
    return user;
  } catch (error) {
    showErrorToast(error); // API-11: a 401 (wrong password) or 422 shows nothing; the form shows the errors
    throw error;
  }
}

/** Signs out locally and on the server; a failing server call still ends the local session. */
export async function signOut(): Promise<void> {
  storeSpoofing(null);
  try {
    await api.auth.logout();
  } catch (error) {
    // The session may already be gone (401: no toast); the local state is cleared regardless.
    showErrorToast(error);
  }
  endSessionHere();
}

/**
 * Ends only this page's view of the session (no server call): another tab of the browser signed out or signed someone
 * else in, and the browser's one session cookie is no longer this page's to end.
 */
export function endSessionHere(): void {
  storeSpoofing(null);
  platformStore.set(currentUserAtom, null);
}
